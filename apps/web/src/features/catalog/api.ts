import type { BusinessCard as BusinessCardView, BusinessDetail } from '@livra/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
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

// Spec 01 §9 caches: categories 20 min, popular restaurants 10 min, featured items 5 min (the
// listings' queries are in listing-api.ts, apart: the home page, in the first visit, needs none).
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

/** A 404 (unknown or hidden business) is an answer, not a failure worth retrying. */
export const retryUnlessMissing = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && shouldRetryQuery(failureCount, error);

export function businessQuery(id: string) {
  return queryOptions({
    queryKey: ['catalog', 'business', id],
    queryFn: ({ signal }) => api.get<BusinessDetail>(`/api/businesses/${encodeURIComponent(id)}`, { signal }),
    staleTime: DETAIL_STALE_MS,
    retry: retryUnlessMissing,
  });
}
