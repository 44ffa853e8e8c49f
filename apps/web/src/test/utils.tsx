import type { SessionUser } from '@livra/shared/auth';
import type { Role } from '@livra/shared/roles';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { resetPageLoads } from '@/app/page-loads';
import { routes } from '@/app/router';
import { sessionQueryKey } from '@/lib/auth';
import { setServerUnreachable } from '@/lib/network-reach';
import { FakeEventSource } from './fake-event-source';

// Pages are lazy modules transformed on first import: give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

export function testUser(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: `user-${role}`,
    name: 'Mariama Camara',
    email: `${role}@livra.gn`,
    role,
    phoneNumber: null,
    address: null,
    profileImage: null,
    ...overrides,
  };
}

/** A query client as the app's (no retries in tests), with the session already known when given. */
export function testQueryClient(user?: SessionUser | null) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  if (user !== undefined) client.setQueryData(sessionQueryKey, user);
  return client;
}

type Reply =
  | { status?: number; body: unknown }
  | ((init: RequestInit | undefined) => { status?: number; body: unknown });

/** Replaces fetch: `"POST /api/auth/sign-in": { body: … }`; anything else answers 404. */
export function mockApi(replies: Record<string, Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    const reply = replies[key];
    const { status = 200, body } =
      typeof reply === 'function' ? reply(init) : (reply ?? { status: 404, body: { error: 'Ressource non trouvée' } });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const emptyHome = { popularRestaurants: [], featuredItems: [], businessTypes: [] };

/** The whole app (real route map, guards and layouts) in memory, at `path`. */
export function renderApp(path: string, client: QueryClient) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </AppProviders>,
  );
  return { router, ...view };
}

/** Sonner keeps its toasts in a module-level store: clear it so tests do not see each other's. */
export function clearToasts() {
  toast.dismiss();
  toast.getHistory().length = 0;
}

/**
 * Registers the resets every app test needs, so no test sees another's leftovers: storage cleared,
 * the realtime stream and `scrollTo` (missing in jsdom) stubbed before; after, the page unmounted and
 * toasts, stubbed globals (fetch, EventSource) and spies undone.
 */
export function resetBetweenTests() {
  beforeEach(() => {
    // Each test is a page's first load, whatever an earlier file left downloading.
    resetPageLoads();
    localStorage.clear();
    sessionStorage.clear();
    vi.stubGlobal('EventSource', FakeEventSource);
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    cleanup();
    setServerUnreachable(false);
    // TanStack Query's network state is one per module: a test that went offline would pause
    // every later test's queries in this worker.
    onlineManager.setOnline(true);
    clearToasts();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
