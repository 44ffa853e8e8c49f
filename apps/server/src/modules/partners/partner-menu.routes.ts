import { z } from '@hono/zod-openapi';
import {
  businessIdParam,
  menuCategoryCreateSchema,
  menuCategoryUpdateSchema,
  menuItemCreateSchema,
  menuItemUpdateSchema,
  menuReorderSchema,
  PARTNER_OPS_TEXTS,
  UPLOAD_MESSAGES,
  partnerMenuCategorySchema,
  partnerMenuItemSchema,
} from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonBody, jsonContent, OkSchema, patchBody } from '@/http/schemas';
import * as items from './partner-menu.items';
import * as categories from './partner-menu.service';

const tags = ['Partenaire — menu'] as const;
const access = ['partner'] as const;
const base = '/partner/businesses/{businessId}/menu';
const businessParams = z.object({ businessId: businessIdParam });
const categoryParams = businessParams.extend({ categoryId: z.uuid({ error: PARTNER_OPS_TEXTS.categoryIdInvalid }) });
const itemParams = businessParams.extend({ itemId: z.uuid({ error: PARTNER_OPS_TEXTS.itemIdInvalid }) });

const CategorySchema = component(partnerMenuCategorySchema, 'PartnerMenuCategory');
const ItemSchema = component(partnerMenuItemSchema, 'PartnerMenuItem');
const CategoriesResponse = z.object({ categories: z.array(CategorySchema) });
const PhotoForm = z.object({
  file: z
    .instanceof(File, { message: UPLOAD_MESSAGES.fileMissing })
    .openapi({ type: 'string', format: 'binary', description: 'JPG, PNG, WebP ou GIF, 5 Mo au plus' }),
});

export const partnerMenuRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/categories`,
      operationId: 'listMenuCategories',
      access,
      tags,
      summary: 'Catégories du menu, dans leur ordre, avec leur nombre d’articles',
      request: { params: businessParams },
      responses: { 200: jsonContent(CategoriesResponse), ...errorResponses },
    }),
    async (c) =>
      c.json(
        {
          categories: await categories.listMenuCategories(
            c.get('deps').db,
            currentUser(c).id,
            c.req.valid('param').businessId,
          ),
        },
        200,
      ),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/categories`,
      operationId: 'createMenuCategory',
      access,
      tags,
      summary: 'Ajouter une catégorie (en dernier ; nom unique dans le menu)',
      request: { params: businessParams, body: jsonBody(menuCategoryCreateSchema) },
      responses: { 201: jsonContent(CategorySchema), ...errorResponses },
    }),
    async (c) => {
      const created = await categories.createMenuCategory(
        c.get('deps'),
        currentUser(c).id,
        c.req.valid('param').businessId,
        c.req.valid('json'),
      );
      return c.json(created, 201);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/categories/reorder`,
      operationId: 'reorderMenuCategories',
      access,
      tags,
      summary: 'Réordonner les catégories',
      description: '`ids` contient toutes les catégories du menu, chacune une fois, de la première à la dernière.',
      request: { params: businessParams, body: jsonBody(menuReorderSchema) },
      responses: { 200: jsonContent(CategoriesResponse), ...errorResponses },
    }),
    async (c) => {
      const list = await categories.reorderMenuCategories(
        c.get('deps'),
        currentUser(c).id,
        c.req.valid('param').businessId,
        c.req.valid('json').ids,
      );
      return c.json({ categories: list }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'patch',
      path: `${base}/categories/{categoryId}`,
      operationId: 'updateMenuCategory',
      access,
      tags,
      summary: 'Renommer une catégorie',
      description: 'Changer sa description, l’afficher ou la masquer (champs absents inchangés)',
      request: { params: categoryParams, body: patchBody(menuCategoryUpdateSchema) },
      responses: { 200: jsonContent(CategorySchema), ...errorResponses },
    }),
    async (c) => {
      const { businessId, categoryId } = c.req.valid('param');
      return c.json(
        await categories.updateMenuCategory(
          c.get('deps'),
          currentUser(c).id,
          businessId,
          categoryId,
          c.req.valid('json'),
        ),
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: 'delete',
      path: `${base}/categories/{categoryId}`,
      operationId: 'deleteMenuCategory',
      access,
      tags,
      summary: 'Supprimer une catégorie vide (refusé tant qu’elle contient des articles : 409)',
      request: { params: categoryParams },
      responses: { 200: jsonContent(OkSchema), ...errorResponses },
    }),
    async (c) => {
      const { businessId, categoryId } = c.req.valid('param');
      await categories.deleteMenuCategory(c.get('deps'), currentUser(c).id, businessId, categoryId);
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/items`,
      operationId: 'listMenuItems',
      access,
      tags,
      summary: 'Tous les articles du menu (disponibles ou non), dans l’ordre des catégories',
      request: { params: businessParams },
      responses: { 200: jsonContent(z.object({ items: z.array(ItemSchema) })), ...errorResponses },
    }),
    async (c) =>
      c.json(
        { items: await items.listMenuItems(c.get('deps').db, currentUser(c).id, c.req.valid('param').businessId) },
        200,
      ),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/items`,
      operationId: 'createMenuItem',
      access,
      tags,
      summary: 'Ajouter un article',
      description: 'Prix entier en GNF, de 1 à 10 000 000 ; catégorie de ce commerce ou aucune.',
      request: { params: businessParams, body: jsonBody(menuItemCreateSchema) },
      responses: { 201: jsonContent(ItemSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await items.createMenuItem(
          c.get('deps'),
          currentUser(c).id,
          c.req.valid('param').businessId,
          c.req.valid('json'),
        ),
        201,
      ),
  )
  .openapi(
    defineRoute({
      method: 'patch',
      path: `${base}/items/{itemId}`,
      operationId: 'updateMenuItem',
      access,
      tags,
      summary: 'Modifier un article',
      description: 'Nom, description, prix, catégorie, disponible, populaire (champs absents inchangés)',
      request: { params: itemParams, body: patchBody(menuItemUpdateSchema) },
      responses: { 200: jsonContent(ItemSchema), ...errorResponses },
    }),
    async (c) => {
      const { businessId, itemId } = c.req.valid('param');
      return c.json(
        await items.updateMenuItem(c.get('deps'), currentUser(c).id, businessId, itemId, c.req.valid('json')),
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: 'delete',
      path: `${base}/items/{itemId}`,
      operationId: 'deleteMenuItem',
      access,
      tags,
      summary: 'Supprimer un article',
      description: 'Les commandes passées gardent leur copie du nom et du prix.',
      request: { params: itemParams },
      responses: { 200: jsonContent(OkSchema), ...errorResponses },
    }),
    async (c) => {
      const { businessId, itemId } = c.req.valid('param');
      await items.deleteMenuItem(c.get('deps'), currentUser(c).id, businessId, itemId);
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/items/{itemId}/photo`,
      operationId: 'uploadMenuItemPhoto',
      access,
      tags,
      summary: 'Changer la photo d’un article (multipart, champ `file`)',
      request: {
        params: itemParams,
        body: { required: true, content: { 'multipart/form-data': { schema: PhotoForm } } },
      },
      responses: { 200: jsonContent(ItemSchema), ...errorResponses },
    }),
    async (c) => {
      const { businessId, itemId } = c.req.valid('param');
      return c.json(
        await items.replaceMenuItemPhoto(
          c.get('deps'),
          currentUser(c).id,
          businessId,
          itemId,
          c.req.valid('form').file,
        ),
        200,
      );
    },
  );
