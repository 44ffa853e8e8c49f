import { useSyncExternalStore } from 'react';

// Whether the last API read failed for want of a network (ApiError status 0) although the phone
// says it is online: a dead mobile connection or a captive portal keeps `navigator.onLine` true.
// Set by the query cache (lib/query-client.ts); the root layout then marks the data shown as old.
let unreachable = false;
const listeners = new Set<() => void>();

export function setServerUnreachable(value: boolean) {
  if (value === unreachable) return;
  unreachable = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the last API read could not reach the server. */
export function useServerUnreachable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => unreachable,
    () => false,
  );
}
