import type {
  DriverAccountResult,
  DriverRequestView,
  PartnerAccountResult,
  PartnerRequestView,
  RequestStats,
} from '@livra/shared/admin-requests';
import type { RequestStatus } from '@livra/shared/drivers';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, LONG_REQUEST_TIMEOUT_MS } from '@/lib/api';

/**
 * The admin requests page's queries (spec 02 §2, §7): lists kept 30 s and stats 60 s like the
 * spec's cache, and every decision invalidates its tab at once, so the admin sees it.
 */
export type RequestKind = 'partners' | 'drivers';

export interface RequestFilterValues {
  status: RequestStatus | 'all';
  search: string;
  from: string;
  to: string;
}

export const EMPTY_FILTERS: RequestFilterValues = { status: 'all', search: '', from: '', to: '' };

const adminRequestsKey = (kind: RequestKind) => ['admin-requests', kind] as const;

function filterParams(filters: RequestFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

type ViewOf<K extends RequestKind> = K extends 'partners' ? PartnerRequestView : DriverRequestView;

export function requestListQuery<K extends RequestKind>(kind: K, filters: RequestFilterValues, page: number) {
  return queryOptions({
    queryKey: [...adminRequestsKey(kind), 'list', filters, page],
    queryFn: ({ signal }) => {
      const params = filterParams(filters);
      params.set('page', String(page));
      return api.get<Page<ViewOf<K>>>(`/api/admin/requests/${kind}?${params}`, { signal });
    },
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useRequestList<K extends RequestKind>(kind: K, filters: RequestFilterValues, page: number) {
  return useQuery(requestListQuery(kind, filters, page));
}

export function useRequestStats(kind: RequestKind) {
  return useQuery({
    queryKey: [...adminRequestsKey(kind), 'stats'],
    queryFn: ({ signal }) => api.get<RequestStats>(`/api/admin/requests/${kind}/stats`, { signal }),
    staleTime: 60_000,
  });
}

/** The whole filtered list, fetched when the admin asks for the CSV. */
export function fetchRequestExport<K extends RequestKind>(kind: K, filters: RequestFilterValues) {
  return api
    .get<{ items: ViewOf<K>[] }>(`/api/admin/requests/${kind}/export?${filterParams(filters)}`, {
      timeoutMs: LONG_REQUEST_TIMEOUT_MS,
    })
    .then((r) => r.items);
}

function useRequestChange<Vars, Result>(kind: RequestKind, run: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Whatever the answer (a refusal may mean someone else decided first), the tab is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminRequestsKey(kind) }),
  });
}

const path = (kind: RequestKind, id: string, action?: string) =>
  `/api/admin/requests/${kind}/${id}${action ? `/${action}` : ''}`;

export function useApprovePartner() {
  return useRequestChange('partners', ({ id, notes }: { id: string; notes: string }) =>
    api.post<PartnerRequestView>(path('partners', id, 'approve'), { notes }),
  );
}

export function useRejectRequest(kind: RequestKind) {
  return useRequestChange(kind, ({ id, reason }: { id: string; reason: string }) =>
    api.post<PartnerRequestView | DriverRequestView>(path(kind, id, 'reject'), { reason }),
  );
}

export function useCreatePartnerAccount() {
  return useRequestChange('partners', (id: string) => api.post<PartnerAccountResult>(path('partners', id, 'account')));
}

/** Approves a driver and creates the account in one step: the answer carries the credentials. */
export function useApproveDriver() {
  return useRequestChange('drivers', ({ id, notes }: { id: string; notes: string }) =>
    api.post<DriverAccountResult>(path('drivers', id, 'approve'), { notes }),
  );
}

export function useCreateDriverAccount() {
  return useRequestChange('drivers', (id: string) => api.post<DriverAccountResult>(path('drivers', id, 'account')));
}

export function useDeleteDriverRequest() {
  return useRequestChange('drivers', (id: string) => api.delete<{ ok: true }>(path('drivers', id)));
}
