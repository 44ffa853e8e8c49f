import {
  ANALYTICS_TOP_LIMIT,
  type AdminAnalytics,
  type AnalyticsMonths,
  DELETED_USER_EMAIL_DOMAIN,
  growthPercent,
  ORDER_LIFECYCLE,
  ORDER_STATUSES,
  type OrderStatus,
} from '@livra/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { businesses, drivers, orders, userProfiles } from '@/db/schema/index';
import { adminStats } from './admin-stats.service';

/**
 * The analytics page (spec 02 §2 "Analytics and Reports", §3 "Analytics"): monthly series over
 * a window of calendar months ending with the current one, the four cards with their change
 * against last month, the status pie, the top lists, and the stats block (from `adminStats`).
 *
 * Months are calendar months in Guinea. Africa/Conakry is UTC+0 with no daylight saving, so a
 * month starts at midnight UTC on the 1st: the bounds are computed here with UTC arithmetic
 * (independent of the process's zone) and passed to PostgreSQL as instants, so the
 * `orders_created_at_idx` range serves every query, and the grouping uses the same zone.
 */

/** Orders whose delivery was recorded (the driver's delivered orders). */
const DELIVERED_STATUSES = ORDER_STATUSES.filter((status) => ORDER_LIFECYCLE[status].effects.recordsDelivery);
const inList = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );

const monthOf = (column: SQL | typeof orders.createdAt) =>
  sql`to_char(date_trunc('month', ${column} AT TIME ZONE 'Africa/Conakry'), 'YYYY-MM')`;
