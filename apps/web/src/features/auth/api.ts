import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionQueryKey } from '@/lib/auth';
import { AUDIENCES, type Audience } from './audiences';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api.post<unknown>('/api/auth/password', body),
  });
}

/**
 * Always answers 200, whether or not the address has an account. The server builds the link from
 * its own APP_URL and accepts only our reset pages as `redirectTo` (no open redirect in e-mails).
 */
export function useRequestPasswordReset(audience: Audience) {
  return useMutation({
    mutationFn: (email: string) =>
      api.post<unknown>('/api/auth/password-reset/request', { email, redirectTo: AUDIENCES[audience].resetPath }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; newPassword: string }) => api.post<unknown>('/api/auth/password-reset', body),
  });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<{ message: string }>('/api/auth/verification/verify', { token }),
    // The banner reads the session: let it learn the address is now confirmed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
