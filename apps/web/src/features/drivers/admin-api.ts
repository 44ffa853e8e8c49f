import type {
  AdminDriver,
  AdminDriverBusiness,
  AdminDriverCreate,
  AdminDriverDeleteResult,
  AdminDriverResult,
  AdminDriverStats,
  AdminDriverUpdate,
} from '@livra/shared/admin-drivers';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, LONG_REQUEST_TIMEOUT_MS } from '@/lib/api';

/** The admin's drivers page (spec 02 §2): list, figures, businesses, and every change. */

export const adminDriversKey = ['admin', 'drivers'] as const;

/** The list's filters as the page keeps them: empty text means "all". */
export interface DriverListFilters {
  q: string;
  driverType: '' | 'independent' | 'service';
  verified: '' | 'true' | 'false';
  active: '' | 'true' | 'false';
  businessId: string;
}

export const NO_FILTERS: DriverListFilters = { q: '', driverType: '', verified: '', active: '', businessId: '' };

function filterParams(filters: DriverListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  return params;
}

interface DriverPage {
  items: AdminDriver[];
  total: number;
  page: number;
  pageSize: number;
}

// Lists may be 30 s old and figures 60 s (spec 02 §9); every change of the admin invalidates them.
export const adminDriversQuery = (filters: DriverListFilters, page: number) =>
  queryOptions({
    queryKey: [...adminDriversKey, 'list', filters, page],
    queryFn: ({ signal }) => {
      const params = filterParams(filters);
      params.set('page', String(page));
      return api.get<DriverPage>(`/api/admin/drivers?${params}`, { signal });
    },
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const adminDriverStatsQuery = queryOptions({
  queryKey: [...adminDriversKey, 'stats'],
  queryFn: ({ signal }) => api.get<AdminDriverStats>('/api/admin/drivers/stats', { signal }),
  staleTime: 60_000,
});

export const driverBusinessesQuery = queryOptions({
  queryKey: [...adminDriversKey, 'businesses'],
  queryFn: ({ signal }) =>
    api
      .get<{ businesses: AdminDriverBusiness[] }>('/api/admin/drivers/businesses', { signal })
      .then((r) => r.businesses),
  staleTime: 5 * 60_000,
});

export const adminDriverQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminDriversKey, 'one', id],
    queryFn: ({ signal }) =>
      api
        .get<{ driver: AdminDriver }>(`/api/admin/drivers/${encodeURIComponent(id)}`, { signal })
        .then((r) => r.driver),
    staleTime: 30_000,
  });

/** One driver; nothing is fetched while `id` is null. */
export const useAdminDriver = (id: string | null) => useQuery({ ...adminDriverQuery(id ?? ''), enabled: id !== null });

export const useAdminDrivers = (filters: DriverListFilters, page: number) => useQuery(adminDriversQuery(filters, page));
export const useAdminDriverStats = () => useQuery(adminDriverStatsQuery);
export const useDriverBusinesses = () => useQuery(driverBusinessesQuery);

/** The whole filtered list, for the CSV export. */
export function fetchDriversExport(filters: DriverListFilters) {
  return api
    .get<{ items: AdminDriver[] }>(`/api/admin/drivers/export?${filterParams(filters)}`, {
      timeoutMs: LONG_REQUEST_TIMEOUT_MS,
    })
    .then((r) => r.items);
}

/** A change of the admin shows at once: the list and the figures are fetched again. */
function useDriverMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDriversKey }),
  });
}

const driverPath = (id: string) => `/api/admin/drivers/${encodeURIComponent(id)}`;

export const useCreateDriver = () =>
  useDriverMutation((body: AdminDriverCreate) => api.post<AdminDriverResult>('/api/admin/drivers', body));

export const useUpdateDriver = () =>
  useDriverMutation(({ id, body }: { id: string; body: AdminDriverUpdate }) =>
    api.patch<AdminDriverResult>(driverPath(id), body),
  );

export const useSetDriverActive = () =>
  useDriverMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    api.put<AdminDriverResult>(`${driverPath(id)}/active`, { isActive }),
  );

export const useVerifyDriver = () =>
  useDriverMutation((id: string) => api.post<AdminDriverResult>(`${driverPath(id)}/verify`));

export const useResetDriverPassword = () =>
  useDriverMutation(({ id, password }: { id: string; password: string }) =>
    api.put<AdminDriverResult>(`${driverPath(id)}/password`, { password }),
  );

export const useSendDriverResetEmail = () =>
  useMutation({
    mutationFn: (id: string) => api.post<{ message: string }>(`${driverPath(id)}/reset-email`),
  });

export const useDeleteDriver = () =>
  useDriverMutation((id: string) => api.delete<AdminDriverDeleteResult>(driverPath(id)));
