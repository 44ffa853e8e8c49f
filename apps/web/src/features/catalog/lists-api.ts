import type { BusinessTypeView, CategoryView } from '@livra/shared/catalog';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

// The lists of categories and business types, alone in their module: the search route asks for
// them with its results (router.tsx), which puts this module in the first visit (decision 001).

// Spec 01 §9 caches: categories 20 min.
const CATEGORIES_STALE_MS = 20 * 60_000;

export const categoriesQuery = queryOptions({
  queryKey: ['catalog', 'categories'],
  queryFn: ({ signal }) =>
    api.get<{ categories: CategoryView[] }>('/api/categories', { signal }).then((answer) => answer.categories),
  staleTime: CATEGORIES_STALE_MS,
});

export const businessTypesQuery = queryOptions({
  queryKey: ['catalog', 'business-types'],
  queryFn: ({ signal }) =>
    api
      .get<{ businessTypes: BusinessTypeView[] }>('/api/business-types', { signal })
      .then((answer) => answer.businessTypes),
  staleTime: CATEGORIES_STALE_MS,
});