/** The 1st of the month `back` months before `now`'s, midnight in Guinea (UTC+0). */
export const monthStart = (now: Date, back = 0) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
const monthKey = (date: Date) => date.toISOString().slice(0, 7);

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export async function adminAnalytics(db: Db, months: AnalyticsMonths, now: Date): Promise<AdminAnalytics> {
  const start = monthStart(now, months - 1);
  const end = monthStart(now, -1);
  const keys = Array.from({ length: months }, (_, i) => monthKey(monthStart(now, months - 1 - i)));
  const [thisMonth, lastMonth] = [keys[keys.length - 1], keys[keys.length - 2]];
  const inWindow = sql`o.created_at >= ${start.toISOString()}::timestamptz AND o.created_at < ${end.toISOString()}::timestamptz`;
  const delivered = sql`o.status IN (${inList(DELIVERED_STATUSES)})`;
  const paid = sql`o.payment_status = 'completed'`;

  const [byMonthStatus, active, topBusinessRows, topDriverRows, newUsers, stats] = await Promise.all([
    // One pass for the revenue and order series, the status pie and two cards.
    db.execute(sql`
      SELECT ${monthOf(sql`o.created_at`)} AS month, o.status,
             count(*)::int AS orders,
             (count(*) FILTER (WHERE ${paid}))::int AS paid,
             coalesce(sum(o.grand_total) FILTER (WHERE ${paid}), 0)::float8 AS revenue
      FROM ${orders} o WHERE ${inWindow}
      GROUP BY 1, 2`),
    // Distinct customers who ordered and drivers who delivered, per month and over the window.
    db.execute(sql`
      SELECT ${monthOf(sql`o.created_at`)} AS month,
             count(DISTINCT o.user_id)::int AS users,
             (count(DISTINCT o.driver_id) FILTER (WHERE ${delivered}))::int AS drivers
      FROM ${orders} o WHERE ${inWindow}
      GROUP BY GROUPING SETS ((1), ())`),
    db.execute(sql`
      SELECT t.id, b.name, t.orders, t.revenue FROM (
        SELECT o.business_id AS id, count(*)::int AS orders,
               coalesce(sum(o.grand_total) FILTER (WHERE ${paid}), 0)::float8 AS revenue
        FROM ${orders} o WHERE ${inWindow} AND o.business_id IS NOT NULL
        GROUP BY o.business_id
        ORDER BY revenue DESC, orders DESC, o.business_id
        LIMIT ${ANALYTICS_TOP_LIMIT}
      ) t JOIN ${businesses} b ON b.id = t.id
      ORDER BY t.revenue DESC, t.orders DESC, t.id`),
    db.execute(sql`
      SELECT t.id, d.name, t.deliveries, t.earnings FROM (
        SELECT o.driver_id AS id, count(*)::int AS deliveries,
               coalesce(sum(o.delivery_fee) FILTER (WHERE ${paid}), 0)::float8 AS earnings
        FROM ${orders} o WHERE ${inWindow} AND ${delivered} AND o.driver_id IS NOT NULL
        GROUP BY o.driver_id
        ORDER BY deliveries DESC, earnings DESC, o.driver_id
        LIMIT ${ANALYTICS_TOP_LIMIT}
      ) t JOIN ${drivers} d ON d.id = t.id
      ORDER BY t.deliveries DESC, t.earnings DESC, t.id`),
    // Accounts deleted with their history kept are no longer users (as on the admin home).
    db.execute(sql`
      SELECT ${monthOf(sql`p.created_at`)} AS month, count(*)::int AS count
      FROM ${userProfiles} p
      WHERE p.created_at >= ${start.toISOString()}::timestamptz AND p.created_at < ${end.toISOString()}::timestamptz
        AND p.email <> p.id::text || ${`@${DELETED_USER_EMAIL_DOMAIN}`}
      GROUP BY 1`),
    adminStats(db, 'month', now),
  ]);

  const series = keys.map((month) => ({ month, revenue: 0, paid: 0, orders: 0 }));
  const byKey = new Map(series.map((point) => [point.month, point]));
  const statusCounts = new Map<OrderStatus, number>(ORDER_STATUSES.map((status) => [status, 0]));
  for (const row of rowsOf<{ month: string; status: string; orders: number; paid: number; revenue: number | string }>(
    byMonthStatus,
  )) {
    const point = byKey.get(row.month);
    if (point) {
      point.orders += Number(row.orders);
      point.paid += Number(row.paid);
      point.revenue += Number(row.revenue);
    }
    const status = row.status as OrderStatus;
    if (statusCounts.has(status)) statusCounts.set(status, (statusCounts.get(status) ?? 0) + Number(row.orders));
  }

  const activeRows = rowsOf<{ month: string | null; users: number; drivers: number }>(active);
  const activeIn = (month: string | null) => activeRows.find((row) => row.month === month);
  const usersByMonth = new Map(
    rowsOf<{ month: string; count: number }>(newUsers).map((row) => [row.month, Number(row.count)]),
  );

  const card = (total: number, now: number, before: number) => ({
    total,
    thisMonth: now,
    lastMonth: before,
    growth: growthPercent(now, before),
  });
  const point = (month: string) => byKey.get(month) ?? { revenue: 0, orders: 0 };
  const sum = (pick: (p: (typeof series)[number]) => number) => series.reduce((total, p) => total + pick(p), 0);
  const activeCard = (pick: 'users' | 'drivers') =>
    card(
      Number(activeIn(null)?.[pick] ?? 0),
      Number(activeIn(thisMonth)?.[pick] ?? 0),
      Number(activeIn(lastMonth)?.[pick] ?? 0),
    );

  return {
    months,
    periodStart: start.toISOString(),
    generatedAt: now.toISOString(),
    summary: {
      revenue: card(
        sum((p) => p.revenue),
        point(thisMonth).revenue,
        point(lastMonth).revenue,
      ),
      orders: card(
        sum((p) => p.orders),
        point(thisMonth).orders,
        point(lastMonth).orders,
      ),
      activeUsers: activeCard('users'),
      activeDrivers: activeCard('drivers'),
    },
    revenueByMonth: series.map(({ month, revenue, paid }) => ({ month, revenue, orders: paid })),
    ordersByStatus: ORDER_STATUSES.map((status) => ({
      status,
      name: ORDER_LIFECYCLE[status].label,
      count: statusCounts.get(status) ?? 0,
    })),
    userGrowth: keys.map((month) => ({ month, count: usersByMonth.get(month) ?? 0 })),
    orderGrowth: series.map(({ month, orders: count }) => ({ month, count })),
    topBusinesses: rowsOf<{ id: string; name: string; orders: number; revenue: number | string }>(
      topBusinessRows,
    ).map((row) => ({ id: row.id, name: row.name, orders: Number(row.orders), revenue: Number(row.revenue) })),
    topDrivers: rowsOf<{ id: string; name: string; deliveries: number; earnings: number | string }>(
      topDriverRows,
    ).map((row) => ({ id: row.id, name: row.name, deliveries: Number(row.deliveries), earnings: Number(row.earnings) })),
    metrics: {
      pendingOrders: stats.pendingOrders,
      activeDrivers: stats.activeDrivers,
      activeBusinesses: stats.activeBusinesses,
      totalBusinesses: stats.totalBusinesses,
    },
  };
}
