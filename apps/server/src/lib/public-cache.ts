/**
 * Answers for public data that changes rarely, kept in memory for a short time. Concurrent
 * misses share one computation, so a burst of visitors costs one query.
 */
export function publicCache(ttlMs: number) {
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
      const value = compute();
      entries.set(key, { expiresAt: now + ttlMs, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
