import type { Period } from '@livra/shared';
import { type SQL, sql } from 'drizzle-orm';

const PERIOD_BUCKET: Record<Period, string> = { today: 'day', week: 'week', month: 'month', year: 'year' };

/**
 * The instant a stats period began in Guinea (today at midnight, week from Monday, month from
 * the 1st, year from 1 January), computed by PostgreSQL in the Africa/Conakry zone so the figures
 * are right whatever zone the server process runs in. `now` is a parameter so tests can fix it.
 */
export function periodStartSql(period: Period, now: Date): SQL<Date> {
  const local = sql`(${now.toISOString()}::timestamptz AT TIME ZONE 'Africa/Conakry')`;
  return sql<Date>`(date_trunc(${PERIOD_BUCKET[period]}, ${local}) AT TIME ZONE 'Africa/Conakry')`;
}
