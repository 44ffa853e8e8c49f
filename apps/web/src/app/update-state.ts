import { useSyncExternalStore } from 'react';

// A new version of the app waiting to take over (the service worker's update, app/pwa.ts). Kept
// in the first load because the root layout reads it; the prompt itself is lazy.
let apply: (() => void) | null = null;
const listeners = new Set<() => void>();

/** Called by the service worker's registration when a new version is installed and waiting (null: none). */
export function offerUpdate(applyUpdate: (() => void) | null) {
  apply = applyUpdate;
  for (const listener of listeners) listener();
}

/** Takes the waiting version now (the page reloads on it); false when there is none. */
export function applyWaitingUpdate(): boolean {
  if (!apply) return false;
  apply();
  return true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when a new version waits for a reload. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => apply !== null,
    () => false,
  );
}
