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
import { component, errorResponses, jsonContent } from '@/http/schemas';
import { encodeJson, sendEncodedJson } from '@/lib/encoded-json';
import { publicCache } from '@/lib/public-cache';
import { boundedCache } from '@/lib/bounded-cache';
import { catalogCache } from './catalog-cache';
import { getBusinessDetail } from './business.service';
import { getCategory, getHome, listBusinesses, listBusinessTypes, listCategories } from './catalog.service';

const tags = ['Catalogue'] as const;

// Public answers that change rarely are kept in memory briefly so a burst of visitors costs
// one query; the same lifetime goes out as Cache-Control so phones and proxies reuse them too.
// They are kept serialized and gzipped (encodeJson), so a hit costs neither.
const HOME_TTL = 60_000;
const REFERENCE_TTL = 60_000;
const LISTING_TTL = 30_000;
// A partner who marks a dish unavailable should see it on the public page within seconds.
const DETAIL_TTL = 15_000;
const homeCache = catalogCache(publicCache(HOME_TTL));
const referenceCache = catalogCache(publicCache(REFERENCE_TTL));
const listingCache = catalogCache(boundedCache(LISTING_TTL, 2_000));
const detailCache = catalogCache(boundedCache(DETAIL_TTL, 10_000));

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
      return sendEncodedJson(c, await homeCache.get('home', async () => encodeJson(await getHome(c.get('deps').db))));
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
      request: { params: z.object({ id: businessIdParam }) },
      responses: { 200: jsonContent(component(businessDetailSchema, 'BusinessDetail')), ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const detail = await detailCache.get(id, async () => encodeJson(await getBusinessDetail(c.get('deps').db, id)));
      cacheFor(c, DETAIL_TTL);
      return sendEncodedJson(c, detail);
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
      const body = await referenceCache.get('categories', async () =>
        encodeJson({ categories: await listCategories(c.get('deps').db) }),
      );
      cacheFor(c, REFERENCE_TTL);
      return sendEncodedJson(c, body);
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
      const body = await referenceCache.get('business-types', async () =>
        encodeJson({ businessTypes: await listBusinessTypes(c.get('deps').db) }),
      );
      cacheFor(c, REFERENCE_TTL);
      return sendEncodedJson(c, body);
    },
  );
