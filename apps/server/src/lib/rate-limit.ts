import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { logger } from './logger';

export interface Hit {
  key: string;
  windowSeconds: number;
}

/** Finished windows are deleted at most this often per instance: one indexed delete. */
const PURGE_EVERY_MS = 60_000;

export type RateCounter = ReturnType<typeof createRateCounter>;

/**
 * Hit counters kept in PostgreSQL (table `rate_limits`), so every instance behind a load
 * balancer counts into the same windows and a restart forgets nothing. Each key counts in
 * fixed windows; the rate is the current window's count plus the previous window's, weighed
 * by how much of it still lies within one window from now (a sliding-window estimate, so a
 * burst across a window boundary is not allowed twice the limit). Windows follow the
 * database's clock, the one clock all instances share.
 */
export function createRateCounter(db: Db) {
  let nextPurge = 0;
  return {
    /** Counts one hit on each key, in one statement, and returns each key's rate. */
    async hit(hits: Hit[]): Promise<Map<string, number>> {
      if (hits.length === 0) return new Map();
      if (Date.now() >= nextPurge) {
        nextPurge = Date.now() + PURGE_EVERY_MS;
        await db.execute(sql`delete from rate_limits where expires_at < now()`).catch((error) => {
          logger.warn('Purge des compteurs de limites impossible', error);
        });
      }
      const values = sql.join(
        hits.map((hit) => sql`(${hit.key}::text, ${hit.windowSeconds}::int)`),
        sql`, `,
      );
      const result = (await db.execute(sql`
        with hit(key, seconds) as (values ${values}),
        windowed as (
          select key, seconds, extract(epoch from now()) as at,
                 floor(extract(epoch from now()) / seconds) * seconds as start
          from hit),
        counted as (
          insert into rate_limits (key, window_start, expires_at, count)
          select key, to_timestamp(start), to_timestamp(start + 2 * seconds), 1 from windowed
          on conflict (key, window_start) do update set count = rate_limits.count + 1
          returning key, count)
        select counted.key,
               counted.count + coalesce(previous.count, 0) * (1 - (w.at - w.start) / w.seconds) as rate
        from counted
        join windowed w on w.key = counted.key
        left join rate_limits previous
          on previous.key = counted.key and previous.window_start = to_timestamp(w.start - w.seconds)`)) as unknown as {
        rows: { key: string; rate: number | string }[];
      };
      return new Map(result.rows.map((row) => [row.key, Number(row.rate)]));
    },
  };
}
