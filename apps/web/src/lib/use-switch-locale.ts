import type { Locale } from '@livra/shared/locale';
import { SHELL_MESSAGES } from '@livra/shared/messages-shell';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, NETWORK_ERROR_MESSAGE } from './api';
import { sessionQueryKey, useSession, type SessionUser } from './auth';
import { changeLocale, currentLocale, useLocale } from './i18n';
import { toast } from './toast';

/**
 * The language switch's action: show the other language, remember it on this device and, for a
 * signed-in user, on their profile (so their e-mails and other devices follow).
 */
export function useSwitchLocale() {
  const locale = useLocale();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const next: Locale = locale === 'fr' ? 'en' : 'fr';

  async function switchLocale() {
    if (pending) return;
    setPending(true);
    try {
      await changeLocale(next);
    } catch {
      toast.error(SHELL_MESSAGES.errorTitle, { description: NETWORK_ERROR_MESSAGE });
      return;
    } finally {
      setPending(false);
    }
    if (!user) return;
    await api.patch('/api/me/profile', { locale: next }).then(
      () => queryClient.setQueryData<SessionUser | null>(sessionQueryKey, (old) => old && { ...old, locale: next }),
      // Shown in the new language anyway; the profile will be told at the next switch.
      () => undefined,
    );
  }

  return { next, switchLocale, pending } as const;
}

/** A signed-in user's stored language is applied when their session arrives (another device chose it). */
export function useProfileLocale(user: SessionUser | null) {
  const stored = user?.locale;
  useEffect(() => {
    if (stored && stored !== currentLocale()) void changeLocale(stored).catch(() => undefined);
  }, [stored]);
}
