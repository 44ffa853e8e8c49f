import type { AdminAnalytics, AnalyticsMonths } from '@livra/shared/admin-analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const adminAnalyticsQuery = (months: AnalyticsMonths) =>
  queryOptions({
    queryKey: ['admin', 'analytics', months],
    queryFn: ({ signal }) => api.get<AdminAnalytics>(`/api/admin/analytics?months=${months}`, { signal }),
    // Spec 02 §9: stats cached 60 s.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useAdminAnalytics = (months: AnalyticsMonths) => useQuery(adminAnalyticsQuery(months));
