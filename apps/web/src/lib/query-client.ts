import { NETWORK_UI } from '@livra/shared/ui/network';
import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { sessionQueryKey } from './auth';
import { setServerUnreachable } from './network-reach';
import { textInChosenLanguage } from './i18n';
import { toast } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    /** `quietWhenOffline`: the page shows its own waiting state (the checkout), no toast. */
    mutationMeta: { quietWhenOffline?: boolean };
  }
}

/**
 * TanStack Query pauses what needs the network while the phone is offline and resumes it when
 * the network is back (`networkMode: 'online'`, its default). It learns of the network from the
 * `online`/`offline` events only; a page opened offline must know at once, or its first tap spins.
 */
export function followBrowserNetwork() {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });
}
// Not on the server, which renders first screens (entry-server.tsx) and has no network to follow.
if (typeof window !== 'undefined') followBrowserNetwork();

/** Retry twice what a flaky mobile network may have lost; never what the server refused. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof ApiError) {
    // A request that hung for its whole time limit is tried once more, not twice: the page says so sooner.
    if (error.isTimeout) return failureCount < 1;
    return error.status === 0 || error.status === 408 || error.status >= 500;
  }
  return true;
}

export function createQueryClient() {
  const mutationCache = new MutationCache();
  // An action tapped offline says it waits for the network instead of spinning in silence.
  mutationCache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'pause') return;
    if (event.mutation.meta?.quietWhenOffline) return;
    toast.info(textInChosenLanguage('network', NETWORK_UI, 'actionWaitingToast'), {
      id: 'action-waiting-network',
      description: textInChosenLanguage('network', NETWORK_UI, 'actionWaitingToastText'),
    });
  });
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
      // A repeated POST could place an order twice: mutations are never retried by themselves. Offline
      // they wait (paused) and are sent when the network returns; the offline banner counts them.
      mutations: { retry: false, networkMode: 'online' },
    },
    mutationCache,
  });
  // Answers kept for offline reading (lib/offline-cache.ts) stay in memory as long as they may be
  // stored: the default 5 minutes would drop a page seen earlier in the visit from the storage.
  for (const queryKey of [['catalog'], ['search'], ['orders', 'detail'], ['orders', 'list'], ['orders', 'summary']])
    client.setQueryDefaults(queryKey, { gcTime: 24 * 3_600_000 });
  return client;
}

export const queryClient = createQueryClient();
