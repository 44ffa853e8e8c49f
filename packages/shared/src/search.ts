import type { z } from 'zod';
import type { menuItemCardSchema } from './catalog-schemas';
import type {
  businessSearchResultSchema,
  categoryResultSchema,
  menuItemResultSchema,
  searchResultsSchema,
  searchSuggestionSchema,
} from './search-schemas';
import { registerCheckCatalogue } from './check-catalogues';

/** Spec 01 §9: limits, timings and history of search. */
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;
export const SUGGESTIONS_LIMIT = 5;
/** Full search runs from 2 characters, quick search (suggestions) from 1 (spec 01 §5). */
export const SEARCH_MIN_LENGTH = 2;
export const SUGGESTIONS_MIN_LENGTH = 1;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEBOUNCE_MS = 300;
export const SUGGESTIONS_DEBOUNCE_MS = 200;
export const SEARCH_STALE_MS = 2 * 60_000;
export const SUGGESTIONS_STALE_MS = 60_000;
export const SEARCH_RETRIES = 2;
export const SUGGESTIONS_RETRIES = 1;
export const SEARCH_HISTORY_SIZE = 10;
export const SEARCH_ITEMS_PAGE_SIZE = 20;

/** The filters of /search, in the order its URL and the API's query string list them (spec 01 §7). */
export const SEARCH_FILTER_KEYS = ['category', 'type', 'open', 'minRating', 'maxPrice'] as const;
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];

/**
 * The full search's API address for a text and the filters of /search's URL: the web app reads
 * it, and the server names it in /search's HTML so the browser fetches it beside the app's code.
 */
export function fullSearchPath(text: string, filters: Partial<Record<SearchFilterKey, string>>): string {
  const params = new URLSearchParams({ q: text });
  for (const key of SEARCH_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return `/api/search?${params}`;
}

/**
 * Relevance of spec 01 §9, added up per result. `typo` is ours: a name that does not contain
 * the text but is close to it (trigram word similarity ≥ 0.6) earns up to this much, scaled by
 * the similarity — less than a real name match, more than a description match.
 */
export const SEARCH_SCORES = {
  name: 100,
  nameStart: 50,
  description: 30,
  cuisine: 40,
  businessType: 35,
  category: 30,
  address: 20,
  topRated: 10,
  menuItem: 5,
  typo: 60,
} as const;
export const TOP_RATED_MIN = 4.5;

export const SEARCH_TEXTS = {
  tooShort: `La recherche doit contenir au moins ${SEARCH_MIN_LENGTH} caractères`,
  empty: 'Saisissez un texte à rechercher',
  tooLong: `La recherche ne doit pas dépasser ${SEARCH_MAX_LENGTH} caractères`,
  invalidRating: 'La note minimale doit être comprise entre 0 et 5',
  invalidPrice: 'Le prix maximal doit être un nombre entier positif de GNF',
  invalidLimit: `La limite doit être comprise entre 1 et ${SEARCH_MAX_LIMIT}`,
  invalidOpen: 'Le filtre « ouvert » doit valoir true ou false',
} as const;
registerCheckCatalogue('search', SEARCH_TEXTS);

// The shapes the API answers are zod schemas in catalog-schemas.ts and search-schemas.ts; their types, inferred here.
export type BusinessSearchResult = z.infer<typeof businessSearchResultSchema>;
/** A menu item of the all-items listing (always available, from a listed business). */
export type MenuItemCard = z.infer<typeof menuItemCardSchema>;
export type MenuItemResult = z.infer<typeof menuItemResultSchema>;
export type CategoryResult = z.infer<typeof categoryResultSchema>;
export type SearchResults = z.infer<typeof searchResultsSchema>;
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;
