import type {
  BusinessCard as BusinessCardView,
  BusinessDetail,
  BusinessTypeView,
  CatalogPage,
  CategoryDetail,
  CategoryView,
} from '@livra/shared/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api';
import { shouldRetryQuery } from '@/lib/query-client';

export type { BusinessDetail, BusinessTypeView, CategoryView } from '@livra/shared/catalog';

/** A business card as the home page and the listings show it (looser than the API's, for old callers). */
export interface BusinessCard extends Omit<BusinessCardView, 'address' | 'region' | 'deliveryTime'> {
  address: string | null;
  region: string | null;
  deliveryTime: string | null;
}

export interface FeaturedItem {
  id: string;
  name: string;
  description: string | null;
  price: number;
  image: string | null;
  isPopular: boolean;
  businessId: string;
  businessName: string;
}

export interface BusinessTypeSummary {
  id: string | number;
  name: string;
  icon: string | null;
  color: string | null;
  description: string | null;
  businessCount: number;
}

export interface HomeData {
  popularRestaurants: BusinessCard[];
  featuredItems: FeaturedItem[];
  businessTypes: BusinessTypeSummary[];
}

// Spec 01 §9 caches: categories 20 min, popular restaurants 10 min, featured items 5 min.
const CATEGORIES_STALE_MS = 20 * 60_000;
const LISTING_STALE_MS = 5 * 60_000;
const DETAIL_STALE_MS = 60_000;

export const homeQuery = queryOptions({
  queryKey: ['catalog', 'home'],
  queryFn: ({ signal }) => api.get<HomeData>('/api/home', { signal }),
  // Featured items change within 5 minutes (spec 01 §9); the rest less often.
  staleTime: 5 * 60_000,
});

export function useHomeData() {
  return useQuery(homeQuery);
}

/** Filters of the business listings, as in the page URLs. */
export interface BusinessListFilters {
  type?: string;
  category?: string;
  region?: string;
  open?: string;
  page?: number;
  pageSize?: number;
}

function queryString(values: Record<string, string | number | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export function businessesQuery(filters: BusinessListFilters) {
  return queryOptions({
    queryKey: ['catalog', 'businesses', filters],
    queryFn: ({ signal }) =>
      api.get<CatalogPage<BusinessCard>>(`/api/businesses?${queryString({ ...filters })}`, { signal }),
    staleTime: LISTING_STALE_MS,
    // Changing a page or a filter keeps the previous cards until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** A 404 (unknown or hidden business) is an answer, not a failure worth retrying. */
const retryUnlessMissing = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && shouldRetryQuery(failureCount, error);

export function businessQuery(id: string) {
  return queryOptions({
    queryKey: ['catalog', 'business', id],
    queryFn: ({ signal }) => api.get<BusinessDetail>(`/api/businesses/${encodeURIComponent(id)}`, { signal }),
    staleTime: DETAIL_STALE_MS,
    retry: retryUnlessMissing,
  });
}

export const categoriesQuery = queryOptions({
  queryKey: ['catalog', 'categories'],
  queryFn: ({ signal }) =>
    api.get<{ categories: CategoryView[] }>('/api/categories', { signal }).then((answer) => answer.categories),
  staleTime: CATEGORIES_STALE_MS,
});

export function categoryQuery(id: string, filters: Pick<BusinessListFilters, 'page' | 'region' | 'open'>) {
  return queryOptions({
    queryKey: ['catalog', 'category', id, filters],
    queryFn: ({ signal }) =>
      api.get<CategoryDetail>(`/api/categories/${encodeURIComponent(id)}?${queryString({ ...filters })}`, { signal }),
    staleTime: LISTING_STALE_MS,
    retry: retryUnlessMissing,
    // Another page of the same category keeps its cards on screen; another category starts afresh.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });
}

export const businessTypesQuery = queryOptions({
  queryKey: ['catalog', 'business-types'],
  queryFn: ({ signal }) =>
    api
      .get<{ businessTypes: BusinessTypeView[] }>('/api/business-types', { signal })
      .then((answer) => answer.businessTypes),
  staleTime: CATEGORIES_STALE_MS,
});
