import type { Period } from '@livra/shared';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Calendar arithmetic for the partner figures, done by PostgreSQL in Guinea's time zone.
 * Africa/Conakry is UTC+0 with no daylight saving, but the server process may run in any
 * zone: computing days, weeks (from Monday, as date_trunc('week') does) and months in SQL
 * with an explicit zone keeps the figures right wherever the process runs.
 */

export type Bucket = 'day' | 'week' | 'month' | 'year';

const PERIOD_BUCKET: Record<Period, Bucket> = { today: 'day', week: 'week', month: 'month', year: 'year' };

/** Wall-clock time in Guinea at `now` (a timestamp without zone). */
export function localNow(now: Date): SQL {
  return sql`(${now.toISOString()}::timestamptz AT TIME ZONE 'Africa/Conakry')`;
}

/** Start of the bucket containing `now`, in local wall-clock time. */
export function localBucketStart(bucket: Bucket, now: Date): SQL {
  return sql`date_trunc(${bucket}, ${localNow(now)})`;
}

/** A local wall-clock time back to an instant (timestamptz), to compare with stored times. */
export function toInstant(local: SQL): SQL {
  return sql`(${local} AT TIME ZONE 'Africa/Conakry')`;
}

/** Start of a stats period (today from midnight, week from Monday, month from the 1st, year from 1 January). */
export function periodStartInstant(period: Period, now: Date): SQL<Date> {
  return toInstant(localBucketStart(PERIOD_BUCKET[period], now)) as SQL<Date>;
}

/** `interval '1 week'` for a bucket: built from a fixed list, never from input. */
export function oneBucket(bucket: Bucket): SQL {
  return sql.raw(`interval '1 ${bucket}'`);
}

/** The rows of a raw query, whichever driver (PGlite or node-postgres) answered. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
