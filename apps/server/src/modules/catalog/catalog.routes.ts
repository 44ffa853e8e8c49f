import { z } from '@hono/zod-openapi';
import {
  blankAsAbsent,
  booleanQueryParam,
  businessDetailSchema,
  businessIdParam,
  businessListQuerySchema,
  businessPageSchema,
  businessTypeListSchema,
  CATALOG_PAGE_SIZE,
  CATALOG_TEXTS,
  catalogHomeSchema,
  catalogPageParam,
  catalogPageSizeParam,
  categoryDetailSchema,
  categoryIdParam,
  categoryListSchema,
  REGIONS,
} from '@livra/shared';
import type { Context } from 'hono';
import type { AppEnv } from '@/http/context';
import { createRouter, defineRoute } from '@/http/router';
import { component, errorResponse, errorResponses, jsonContent } from '@/http/schemas';
import { encodeJson, sendEncodedJson } from '@/lib/encoded-json';
import {
  DETAIL_TTL,
  HOME_TTL,
  LISTING_TTL,
  listingCache,
  REFERENCE_TTL,
  readBusiness,
  readBusinessTypes,
  readCategories,
  readHome,
} from './catalog-reads';
import { getCategory, listBusinesses } from './catalog.service';

const tags = ['Catalogue'] as const;

function cacheFor(c: Context<AppEnv>, ttlMs: number) {
  c.header('Cache-Control', `public, max-age=${Math.round(ttlMs / 1000)}`);
}

const categoryPageQuery = z.object({
  page: catalogPageParam,
  pageSize: catalogPageSizeParam(CATALOG_PAGE_SIZE),
  region: blankAsAbsent(z.enum(REGIONS, { error: CATALOG_TEXTS.invalidRegion }).optional()),
  open: blankAsAbsent(booleanQueryParam(CATALOG_TEXTS.invalidOpen)),
});

export const catalogRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: '/home',
      operationId: 'getHome',
      access: ['public'],
      tags,
      summary: "Page d'accueil : restaurants populaires, articles en vedette, types de commerce",
      responses: { 200: jsonContent(component(catalogHomeSchema, 'CatalogHome')) },
    }),
    async (c) => {
      cacheFor(c, HOME_TTL);
      return sendEncodedJson(c, await readHome(c.get('deps').db));
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/businesses',
      operationId: 'listBusinesses',
      access: ['public'],
      tags,
      summary: 'Commerces visibles',
      description: 'Les mieux notés en premier (filtres : type (id ou nom), catégorie, région, ouvert)',
      request: { query: businessListQuerySchema },
      responses: { 200: jsonContent(component(businessPageSchema, 'BusinessPage')), ...errorResponses },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const result = await listingCache.get(`businesses:${JSON.stringify(query)}`, async () =>
        encodeJson(await listBusinesses(c.get('deps').db, query)),
      );
      cacheFor(c, LISTING_TTL);
      return sendEncodedJson(c, result);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/businesses/{id}',
      operationId: 'getBusiness',
      access: ['public'],
      tags,
      summary: 'Un commerce et son menu groupé par catégorie (articles indisponibles signalés)',
      description:
        "404 pour un commerce inconnu ou suspendu par son abonnement (message propre), 410 pour un commerce désactivé par l'administration.",
      request: { params: z.object({ id: businessIdParam }) },
      responses: {
        200: jsonContent(component(businessDetailSchema, 'BusinessDetail')),
        ...errorResponses,
        410: errorResponse("Commerce retiré du catalogue par l'administration"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const read = await readBusiness(c.get('deps').db, id);
      if ('refusal' in read) throw read.refusal;
      cacheFor(c, DETAIL_TTL);
      return sendEncodedJson(c, read.encoded);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/categories',
      operationId: 'listCategories',
      access: ['public'],
      tags,
      summary: 'Catégories actives, avec leur nombre de commerces',
      responses: { 200: jsonContent(component(categoryListSchema, 'CategoryList')) },
    }),
    async (c) => {
      const { encoded } = await readCategories(c.get('deps').db);
      cacheFor(c, REFERENCE_TTL);
      return sendEncodedJson(c, encoded);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/categories/{id}',
      operationId: 'getCategory',
      access: ['public'],
      tags,
      summary: 'Une catégorie et ses commerces (paginés, filtres région et ouvert)',
      request: { params: z.object({ id: categoryIdParam }), query: categoryPageQuery },
      responses: { 200: jsonContent(component(categoryDetailSchema, 'CategoryDetail')), ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      const result = await listingCache.get(`category:${id}:${JSON.stringify(query)}`, async () =>
        encodeJson(await getCategory(c.get('deps').db, id, query)),
      );
      cacheFor(c, LISTING_TTL);
      return sendEncodedJson(c, result);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/business-types',
      operationId: 'listBusinessTypes',
      access: ['public'],
      tags,
      summary: 'Types de commerce, avec leur nombre de commerces',
      responses: { 200: jsonContent(component(businessTypeListSchema, 'BusinessTypeList')) },
    }),
    async (c) => {
      const encoded = await readBusinessTypes(c.get('deps').db);
      cacheFor(c, REFERENCE_TTL);
      return sendEncodedJson(c, encoded);
    },
  );
