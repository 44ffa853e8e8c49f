import type {
  AdminSubscription,
  BusinessBilling,
  SubscriptionAction,
  SubscriptionActionResult,
  SubscriptionHistoryEntry,
  SubscriptionStats,
  SubscriptionStatus,
} from '@livra/shared/subscriptions';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const billingQuery = (businessId: string) =>
  queryOptions({
    // Under the partner key: the partner pages' live refresh covers it too.
    queryKey: ['partner', businessId, 'billing'],
    queryFn: ({ signal }) => api.get<BusinessBilling>(`/api/partner/businesses/${businessId}/subscription`, { signal }),
    staleTime: 5 * 60_000,
  });

export const useBilling = (businessId: string) => useQuery(billingQuery(businessId));

// --- Admin (/admin-dashboard/subscriptions) ---

/** Every admin subscription answer lives under this key: one invalidation after a change refreshes them all. */
const adminKey = ['admin', 'subscriptions'] as const;
const adminBase = '/api/admin/subscriptions';
export type StatusFilter = SubscriptionStatus | 'all';

const filterQuery = (status: StatusFilter) => (status === 'all' ? '' : `status=${status}`);

export const subscriptionStatsQuery = queryOptions({
  queryKey: [...adminKey, 'stats'],
  queryFn: ({ signal }) => api.get<SubscriptionStats>(`${adminBase}/stats`, { signal }),
  staleTime: 60_000,
});

export const subscriptionsQuery = (status: StatusFilter, page: number) =>
  queryOptions({
    queryKey: [...adminKey, 'list', status, page],
    queryFn: ({ signal }) =>
      api.get<{ items: AdminSubscription[]; total: number; page: number; pageSize: number }>(
        `${adminBase}?${[filterQuery(status), `page=${page}`].filter(Boolean).join('&')}`,
        { signal },
      ),
    staleTime: 30_000,
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const subscriptionHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKey, 'history', id],
    queryFn: ({ signal }) =>
      api
        .get<{ items: SubscriptionHistoryEntry[] }>(`${adminBase}/${id}/history`, { signal })
        .then((answer) => answer.items),
    staleTime: 30_000,
  });

/** The whole filtered list, for the CSV export. */
export const fetchSubscriptionsExport = (status: StatusFilter) =>
  api.get<{ items: AdminSubscription[] }>(`${adminBase}/export?${filterQuery(status)}`).then((answer) => answer.items);

export const useSubscriptionStats = () => useQuery(subscriptionStatsQuery);
export const useSubscriptions = (status: StatusFilter, page: number) => useQuery(subscriptionsQuery(status, page));
export const useSubscriptionHistory = (id: string | undefined) =>
  useQuery({ ...subscriptionHistoryQuery(id ?? ''), enabled: Boolean(id) });

export interface SubscriptionActionInput {
  id: string;
  action: SubscriptionAction;
  body?: { days?: string | number | null; reason?: string | null };
}

/** Suspend, deactivate or reactivate; the admin's own change shows at once. */
export function useSubscriptionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body }: SubscriptionActionInput) =>
      api.post<SubscriptionActionResult>(`${adminBase}/${id}/${action}`, body ?? {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
