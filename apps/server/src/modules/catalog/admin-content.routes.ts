import { z } from '@hono/zod-openapi';
import {
  UPLOAD_MESSAGES,
  adminBusinessTypeCreateSchema,
  adminBusinessTypeListSchema,
  adminBusinessTypeSchema,
  adminBusinessTypeUpdateSchema,
  adminCategoryCreateSchema,
  adminCategoryListSchema,
  adminCategorySchema,
  adminCategoryUpdateSchema,
  adminContentQuerySchema,
  adminContentStatsSchema,
  businessTypeIdParam,
  categoryIdParam,
} from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonBody, jsonContent, OkSchema, patchBody } from '@/http/schemas';
import { createBusinessType, deleteBusinessType, updateBusinessType } from './admin-business-types.service';
import {
  createCategory,
  deleteCategory,
  setCategoryActive,
  setCategoryImage,
  updateCategory,
} from './admin-categories.service';
import { adminContentStats, listAdminBusinessTypes, listAdminCategories } from './admin-content.views';

const tags = ['Administration — contenu'] as const;
const access = ['admin'] as const;
const categoriesPath = '/admin/content/categories';
const typesPath = '/admin/content/business-types';
const categoryParams = z.object({ id: categoryIdParam });
const typeParams = z.object({ id: businessTypeIdParam });

const CategorySchema = component(adminCategorySchema, 'AdminCategory');
const BusinessTypeSchema = component(adminBusinessTypeSchema, 'AdminBusinessType');
const ImageForm = z.object({
  file: z
    .instanceof(File, { message: UPLOAD_MESSAGES.fileMissing })
    .openapi({ type: 'string', format: 'binary', description: 'JPG, PNG, WebP ou GIF, 5 Mo au plus' }),
});

