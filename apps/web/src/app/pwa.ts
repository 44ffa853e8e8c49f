import { registerSW } from 'virtual:pwa-register';
import { persistQueries } from '@/lib/offline-cache';
import { queryClient } from '@/lib/query-client';
import { offerUpdate } from './update-state';

/** A tab left open for days still learns of a new version. */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * What makes Livra an installed app, started once the page has loaded so the first visit pays
 * nothing for it (decision 001): answers kept for offline reading, and the service worker
 * (precached shell, docs/decisions/010-offline-and-caching.md) with its new versions offered.
 */
export function startInstalledApp() {
  persistQueries(queryClient);
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => offerUpdate(() => void updateServiceWorker(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
}
