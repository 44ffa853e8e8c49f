import {
  menuItemPageSchema,
  searchItemsQuerySchema,
  searchQuerySchema,
  searchResultsSchema,
  suggestionListSchema,
  suggestionsQuerySchema,
} from '@livra/shared';
import type { Context } from 'hono';
import type { AppEnv } from '@/http/context';
import { createRouter, defineRoute } from '@/http/router';
import { component, errorResponses, jsonContent } from '@/http/schemas';
import { encodeJson, sendEncodedJson } from '@/lib/encoded-json';
import { boundedCache } from '@/lib/bounded-cache';
import { catalogCache } from '@/modules/catalog/catalog-cache';
import { search } from './search.service';
import { listItems, suggest } from './suggestions.service';
import { cleanSearchText } from './text-match';

const tags = ['Recherche'] as const;

// The same searches come back often (everyone types "riz", every suggestion of "p"…): answers
// are kept briefly in memory, serialized and gzipped, at most a few thousand, and sent with a
// short Cache-Control.
const SEARCH_TTL = 30_000;
const ITEMS_TTL = 60_000;
const searchCache = catalogCache(boundedCache(SEARCH_TTL, 5_000));
const itemsCache = catalogCache(boundedCache(ITEMS_TTL, 1_000));

function cacheFor(c: Context<AppEnv>, ttlMs: number) {
  c.header('Cache-Control', `public, max-age=${Math.round(ttlMs / 1000)}`);
}

/** Case and spacing never change the answer, so they do not split the cache. */
const cacheText = (q: string) => cleanSearchText(q).toLowerCase();

export const searchRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: '/search',
      operationId: 'search',
      access: ['public'],
      tags,
      summary: 'Recherche complète',
      description:
        'À partir de 2 caractères, sinon 400. Commerces, articles disponibles et catégories, triés par pertinence puis note ; filtres catégorie, type, ouvert, note minimale, prix maximal ; limite 20 par défaut, 50 au plus.',
      request: { query: searchQuerySchema },
      responses: { 200: jsonContent(component(searchResultsSchema, 'SearchResults')), ...errorResponses },
    }),
    async (c) => {
      const { q, limit, ...filters } = c.req.valid('query');
      const key = `search:${JSON.stringify({ q: cacheText(q), limit, ...filters })}`;
      const results = await searchCache.get(key, async () =>
        encodeJson(await search(c.get('deps').db, q, filters, limit)),
      );
      cacheFor(c, SEARCH_TTL);
      return sendEncodedJson(c, results);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/search/suggestions',
      operationId: 'getSearchSuggestions',
      access: ['public'],
      tags,
      summary: 'Suggestions de la barre de recherche',
      description: 'À partir de 1 caractère. Les 5 meilleurs commerces, articles ou catégories.',
      request: { query: suggestionsQuerySchema },
      responses: { 200: jsonContent(component(suggestionListSchema, 'SuggestionList')), ...errorResponses },
    }),
    async (c) => {
      const { q } = c.req.valid('query');
      const body = await searchCache.get(`suggest:${cacheText(q)}`, async () =>
        encodeJson({ suggestions: await suggest(c.get('deps').db, q) }),
      );
      cacheFor(c, SEARCH_TTL);
      return sendEncodedJson(c, body);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/search/items',
      operationId: 'searchItems',
      access: ['public'],
      tags,
      summary: 'Tous les articles disponibles',
      description: 'Paginés ; mêmes filtres que la recherche complète.',
      request: { query: searchItemsQuerySchema },
      responses: { 200: jsonContent(component(menuItemPageSchema, 'MenuItemPage')), ...errorResponses },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const page = await itemsCache.get(JSON.stringify(query), async () =>
        encodeJson(await listItems(c.get('deps').db, query)),
      );
      cacheFor(c, ITEMS_TTL);
      return sendEncodedJson(c, page);
    },
  );
