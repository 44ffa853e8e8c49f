import type { LiveEvent, LiveEventData, LiveEventName } from '@livra/shared/events';
import { STREAM_READY_EVENT, SUPERSEDED_EVENT } from '@livra/shared/stream-events';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { sessionQueryKey, useSession } from './auth';

type Handler = (event: LiveEvent) => void;

/**
 * One EventSource per signed-in user to /api/events, shared by every component that
 * listens. The browser reconnects by itself after a network drop; if the server closed
 * the stream (restart, expired session) we reopen it a little later, except when it was
 * closed for a newer stream of the same user (too many tabs). After any
 * reconnection every cached answer is refreshed, since events may have been missed.
 */
const handlers = new Map<LiveEventName, Set<Handler>>();
let source: EventSource | null = null;
let sourceUser: string | null = null;
let attached = new Set<string>();
let connectedOnce = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const RETRY_MS = 5_000;

// The schemas (and zod) load with the first stream: a visitor who is not signed in opens none, and
// a business page is about 30 KB lighter for them. Every event waits on the same promise, so they
// still reach the handlers in the order they arrived. A failed download is tried again with the
// next event; the events before it are dropped, like a stream cut for a moment.
let schemas: Promise<typeof import('@livra/shared/events')> | undefined;
const loadSchemas = () => {
  schemas ??= import('@livra/shared/events').catch((error: unknown) => {
    schemas = undefined;
    throw error;
  });
  return schemas;
};

function dispatch(type: LiveEventName, raw: string) {
  void loadSchemas().then(
    ({ parseLiveEvent }) => {
      // An event that does not match the shared schema (a newer or broken server) is ignored
      // rather than breaking the page.
      const event = parseLiveEvent(type, raw);
      if (!event) return;
      for (const handler of handlers.get(type) ?? []) handler(event);
    },
    () => undefined,
  );
}

function attach(type: LiveEventName) {
  if (!source || attached.has(type)) return;
  attached.add(type);
  source.addEventListener(type, (event) => dispatch(type, (event as MessageEvent<string>).data));
}

function connect(userId: string, queryClient: QueryClient) {
  // Old browsers (and test environments) without EventSource simply get no live updates.
  if (typeof EventSource === 'undefined') return;
  if (source && sourceUser === userId && source.readyState !== EventSource.CLOSED) return;
  disconnect();
  loadSchemas().catch(() => undefined);
  sourceUser = userId;
  source = new EventSource('/api/events', { withCredentials: true });
  attached = new Set();
  source.addEventListener(STREAM_READY_EVENT, () => {
    if (connectedOnce) void queryClient.invalidateQueries();
    connectedOnce = true;
  });
  source.addEventListener(SUPERSEDED_EVENT, () => {
    // The server closed this stream for a newer one (too many tabs open). Reopening now would
    // push out another tab's; this tab reconnects when someone looks at it again.
    source?.close();
    document.addEventListener('visibilitychange', function reopen() {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', reopen);
      if (sourceUser === userId && handlers.size > 0) {
        source = null;
        connect(userId, queryClient);
      }
    });
  });
  source.addEventListener('session_ended', () => {
    // An admin deactivated or deleted this account: the session is gone on the server. Asking
    // for it again signs the page out (the route guard then leaves the protected page).
    disconnect();
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  });
  source.onerror = () => {
    if (source?.readyState !== EventSource.CLOSED) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (sourceUser && handlers.size > 0) {
        source = null;
        connect(sourceUser, queryClient);
      }
    }, RETRY_MS);
  };
  for (const type of handlers.keys()) attach(type);
}

function disconnect() {
  clearTimeout(retryTimer);
  source?.close();
  source = null;
  sourceUser = null;
  connectedOnce = false;
}

/** Calls `handler` with the data of each `type` event for the signed-in user, live, as the shared schema parsed it. */
export function useLiveEvent<Name extends LiveEventName>(type: Name, handler: (data: LiveEventData<Name>) => void) {
  // The user's id, not the user object: a refreshed session with the same user keeps the stream.
  const userId = useSession().user?.id;
  const queryClient = useQueryClient();
  const latest = useRef(handler);
  latest.current = handler;

  useEffect(() => {
    if (!userId) return;
    // dispatch() hands each handler only events of the type it was registered for.
    const wrapped: Handler = (event) => latest.current(event.data as LiveEventData<Name>);
    let typeHandlers = handlers.get(type);
    if (!typeHandlers) {
      typeHandlers = new Set();
      handlers.set(type, typeHandlers);
    }
    typeHandlers.add(wrapped);
    connect(userId, queryClient);
    attach(type);
    return () => {
      const set = handlers.get(type);
      set?.delete(wrapped);
      if (set?.size === 0) handlers.delete(type);
      if (handlers.size === 0) disconnect();
    };
  }, [type, userId, queryClient]);
}
