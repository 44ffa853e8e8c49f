// A page whose code cannot be downloaded after a new version replaced the old one (its chunk
// names changed) is reloaded once: the reload brings the new shell, whose chunks exist. A second
// failure within a minute is a real fault (server down): it shows the route's error instead of
// reloading in a loop. With no network a reload would not help.
const RELOADED_AT = 'livra.chunk-reload';
const RETRY_AFTER_MS = 60_000;

/** Reloads the page (once a minute at most) and returns true when a reload is on its way. */
export function reloadForNewVersion(): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return false;
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < RETRY_AFTER_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false;
  }
  location.reload();
  return true;
}

/** A lazy module's download that reloads the page once instead of failing, when it can. */
export function loadOrReload<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    // The reload replaces this page: never settle, so nothing renders the error meanwhile.
    if (reloadForNewVersion()) return new Promise<T>(() => {});
    throw error;
  });
}
