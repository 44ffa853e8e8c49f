import type { CatalogPage } from '@livra/shared/catalog';
import {
  fullSearchPath,
  SEARCH_FILTER_KEYS,
  SEARCH_MIN_LENGTH,
  SEARCH_RETRIES,
  SEARCH_STALE_MS,
  SUGGESTIONS_RETRIES,
  SUGGESTIONS_STALE_MS,
  type MenuItemCard,
  type SearchResults,
  type SearchSuggestion,
} from '@livra/shared/search';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, api, withQuery } from '@/lib/api';

/**
 * Spec 01 §9: quick search retried once, full search twice, only after a network or server
 * failure (the rule of lib/query-client, restated: importing that module into the header's
 * search box splits the first-load bundle into more chunks and costs ~3 KB gzipped).
 */
const retryUpTo = (times: number) => (failureCount: number, error: unknown) =>
  failureCount < times &&
  (!(error instanceof ApiError) || error.status === 0 || error.status === 408 || error.status >= 500);

/** The filters of /search as they are in its URL (and passed on to the API). */
export interface SearchFilters {
  category?: string;
  type?: string;
  open?: string;
  minRating?: string;
  maxPrice?: string;
}
export const FILTER_KEYS = SEARCH_FILTER_KEYS;

/** The filters written in a /search address. */
export function readFilters(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

/** The full search a /search address shows, when its text is long enough for one. */
export function searchOfAddress(params: URLSearchParams) {
  const text = (params.get('q') ?? '').trim();
  return text.length >= SEARCH_MIN_LENGTH ? searchQuery(text, readFilters(params)) : undefined;
}

export function suggestionsQuery(text: string) {
  return queryOptions({
    queryKey: ['search', 'suggestions', text],
    queryFn: ({ signal }) =>
      api
        .get<{ suggestions: SearchSuggestion[] }>(withQuery('/api/search/suggestions', { q: text }), { signal })
        .then((answer) => answer.suggestions),
    staleTime: SUGGESTIONS_STALE_MS,
    retry: retryUpTo(SUGGESTIONS_RETRIES),
  });
}

export function searchQuery(text: string, filters: SearchFilters) {
  return queryOptions({
    queryKey: ['search', 'full', text, filters],
    queryFn: ({ signal }) => api.get<SearchResults>(fullSearchPath(text, filters), { signal }),
    staleTime: SEARCH_STALE_MS,
    retry: retryUpTo(SEARCH_RETRIES),
    // Changing a filter keeps the previous results on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function allItemsQuery(page: number, filters: Pick<SearchFilters, 'category' | 'type' | 'maxPrice'>) {
  return queryOptions({
    queryKey: ['search', 'items', page, filters],
    queryFn: ({ signal }) =>
      api.get<CatalogPage<MenuItemCard>>(withQuery('/api/search/items', { page, ...filters }), { signal }),
    staleTime: SEARCH_STALE_MS,
    retry: retryUpTo(SEARCH_RETRIES),
    placeholderData: keepPreviousData,
  });
}