const router = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: '/admin/content/stats',
      operationId: 'getAdminContentStats',
      access,
      tags,
      summary: 'Les quatre chiffres de la page Contenu',
      description: 'Catégories (toutes, actives), types de commerce, commerces.',
      responses: { 200: jsonContent(component(adminContentStatsSchema, 'AdminContentStats')), ...errorResponses },
    }),
    async (c) => c.json(await adminContentStats(c.get('deps').db), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: categoriesPath,
      operationId: 'listAdminCategories',
      access,
      tags,
      summary: 'Toutes les catégories',
      description:
        'Masquées comprises. Dans leur ordre d’affichage, avec leur nombre de commerces ; recherche sur le nom ou la description.',
      request: { query: adminContentQuerySchema },
      responses: { 200: jsonContent(component(adminCategoryListSchema, 'AdminCategoryList')), ...errorResponses },
    }),
    async (c) => c.json({ items: await listAdminCategories(c.get('deps').db, c.req.valid('query').search) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: categoriesPath,
      operationId: 'createAdminCategory',
      access,
      tags,
      summary: 'Ajouter une catégorie',
      description: 'Nom unique, casse et accents ignorés. Visible aussitôt dans le catalogue si active.',
      request: { body: jsonBody(adminCategoryCreateSchema) },
      responses: { 201: jsonContent(CategorySchema, 'Catégorie ajoutée'), ...errorResponses },
    }),
    async (c) => c.json(await createCategory(c.get('deps'), currentUser(c).id, c.req.valid('json')), 201),
  )
  .openapi(
    defineRoute({
      method: 'patch',
      path: `${categoriesPath}/{id}`,
      operationId: 'updateAdminCategory',
      access,
      tags,
      summary: 'Modifier une catégorie : chaque champ facultatif',
      request: { params: categoryParams, body: patchBody(adminCategoryUpdateSchema) },
      responses: { 200: jsonContent(CategorySchema), ...errorResponses },
    }),
    async (c) =>
      c.json(await updateCategory(c.get('deps'), currentUser(c).id, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    defineRoute({
      method: 'delete',
      path: `${categoriesPath}/{id}`,
      operationId: 'deleteAdminCategory',
      access,
      tags,
      summary: 'Supprimer une catégorie qu’aucun commerce n’utilise (sinon 409 avec leur nombre)',
      request: { params: categoryParams },
      responses: { 200: jsonContent(OkSchema), ...errorResponses },
    }),
    async (c) => {
      await deleteCategory(c.get('deps'), currentUser(c).id, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${categoriesPath}/{id}/image`,
      operationId: 'uploadAdminCategoryImage',
      access,
      tags,
      summary: "Changer l'image d'une catégorie (multipart, champ `file`)",
      request: {
        params: categoryParams,
        body: { required: true, content: { 'multipart/form-data': { schema: ImageForm } } },
      },
      responses: { 200: jsonContent(CategorySchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await setCategoryImage(c.get('deps'), currentUser(c).id, c.req.valid('param').id, c.req.valid('form').file),
        200,
      ),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: typesPath,
      operationId: 'listAdminBusinessTypes',
      access,
      tags,
      summary: 'Tous les types de commerce',
      description: 'Avec leurs modèles de menu et leur nombre de commerces ; recherche sur le nom ou la description.',
      request: { query: adminContentQuerySchema },
      responses: {
        200: jsonContent(component(adminBusinessTypeListSchema, 'AdminBusinessTypeList')),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ items: await listAdminBusinessTypes(c.get('deps').db, c.req.valid('query').search) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: typesPath,
      operationId: 'createAdminBusinessType',
      access,
      tags,
      summary: 'Ajouter un type de commerce et ses modèles de menu',
      description: 'Catégories de départ des nouveaux commerces.',
      request: { body: jsonBody(adminBusinessTypeCreateSchema) },
      responses: { 201: jsonContent(BusinessTypeSchema, 'Type de commerce ajouté'), ...errorResponses },
    }),
    async (c) => c.json(await createBusinessType(c.get('deps'), currentUser(c).id, c.req.valid('json')), 201),
  )
  .openapi(
    defineRoute({
      method: 'patch',
      path: `${typesPath}/{id}`,
      operationId: 'updateAdminBusinessType',
      access,
      tags,
      summary: 'Modifier un type de commerce',
      description: 'Chaque champ facultatif ; `templates` remplace toute la liste.',
      request: { params: typeParams, body: patchBody(adminBusinessTypeUpdateSchema) },
      responses: { 200: jsonContent(BusinessTypeSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await updateBusinessType(c.get('deps'), currentUser(c).id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  )
  .openapi(
    defineRoute({
      method: 'delete',
      path: `${typesPath}/{id}`,
      operationId: 'deleteAdminBusinessType',
      access,
      tags,
      summary: 'Supprimer un type de commerce qu’aucun commerce ni demande en attente n’utilise',
      description: 'Sinon 409 avec leur nombre.',
      request: { params: typeParams },
      responses: { 200: jsonContent(OkSchema), ...errorResponses },
    }),
    async (c) => {
      await deleteBusinessType(c.get('deps'), currentUser(c).id, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    },
  );

/** Activate and deactivate: one operation each, so each is its own audit action. */
for (const [verb, isActive, summary] of [
  ['activate', true, 'Activer une catégorie : elle réapparaît dans le catalogue'],
  ['deactivate', false, 'Désactiver une catégorie : elle disparaît du catalogue (ses commerces restent)'],
] as const) {
  router.openapi(
    defineRoute({
      method: 'post',
      path: `${categoriesPath}/{id}/${verb}`,
      operationId: isActive ? 'activateAdminCategory' : 'deactivateAdminCategory',
      access,
      tags,
      summary,
      request: { params: categoryParams },
      responses: { 200: jsonContent(CategorySchema), ...errorResponses },
    }),
    async (c) =>
      c.json(await setCategoryActive(c.get('deps'), currentUser(c).id, c.req.valid('param').id, isActive), 200),
  );
}

export const adminContentRoutes = router;
