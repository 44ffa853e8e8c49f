import type { CatalogPage, CategoryDetail } from '@livra/shared/catalog';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, withQuery } from '@/lib/api';
import { type BusinessCard, retryUnlessMissing } from './api';

// The listings' queries (all businesses, a category's page), apart from api.ts: the home page,
// part of the first visit, uses none of them, and a module in the first visit brings every export
// any page uses (decision 001). The lists of categories and business types are in lists-api.ts.

// Spec 01 §9 caches: listings 5 min.
const LISTING_STALE_MS = 5 * 60_000;

/** Filters of the business listings, as in the page URLs. */
export interface BusinessListFilters {
  type?: string;
  category?: string;
  region?: string;
  open?: string;
  page?: number;
  pageSize?: number;
}

export function businessesQuery(filters: BusinessListFilters) {
  return queryOptions({
    queryKey: ['catalog', 'businesses', filters],
    queryFn: ({ signal }) =>
      api.get<CatalogPage<BusinessCard>>(withQuery('/api/businesses', { ...filters }), { signal }),
    staleTime: LISTING_STALE_MS,
    // Changing a page or a filter keeps the previous cards until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function categoryQuery(id: string, filters: Pick<BusinessListFilters, 'page' | 'region' | 'open'>) {
  return queryOptions({
    queryKey: ['catalog', 'category', id, filters],
    queryFn: ({ signal }) =>
      api.get<CategoryDetail>(withQuery(`/api/categories/${encodeURIComponent(id)}`, { ...filters }), { signal }),
    staleTime: LISTING_STALE_MS,
    retry: retryUnlessMissing,
    // Another page of the same category keeps its cards on screen; another category starts afresh.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });
}
