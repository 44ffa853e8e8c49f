import type { EmailTestHistoryEntry, EmailTestSend, OutboxMessageView, OutboxPage } from '@livra/shared/email-test';
import type { EmailStatus, EmailType } from '@livra/shared/emails';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Every answer of the page lives under this key: a send or a clear refreshes them all. */
const emailsKey = ['admin', 'emails'] as const;
/** A message still queued or being sent is looked at again this often, until it is sent or failed. */
export const LIVE_REFRESH_MS = 2_000;

const inFlight = (status: EmailStatus) => status === 'pending' || status === 'sending';

export const testHistoryQuery = queryOptions({
  queryKey: [...emailsKey, 'test-history'],
  queryFn: ({ signal }) =>
    api.get<{ items: EmailTestHistoryEntry[] }>('/api/emails/test/history', { signal }).then((a) => a.items),
  // Queued → sent / failed: the history follows the outbox while something is on its way.
  refetchInterval: (query) => (query.state.data?.some((entry) => inFlight(entry.status)) ? LIVE_REFRESH_MS : false),
});

export interface OutboxFilters {
  status: EmailStatus | 'all';
  template: EmailType | 'all';
  recipient: string;
}

function outboxSearch(filters: OutboxFilters, page: number) {
  const params = new URLSearchParams({ page: String(page) });
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.template !== 'all') params.set('template', filters.template);
  if (filters.recipient.trim()) params.set('recipient', filters.recipient.trim());
  return params.toString();
}

export const outboxQuery = (filters: OutboxFilters, page: number) =>
  queryOptions({
    queryKey: [...emailsKey, 'outbox', filters, page],
    queryFn: ({ signal }) => api.get<OutboxPage>(`/api/emails/outbox?${outboxSearch(filters, page)}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((message) => inFlight(message.status)) ? LIVE_REFRESH_MS : false,
  });

export const outboxMessageQuery = (id: string) =>
  queryOptions({
    queryKey: [...emailsKey, 'message', id],
    queryFn: ({ signal }) => api.get<OutboxMessageView>(`/api/emails/outbox/${id}`, { signal }),
    refetchInterval: (query) => (query.state.data && inFlight(query.state.data.status) ? LIVE_REFRESH_MS : false),
  });

export const useTestHistory = () => useQuery(testHistoryQuery);
export const useOutbox = (filters: OutboxFilters, page: number) => useQuery(outboxQuery(filters, page));
export const useOutboxMessage = (id: string | undefined) =>
  useQuery({ ...outboxMessageQuery(id ?? ''), enabled: Boolean(id) });

export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailTestSend) =>
      api.post<{ entry: EmailTestHistoryEntry; message: string }>('/api/emails/test', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailsKey }),
  });
}

export function useClearTestHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ cleared: number; message: string }>('/api/emails/test/history'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailsKey }),
  });
}
