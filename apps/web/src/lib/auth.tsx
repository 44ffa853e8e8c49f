import type { SessionUser } from '@livra/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

export type { SessionUser };

export const sessionQueryKey = ['auth', 'session'] as const;

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) =>
    api.get<{ user: SessionUser | null }>('/api/auth/session', { signal }).then((r) => r.user ?? null),
  staleTime: 30_000,
  refetchOnWindowFocus: true,
});

/**
 * The signed-in user. `status` is `pending` until the first answer, `error` only when it never
 * answered (a failed refresh keeps the known user).
 */
export function useSession() {
  const query = useQuery(sessionQuery);
  const user = query.data ?? null;
  const status = query.isPending ? 'pending' : query.isError && query.data === undefined ? 'error' : 'ready';
  return { user, status, refetch: query.refetch } as const;
}

let signingOut = false;

/** True while a sign-out is taking the user home. */
export function isSigningOut() {
  return signingOut;
}

/**
 * Marks a sign-out as under way (useSignOut, lib/auth-actions.ts) until a second after `done`
 * runs, so a guarded page's late re-render does not take it for an anonymous visit.
 */
export function startSigningOut(): () => void {
  signingOut = true;
  return () => setTimeout(() => (signingOut = false), 1000);
}

// The page an anonymous visitor wanted, kept in sessionStorage so it survives the trip through sign-in.
const ORIGIN_KEY = 'livra.origin';

function isSafePath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/login');
}

export function rememberOrigin(path: string) {
  if (!isSafePath(path)) return;
  try {
    sessionStorage.setItem(ORIGIN_KEY, path);
  } catch {
    // Private mode or storage full: the router state still carries it.
  }
}

export function peekOrigin(stateFrom?: unknown): string | null {
  if (isSafePath(stateFrom)) return stateFrom;
  try {
    const stored = sessionStorage.getItem(ORIGIN_KEY);
    return isSafePath(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The remembered origin, consumed: it is used once. */
export function takeOrigin(stateFrom?: unknown): string | null {
  const origin = peekOrigin(stateFrom);
  forgetOrigin();
  return origin;
}

export function forgetOrigin() {
  try {
    sessionStorage.removeItem(ORIGIN_KEY);
  } catch {
    // nothing to forget
  }
}

/** `location.state.from` as set by the route guard, when any. */
export function stateFrom(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' ? from : undefined;
}
