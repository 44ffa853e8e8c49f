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
import { boundedCache } from '@/lib/bounded-cache';
import { encodeJson, sendEncodedJson } from '@/lib/encoded-json';
import { catalogCache } from '@/modules/catalog/catalog-cache';
import { cacheText, readSearch, SEARCH_TTL, searchCache } from './search-reads';
import { listItems, suggest } from './suggestions.service';

const tags = ['Recherche'] as const;

// The items list of a search, kept like the searches themselves (search-reads.ts).
const ITEMS_TTL = 60_000;
const itemsCache = catalogCache(boundedCache(ITEMS_TTL, 1_000));

function cacheFor(c: Context<AppEnv>, ttlMs: number) {
  c.header('Cache-Control', `public, max-age=${Math.round(ttlMs / 1000)}`);
}

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
      const { encoded } = await readSearch(c.get('deps').db, c.req.valid('query'));
      cacheFor(c, SEARCH_TTL);
      return sendEncodedJson(c, encoded);
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
