import type { SessionUser, SignInInput } from '@livra/shared/auth';
import { SHELL_MESSAGES } from '@livra/shared/messages-shell';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from './toast';
import { api, errorMessage } from './api';
import { currentLocale } from './i18n';

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

export interface SignUpBody {
  name: string;
  email: string;
  password: string;
  phoneNumber?: string;
}

/** Drivers sign in at `/api/auth/driver/sign-in`, where the server also checks the driver's account. */
export function useSignIn(endpoint = '/api/auth/sign-in') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInInput) => api.post<{ user: SessionUser }>(endpoint, body).then((r) => r.user),
    onSuccess: (user) => queryClient.setQueryData(sessionQueryKey, user),
  });
}

/** What a sign-up leads to: signed in (a new account), or only the server's "check your mailbox". */
export interface SignUpResult {
  user: SessionUser | null;
  message: string;
}

/**
 * Sign-up answers the same whether the address was free or taken, and opens no session (so
 * nobody learns which addresses have accounts). The new account is then signed in with the
 * password just chosen; when that fails, the address had an account already and its owner
 * has been told by e-mail: the form only says to check the mailbox.
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignUpBody): Promise<SignUpResult> => {
      const { message } = await api.post<{ message: string }>('/api/auth/sign-up', body);
      const user = await api
        .post<{ user: SessionUser }>('/api/auth/sign-in', { email: body.email, password: body.password })
        .then(
          (r) => r.user,
          () => null,
        );
      // A new account keeps the language chosen before signing up (its profile starts in French).
      const locale = currentLocale();
      if (user && user.locale !== locale) {
        const saved = await api.patch('/api/me/profile', { locale }).then(
          () => true,
          () => false,
        );
        if (saved) return { user: { ...user, locale }, message };
      }
      return { user, message };
    },
    onSuccess: ({ user }) => {
      if (user) queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}

let signingOut = false;

/** True while a sign-out is taking the user home. */
export function isSigningOut() {
  return signingOut;
}

/** Signs out, goes home, forgets every cached answer of the previous user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => api.post<{ ok: true }>('/api/auth/sign-out'),
    onSuccess: async () => {
      forgetOrigin();
      // Leave the guarded page first, so its guard does not take the sign-out for an anonymous
      // visit (remembering the page, asking to sign in); `signingOut` covers a late re-render.
      signingOut = true;
      try {
        await navigate('/', { flushSync: true });
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
        queryClient.setQueryData(sessionQueryKey, null);
        toast.success(SHELL_MESSAGES.signedOut);
      } finally {
        setTimeout(() => (signingOut = false), 1000);
      }
    },
    onError: (error) =>
      toast.error(SHELL_MESSAGES.errorTitle, { description: errorMessage(error, SHELL_MESSAGES.signoutError) }),
  });
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending };
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
