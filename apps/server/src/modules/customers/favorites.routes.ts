import { z } from '@hono/zod-openapi';
import { uuid, favoriteBusinessSchema } from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonContent } from '@/http/schemas';
import * as service from './favorites.service';

const tags = ['Favoris'] as const;
const access = ['customer'] as const;

const BusinessCard = component(favoriteBusinessSchema, 'FavoriteBusiness');
const Params = z.object({ businessId: uuid('Identifiant de commerce invalide') });
const FavoriteState = z.object({ businessId: z.string(), isFavorite: z.boolean() });

export const favoritesRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: '/me/favorites',
      operationId: 'listMyFavorites',
      access,
      tags,
      summary: 'Mes commerces favoris, les plus récents en premier',
      responses: { 200: jsonContent(z.object({ businesses: z.array(BusinessCard) })), ...errorResponses },
    }),
    async (c) => c.json({ businesses: await service.listFavorites(c.get('deps').db, currentUser(c).id) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'put',
      path: '/me/favorites/{businessId}',
      operationId: 'addMyFavorite',
      access,
      tags,
      summary: 'Ajouter un commerce à mes favoris (idempotent)',
      request: { params: Params },
      responses: { 200: jsonContent(FavoriteState), ...errorResponses },
    }),
    async (c) => {
      const { businessId } = c.req.valid('param');
      await service.addFavorite(c.get('deps').db, currentUser(c).id, businessId);
      return c.json({ businessId, isFavorite: true }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'delete',
      path: '/me/favorites/{businessId}',
      operationId: 'removeMyFavorite',
      access,
      tags,
      summary: 'Retirer un commerce de mes favoris (idempotent)',
      request: { params: Params },
      responses: { 200: jsonContent(FavoriteState), ...errorResponses },
    }),
    async (c) => {
      const { businessId } = c.req.valid('param');
      await service.removeFavorite(c.get('deps').db, currentUser(c).id, businessId);
      return c.json({ businessId, isFavorite: false }, 200);
    },
  );
