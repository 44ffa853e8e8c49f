import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { sessionQueryKey } from './auth';
import { setServerUnreachable } from './network-reach';

/** Retry twice what a flaky mobile network may have lost; never what the server refused. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof ApiError) {
    return error.status === 0 || error.status === 408 || error.status >= 500;
  }
  return true;
}

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // A 401 elsewhere means the session ended (expired, signed out in another tab): check it again.
      onError: (error, query) => {
        if (error instanceof ApiError && error.isNetworkError) setServerUnreachable(true);
        if (error instanceof ApiError && error.status === 401 && query.queryKey[0] !== sessionQueryKey[0]) {
          void client.invalidateQueries({ queryKey: sessionQueryKey });
        }
      },
      onSuccess: () => setServerUnreachable(false),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
        staleTime: 60_000,
      },
      // A repeated POST could place an order twice: mutations are never retried by themselves.
      mutations: { retry: false },
    },
  });
  // Answers kept for offline reading (lib/offline-cache.ts) stay in memory as long as they may be
  // stored: the default 5 minutes would drop a page seen earlier in the visit from the storage.
  for (const queryKey of [['catalog'], ['search'], ['orders', 'detail'], ['orders', 'list'], ['orders', 'summary']])
    client.setQueryDefaults(queryKey, { gcTime: 24 * 3_600_000 });
  return client;
}

export const queryClient = createQueryClient();
