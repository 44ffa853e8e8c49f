import type { SessionUser, SignInInput } from '@livra/shared/auth';
import { SHELL_MESSAGES } from '@livra/shared/messages-shell';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, errorMessage } from './api';
import { forgetOrigin, sessionQueryKey, startSigningOut } from './auth';
import { currentLocale } from './i18n';
import { toast } from './toast';

// Signing in, up and out: apart from lib/auth.tsx (the session, on every page), so TanStack
// Query's mutations and these requests load with the forms and menus that use them, not with
// the first visit (decision 001).

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

/** Signs out, goes home, forgets every cached answer of the previous user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => api.post<{ ok: true }>('/api/auth/sign-out'),
    onSuccess: async () => {
      forgetOrigin();
      // Leave the guarded page first, so its guard does not take the sign-out for an anonymous
      // visit (remembering the page, asking to sign in); `isSigningOut()` covers a late re-render.
      const done = startSigningOut();
      try {
        await navigate('/', { flushSync: true });
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
        queryClient.setQueryData(sessionQueryKey, null);
        toast.success(SHELL_MESSAGES.signedOut);
      } finally {
        done();
      }
    },
    onError: (error) =>
      toast.error(SHELL_MESSAGES.errorTitle, { description: errorMessage(error, SHELL_MESSAGES.signoutError) }),
  });
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending };
}
