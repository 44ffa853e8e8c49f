/**
 * A fixed-window counter per key, in memory. Enough to slow password guessing on one
 * instance; behind a load balancer each instance counts its own share.
 */
export type RateLimiter = ReturnType<typeof createRateLimiter>;

export function createRateLimiter(limit: number, windowMs: number) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return {
    /** Counts a hit and says whether the key is still under the limit. */
    take(key: string, now = Date.now()): boolean {
      const entry = hits.get(key);
      if (!entry || entry.resetAt <= now) {
        if (hits.size > 10_000) for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
        hits.set(key, { count: 1, resetAt: now + windowMs });
        return true;
      }
      entry.count += 1;
      return entry.count <= limit;
    },
    reset(key: string) {
      hits.delete(key);
    },
  };
}
