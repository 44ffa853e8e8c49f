import type { AdminLatestOrder, AdminQuickSearch, AdminStats } from '@livra/shared/admin-home';
import type { Period } from '@livra/shared/dates';
import type { OrderStatus } from '@livra/shared/order-lifecycle';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Every answer of the admin home sits under this key (the users page invalidates it on a change). */
export const adminHomeKey = ['admin', 'home'] as const;

export const adminStatsQuery = (period: Period) =>
  queryOptions({
    queryKey: [...adminHomeKey, 'stats', period],
    queryFn: ({ signal }) => api.get<AdminStats>(`/api/admin/home/stats?period=${period}`, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const quickSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...adminHomeKey, 'search', q],
    queryFn: ({ signal }) => api.get<AdminQuickSearch>(`/api/admin/home/search?q=${encodeURIComponent(q)}`, { signal }),
    // Spec 02 §9: quick search stale after 1 min, retried once.
    staleTime: 60_000,
    retry: 1,
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export const latestOrdersQuery = (status: OrderStatus | undefined) =>
  queryOptions({
    queryKey: [...adminHomeKey, 'latest-orders', status ?? 'all'],
    queryFn: ({ signal }) =>
      api.get<{ orders: AdminLatestOrder[] }>(`/api/admin/home/latest-orders${status ? `?status=${status}` : ''}`, {
        signal,
      }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useAdminStats = (period: Period) => useQuery(adminStatsQuery(period));
export const useQuickSearch = (q: string) => useQuery(quickSearchQuery(q));
export const useLatestOrders = (status: OrderStatus | undefined) => useQuery(latestOrdersQuery(status));
