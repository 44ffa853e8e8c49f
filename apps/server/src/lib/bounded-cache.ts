/**
 * Like public-cache, for answers keyed by what visitors type or page through (search
 * text, filters, page numbers): the key space is unbounded, so the cache keeps at most
 * `maxEntries` and forgets the oldest first. Concurrent misses share one computation.
 */
export function boundedCache(ttlMs: number, maxEntries: number) {
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
      entries.delete(key);
      // Map keeps insertion order: the first keys are the oldest.
      for (const oldest of entries.keys()) {
        if (entries.size < maxEntries) break;
        entries.delete(oldest);
      }
      const value = compute();
      entries.set(key, { expiresAt: now + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
