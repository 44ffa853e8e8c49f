import type { BusinessBilling } from '@livra/shared/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const billingQuery = (businessId: string) =>
  queryOptions({
    // Under the partner key: the partner pages' live refresh covers it too.
    queryKey: ['partner', businessId, 'billing'],
    queryFn: ({ signal }) => api.get<BusinessBilling>(`/api/partner/businesses/${businessId}/subscription`, { signal }),
    staleTime: 5 * 60_000,
  });

export const useBilling = (businessId: string) => useQuery(billingQuery(businessId));
