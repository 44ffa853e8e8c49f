import { REVENUE_DAILY_POINTS, REVENUE_WEEKLY_POINTS, type PartnerRevenue, type RevenuePoint } from '@livra/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orders } from '@/db/schema/index';
import { localBucketStart, oneBucket, periodStartInstant, rowsOf, toInstant, type Bucket } from './local-time';
import { requireOwnedBusiness } from './partners.service';
import { topItems } from './top-items';

/**
 * The revenue page (spec 01 §9): daily over the last 7 days, weekly over the last 4 weeks
 * (from Monday), monthly since 1 January — one point per bucket, empty ones at zero, counting
 * only orders whose payment is completed — and the month's top items.
 */
export async function getPartnerRevenue(
  db: Db,
  partnerUserId: string,
  businessId: string,
  now: Date = new Date(),
): Promise<PartnerRevenue> {
  await requireOwnedBusiness(db, partnerUserId, businessId);
  const [daily, weekly, monthly, items] = await Promise.all([
    series(
      db,
      businessId,
      'day',
      sql`${localBucketStart('day', now)} - ${sql.raw(`interval '${REVENUE_DAILY_POINTS - 1} days'`)}`,
      now,
    ),
    series(
      db,
      businessId,
      'week',
      sql`${localBucketStart('week', now)} - ${sql.raw(`interval '${REVENUE_WEEKLY_POINTS - 1} weeks'`)}`,
      now,
    ),
    series(db, businessId, 'month', localBucketStart('year', now), now),
    topItems(db, businessId, periodStartInstant('month', now)),
  ]);
  return { daily, weekly, monthly, topItems: items };
}

/**
 * Completed revenue per bucket from `firstLocal` (a local wall-clock bucket start) up to the
 * bucket containing `now`. generate_series makes the empty buckets; each bucket is compared
 * as a range of instants so the (business_id, created_at) index serves the join.
 */
async function series(
  db: Db,
  businessId: string,
  bucket: Exclude<Bucket, 'year'>,
  firstLocal: SQL,
  now: Date,
): Promise<RevenuePoint[]> {
  const step = oneBucket(bucket);
  const result = await db.execute(sql`
    SELECT to_char(b.local_start, 'YYYY-MM-DD') AS start,
           coalesce(sum(o.grand_total), 0)::float8 AS revenue,
           count(o.id)::int AS orders
    FROM generate_series(${firstLocal}, ${localBucketStart(bucket, now)}, ${step}) AS b(local_start)
    LEFT JOIN ${orders} o
      ON o.business_id = ${businessId}
     AND o.payment_status = 'completed'
     AND o.created_at >= ${toInstant(sql`b.local_start`)}
     AND o.created_at < ${toInstant(sql`(b.local_start + ${step})`)}
    GROUP BY b.local_start
    ORDER BY b.local_start`);
  return rowsOf<{ start: string; revenue: number | string; orders: number | string }>(result).map((row) => ({
    start: row.start,
    revenue: Number(row.revenue),
    orders: Number(row.orders),
  }));
}
