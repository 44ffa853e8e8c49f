/**
 * In localStorage while answers are stored for offline reading (lib/offline-cache.ts): main.tsx
 * then restores them before the first render, and a first visit loads none of that code.
 */
export const PERSISTED_FLAG = 'livra.offline-cache';

export function hasPersistedQueries(): boolean {
  try {
    return localStorage.getItem(PERSISTED_FLAG) !== null;
  } catch {
    return false;
  }
}
