import type {
  AdminBusinessCreateInput,
  AdminBusinessDetail,
  AdminBusinessPage,
  AdminBusinessRow,
  AdminBusinessStats,
  AdminBusinessUpdateInput,
  PartnerCandidate,
} from '@livra/shared/admin-businesses';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, LONG_REQUEST_TIMEOUT_MS, withQuery } from '@/lib/api';

/** The admin businesses page: every answer lives under this key, so one change refreshes them all. */
export const adminBusinessesKey = ['admin', 'businesses'] as const;
const BASE = '/api/admin/businesses';

export const adminBusinessListQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: [...adminBusinessesKey, 'list', { search, page }],
    queryFn: ({ signal }) => api.get<AdminBusinessPage>(withQuery(BASE, { search, page }), { signal }),
    // Spec 02 §7: lists may be 30 s old; an admin's own change invalidates them at once.
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const adminBusinessStatsQuery = queryOptions({
  queryKey: [...adminBusinessesKey, 'stats'],
  queryFn: ({ signal }) => api.get<AdminBusinessStats>(`${BASE}/stats`, { signal }),
  staleTime: 60_000,
});

export const adminBusinessQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminBusinessesKey, 'detail', id],
    queryFn: ({ signal }) => api.get<AdminBusinessDetail>(`${BASE}/${id}`, { signal }),
    staleTime: 30_000,
  });

export const partnerSearchQuery = (search: string) =>
  queryOptions({
    queryKey: [...adminBusinessesKey, 'partners', search],
    queryFn: ({ signal }): Promise<PartnerCandidate[]> =>
      api
        .get<{ partners: PartnerCandidate[] }>(withQuery(`${BASE}/partners`, { search }), { signal })
        .then((answer) => answer.partners),
    staleTime: 60_000,
    enabled: search.trim() !== '',
  });

/** The whole filtered list, fetched when « Exporter » is pressed. */
export function fetchBusinessExport(search: string): Promise<AdminBusinessRow[]> {
  return api
    .get<{ items: AdminBusinessRow[] }>(withQuery(`${BASE}/export`, { search }), {
      timeoutMs: LONG_REQUEST_TIMEOUT_MS,
    })
    .then((r) => r.items);
}

export const useAdminBusinesses = (search: string, page: number) => useQuery(adminBusinessListQuery(search, page));
export const useAdminBusinessStats = () => useQuery(adminBusinessStatsQuery);
export const useAdminBusiness = (id: string | null) => useQuery({ ...adminBusinessQuery(id ?? ''), enabled: !!id });
export const usePartnerSearch = (search: string) =>
  useQuery({ ...partnerSearchQuery(search), placeholderData: keepPreviousData });

/** A change shows at once: the admin's lists, figures and detail, and the public pages. */
function useBusinessMutation<Input, Output>(run: (input: Input) => Promise<Output>, deletes = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (_output, input) => {
      // A deleted business's detail is not fetched again (it would answer 404).
      if (deletes) queryClient.removeQueries({ queryKey: [...adminBusinessesKey, 'detail', input] });
      void queryClient.invalidateQueries({ queryKey: adminBusinessesKey });
      void queryClient.invalidateQueries({ queryKey: ['catalog'] });
    },
  });
}

export const useCreateBusiness = () =>
  useBusinessMutation((body: AdminBusinessCreateInput) => api.post<AdminBusinessDetail>(BASE, body));

export const useUpdateBusiness = () =>
  useBusinessMutation(({ id, changes }: { id: string; changes: AdminBusinessUpdateInput }) =>
    api.patch<AdminBusinessDetail>(`${BASE}/${id}`, changes),
  );

export type BusinessSwitch = 'activate' | 'deactivate' | 'open' | 'close';
export const useSwitchBusiness = () =>
  useBusinessMutation(({ id, action }: { id: string; action: BusinessSwitch }) =>
    api.post<AdminBusinessDetail>(`${BASE}/${id}/${action}`),
  );

export const useDeleteBusiness = () =>
  useBusinessMutation((id: string) => api.delete<{ ok: true }>(`${BASE}/${id}`), true);
