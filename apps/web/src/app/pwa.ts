import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './update-state';

/** A tab left open for days still learns of a new version. */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * The service worker (precached shell, docs/decisions/010-offline-and-caching.md) with its new
 * versions offered, registered some seconds after the first screen (main.tsx says why).
 */
export function registerServiceWorker() {
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
