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
import { analyticsMonthFigures, analyticsMonths, businesses, drivers, orders, userProfiles } from '@/db/schema/index';
import { adminStats } from './admin-stats.service';

/**
 * The analytics page (spec 02 §2 "Analytics and Reports", §3 "Analytics"): monthly series over
 * a window of calendar months ending with the current one, the four cards with their change
 * against last month, the status pie, the top lists, and the stats block (from `adminStats`).
 *
 * Months are calendar months in Guinea. Africa/Conakry is UTC+0 with no daylight saving, so a
 * month starts at midnight UTC on the 1st: the bounds are computed here with UTC arithmetic
 * (whatever the process's zone) and passed to PostgreSQL as instants.
 *
 * Speed on a long history (docs/benchmarks.md): the closed months are read from the rollup
 * (`analytics_months`, `analytics_month_figures`), each computed once and again only when a
 * trigger on `orders` marks it dirty; only the current month is aggregated from `orders`, over
 * the `orders_created_at_idx` range.
 */

type Kind = 'status' | 'business' | 'driver';

/** Orders whose delivery was recorded (the driver's delivered orders). */
const DELIVERED_STATUSES = ORDER_STATUSES.filter((status) => ORDER_LIFECYCLE[status].effects.recordsDelivery);
const delivered = sql`o.status IN (${sql.join(
  DELIVERED_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;
const paid = sql`o.payment_status = 'completed'`;

/** The 1st of the month `back` months before `now`'s, midnight in Guinea (UTC+0). */
const monthStart = (now: Date, back = 0) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
/** `2031-03-01`: a month as stored in the rollup. */
const day = (date: Date) => date.toISOString().slice(0, 10);

interface Month {
  /** `2031-03` */
  key: string;
  start: Date;
  end: Date;
}
const monthOf = (start: Date): Month => ({
  key: start.toISOString().slice(0, 7),
  start,
  end: new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)),
});

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const placedIn = (month: Month) =>
  sql`o.created_at >= ${month.start.toISOString()}::timestamptz AND o.created_at < ${month.end.toISOString()}::timestamptz`;

/** A month's figures of one kind from `orders`: (kind, key, orders, paid, amount). */
function figuresOf(kind: Kind, month: Month): SQL {
  const where = placedIn(month);
  switch (kind) {
    case 'status':
      return sql`SELECT 'status' AS kind, o.status AS key, count(*)::int AS orders,
          (count(*) FILTER (WHERE ${paid}))::int AS paid,
          coalesce(sum(o.grand_total) FILTER (WHERE ${paid}), 0)::bigint AS amount
        FROM ${orders} o WHERE ${where} GROUP BY o.status`;
    case 'business':
      return sql`SELECT 'business' AS kind, o.business_id::text AS key, count(*)::int AS orders,
          (count(*) FILTER (WHERE ${paid}))::int AS paid,
          coalesce(sum(o.grand_total) FILTER (WHERE ${paid}), 0)::bigint AS amount
        FROM ${orders} o WHERE ${where} AND o.business_id IS NOT NULL GROUP BY o.business_id`;
    case 'driver':
      return sql`SELECT 'driver' AS kind, o.driver_id::text AS key, count(*)::int AS orders,
          (count(*) FILTER (WHERE ${paid}))::int AS paid,
          coalesce(sum(o.delivery_fee) FILTER (WHERE ${paid}), 0)::bigint AS amount
        FROM ${orders} o WHERE ${where} AND ${delivered} AND o.driver_id IS NOT NULL GROUP BY o.driver_id`;
  }
}

/** Distinct customers who ordered and drivers who delivered in a month, from `orders`. */
const activeOf = (month: Month) => sql`
  SELECT count(DISTINCT o.user_id)::int AS users,
         (count(DISTINCT o.driver_id) FILTER (WHERE ${delivered}))::int AS drivers
  FROM ${orders} o WHERE ${placedIn(month)}`;

/**
 * Stores a closed month's figures, unless another load just did. The month's row is locked
 * while they are computed: an order of that month written meanwhile waits, then marks the
 * month dirty again, so no change is lost.
 */
async function storeMonth(db: Db, month: Month, now: Date) {
  const key = day(month.start);
  await db.transaction(async (tx) => {
    await tx.execute(sql`INSERT INTO ${analyticsMonths} (month) VALUES (${key}) ON CONFLICT DO NOTHING`);
    const [row] = rowsOf<{ dirty: boolean }>(
      await tx.execute(sql`SELECT dirty FROM ${analyticsMonths} WHERE month = ${key} FOR UPDATE`),
    );
    if (!row?.dirty) return;
    await tx.execute(sql`DELETE FROM ${analyticsMonthFigures} WHERE month = ${key}`);
    await tx.execute(sql`
      INSERT INTO ${analyticsMonthFigures} (month, kind, key, orders, paid, amount)
      SELECT ${key}::date, f.kind, f.key, f.orders, f.paid, f.amount FROM (
        ${figuresOf('status', month)} UNION ALL ${figuresOf('business', month)} UNION ALL ${figuresOf('driver', month)}
      ) f`);
    await tx.execute(sql`
      UPDATE ${analyticsMonths} m SET dirty = false, computed_at = ${now.toISOString()}::timestamptz,
        active_users = a.users, active_drivers = a.drivers
      FROM (${activeOf(month)}) a WHERE m.month = ${key}`);
  });
}

/** The closed months of the window stored and fresh (computed now when missing or dirty). */
async function ensureStored(db: Db, closed: Month[], now: Date) {
  if (closed.length === 0) return;
  const stored = rowsOf<{ month: string; dirty: boolean }>(
    await db.execute(sql`
      SELECT to_char(month, 'YYYY-MM') AS month, dirty FROM ${analyticsMonths}
      WHERE month >= ${day(closed[0].start)}::date AND month <= ${day(closed[closed.length - 1].start)}::date`),
  );
  const fresh = new Set(stored.filter((row) => !row.dirty).map((row) => row.month));
  for (const month of closed) if (!fresh.has(month.key)) await storeMonth(db, month, now);
}

/** One kind's figures over the window: the stored months, then the current one live. */
function windowFigures(kind: Kind, closed: Month[], current: Month): SQL {
  const stored =
    closed.length === 0
      ? sql``
      : sql`SELECT to_char(month, 'YYYY-MM') AS month, key, orders, paid, amount FROM ${analyticsMonthFigures}
          WHERE kind = ${kind} AND month >= ${day(closed[0].start)}::date AND month < ${day(current.start)}::date
          UNION ALL `;
  return sql`${stored}SELECT ${current.key} AS month, l.key, l.orders, l.paid, l.amount FROM (${figuresOf(kind, current)}) l`;
}

export async function adminAnalytics(db: Db, months: AnalyticsMonths, now: Date): Promise<AdminAnalytics> {
  const window = Array.from({ length: months }, (_, i) => monthOf(monthStart(now, months - 1 - i)));
  const current = window[window.length - 1];
  const closed = window.slice(0, -1);
  const [start, end] = [window[0].start, current.end];
  const [thisMonth, lastMonth] = [current.key, window[window.length - 2].key];
  await ensureStored(db, closed, now);

  const top = (kind: 'business' | 'driver', names: SQL) => sql`
    SELECT t.key AS id, n.name, t.orders, t.amount FROM (
      SELECT f.key, sum(f.orders)::int AS orders, sum(f.amount)::float8 AS amount
      FROM (${windowFigures(kind, closed, current)}) f
      GROUP BY f.key
      ORDER BY ${kind === 'business' ? sql`amount DESC, orders DESC` : sql`orders DESC, amount DESC`}, f.key
      LIMIT ${ANALYTICS_TOP_LIMIT}
    ) t JOIN ${names} n ON n.id = t.key::uuid
    ORDER BY ${kind === 'business' ? sql`t.amount DESC, t.orders DESC` : sql`t.orders DESC, t.amount DESC`}, t.key`;

  const [statusRows, storedActive, liveActive, topBusinessRows, topDriverRows, newUsers, stats] = await Promise.all([
    db.execute(windowFigures('status', closed, current)),
    db.execute(sql`
      SELECT to_char(month, 'YYYY-MM') AS month, active_users AS users, active_drivers AS drivers
      FROM ${analyticsMonths} WHERE month >= ${day(start)}::date AND month < ${day(current.start)}::date`),
    db.execute(activeOf(current)),
    db.execute(top('business', sql`${businesses}`)),
    db.execute(top('driver', sql`${drivers}`)),
    // Accounts deleted with their history kept are no longer users (as on the admin home).
    db.execute(sql`
      SELECT to_char(date_trunc('month', p.created_at AT TIME ZONE 'Africa/Conakry'), 'YYYY-MM') AS month,
             count(*)::int AS count
      FROM ${userProfiles} p
      WHERE p.created_at >= ${start.toISOString()}::timestamptz AND p.created_at < ${end.toISOString()}::timestamptz
        AND p.email <> p.id::text || ${`@${DELETED_USER_EMAIL_DOMAIN}`}
      GROUP BY 1`),
    adminStats(db, 'month', now),
  ]);

  const series = new Map(window.map((month) => [month.key, { revenue: 0, paid: 0, orders: 0 }]));
  const statusCounts = new Map<OrderStatus, number>(ORDER_STATUSES.map((status) => [status, 0]));
  for (const row of rowsOf<{ month: string; key: string; orders: number; paid: number; amount: number | string }>(
    statusRows,
  )) {
    const point = series.get(row.month);
    if (point) {
      point.orders += Number(row.orders);
      point.paid += Number(row.paid);
      point.revenue += Number(row.amount);
    }
    const status = row.key as OrderStatus;
    if (statusCounts.has(status)) statusCounts.set(status, (statusCounts.get(status) ?? 0) + Number(row.orders));
  }

  const active = new Map(
    rowsOf<{ month: string; users: number; drivers: number }>(storedActive).map((row) => [row.month, row]),
  );
  const [live] = rowsOf<{ users: number; drivers: number }>(liveActive);
  active.set(thisMonth, { month: thisMonth, users: Number(live?.users ?? 0), drivers: Number(live?.drivers ?? 0) });
  const usersByMonth = new Map(
    rowsOf<{ month: string; count: number }>(newUsers).map((row) => [row.month, Number(row.count)]),
  );

  const card = (total: number, now: number, before: number) => ({
    total,
    thisMonth: now,
    lastMonth: before,
    growth: growthPercent(now, before),
  });
  const points = [...series.values()];
  const sum = (pick: (point: (typeof points)[number]) => number) => points.reduce((total, p) => total + pick(p), 0);
  const monthFigure = (month: string, pick: 'revenue' | 'orders') => series.get(month)?.[pick] ?? 0;
  // Distinct people do not add up across months: these cards count the current month's.
  const activeCard = (pick: 'users' | 'drivers') => {
    const now = Number(active.get(thisMonth)?.[pick] ?? 0);
    return card(now, now, Number(active.get(lastMonth)?.[pick] ?? 0));
  };

  return {
    months,
    periodStart: start.toISOString(),
    generatedAt: now.toISOString(),
    summary: {
      revenue: card(
        sum((p) => p.revenue),
        monthFigure(thisMonth, 'revenue'),
        monthFigure(lastMonth, 'revenue'),
      ),
      orders: card(
        sum((p) => p.orders),
        monthFigure(thisMonth, 'orders'),
        monthFigure(lastMonth, 'orders'),
      ),
      activeUsers: activeCard('users'),
      activeDrivers: activeCard('drivers'),
    },
    revenueByMonth: window.map(({ key }) => {
      const point = series.get(key);
      return { month: key, revenue: point?.revenue ?? 0, orders: point?.paid ?? 0 };
    }),
    ordersByStatus: ORDER_STATUSES.map((status) => ({
      status,
      name: ORDER_LIFECYCLE[status].label,
      count: statusCounts.get(status) ?? 0,
    })),
    userGrowth: window.map(({ key }) => ({ month: key, count: usersByMonth.get(key) ?? 0 })),
    orderGrowth: window.map(({ key }) => ({ month: key, count: series.get(key)?.orders ?? 0 })),
    topBusinesses: rowsOf<{ id: string; name: string; orders: number; amount: number | string }>(topBusinessRows).map(
      (row) => ({ id: row.id, name: row.name, orders: Number(row.orders), revenue: Number(row.amount) }),
    ),
    topDrivers: rowsOf<{ id: string; name: string; orders: number; amount: number | string }>(topDriverRows).map(
      (row) => ({ id: row.id, name: row.name, deliveries: Number(row.orders), earnings: Number(row.amount) }),
    ),
    metrics: {
      pendingOrders: stats.pendingOrders,
      activeDrivers: stats.activeDrivers,
      activeBusinesses: stats.activeBusinesses,
      totalBusinesses: stats.totalBusinesses,
    },
  };
}
