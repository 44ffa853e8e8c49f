import {
  ANALYTICS_MONTHS,
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
 * month dirty again, so no change is lost. `computed_at` is the database's own time: a new
 * value at each computation, which the in-memory cache below keys on.
 */
async function storeMonth(db: Db, month: Month) {
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
      UPDATE ${analyticsMonths} m SET dirty = false, computed_at = clock_timestamp(),
        active_users = a.users, active_drivers = a.drivers
      FROM (${activeOf(month)}) a WHERE m.month = ${key}`);
  });
}

/**
 * The closed months stored and fresh (computed now when missing or dirty); answers their
 * version: each month with the time its figures were computed.
 */
async function ensureStored(db: Db, closed: Month[]): Promise<string> {
  const read = async () =>
    rowsOf<{ month: string; dirty: boolean; computed: string | null }>(
      await db.execute(sql`
        SELECT to_char(month, 'YYYY-MM') AS month, dirty, computed_at::text AS computed FROM ${analyticsMonths}
        WHERE month >= ${day(closed[0].start)}::date AND month <= ${day(closed[closed.length - 1].start)}::date
        ORDER BY month`),
    );
  let stored = await read();
  const fresh = new Set(stored.filter((row) => !row.dirty).map((row) => row.month));
  const stale = closed.filter((month) => !fresh.has(month.key));
  for (const month of stale) await storeMonth(db, month);
  if (stale.length > 0) stored = await read();
  return stored.map((row) => `${row.month}@${row.computed}`).join(',');
}

type Totals = Map<string, { orders: number; amount: number }>;
type FigureRow = { month: string; key: string; orders: number; paid: number; amount: number | string };

interface ClosedFigures {
  version: string;
  status: FigureRow[];
  active: Map<string, { users: number; drivers: number }>;
  business: Totals;
  driver: Totals;
}

/**
 * The closed months' figures summed per business and driver, kept in memory per database (the
 * tests open several) and per window, while the stored months are unchanged: a load then reads
 * the current month only, whatever the window. Any instance recomputing a month changes its
 * version, so no instance serves stale sums.
 */
const closedCache = new WeakMap<Db, Map<string, ClosedFigures>>();

function addTotals(into: Totals, rows: { key: string; orders: number | string; amount: number | string }[]) {
  for (const row of rows) {
    const entry = into.get(row.key) ?? { orders: 0, amount: 0 };
    entry.orders += Number(row.orders);
    entry.amount += Number(row.amount);
    into.set(row.key, entry);
  }
  return into;
}

async function closedFigures(db: Db, closed: Month[]): Promise<ClosedFigures> {
  const empty = { version: '', status: [], active: new Map(), business: new Map(), driver: new Map() };
  if (closed.length === 0) return empty;
  const version = await ensureStored(db, closed);
  const windowKey = `${closed[0].key}..${closed[closed.length - 1].key}`;
  const cache = closedCache.get(db) ?? new Map<string, ClosedFigures>();
  closedCache.set(db, cache);
  const cached = cache.get(windowKey);
  if (cached?.version === version) return cached;

  const range = sql`month >= ${day(closed[0].start)}::date AND month <= ${day(closed[closed.length - 1].start)}::date`;
  const sums = (kind: Kind) =>
    db.execute(sql`SELECT key, sum(orders)::int AS orders, sum(amount)::float8 AS amount
      FROM ${analyticsMonthFigures} WHERE kind = ${kind} AND ${range} GROUP BY key`);
  const [status, active, business, driver] = await Promise.all([
    db.execute(sql`SELECT to_char(month, 'YYYY-MM') AS month, key, orders, paid, amount
      FROM ${analyticsMonthFigures} WHERE kind = 'status' AND ${range}`),
    db.execute(sql`SELECT to_char(month, 'YYYY-MM') AS month, active_users AS users, active_drivers AS drivers
      FROM ${analyticsMonths} WHERE ${range}`),
    sums('business'),
    sums('driver'),
  ]);
  const figures: ClosedFigures = {
    version,
    status: rowsOf<FigureRow>(status),
    active: new Map(
      rowsOf<{ month: string; users: number; drivers: number }>(active).map((row) => [
        row.month,
        { users: Number(row.users), drivers: Number(row.drivers) },
      ]),
    ),
    business: addTotals(new Map(), rowsOf(business)),
    driver: addTotals(new Map(), rowsOf(driver)),
  };
  // A month brings new windows: the old ones go.
  if (cache.size >= ANALYTICS_MONTHS.length * 2) cache.clear();
  cache.set(windowKey, figures);
  return figures;
}

/** The first ten of the closed sums plus the current month, by `first` then the other figure, then id. */
function rank(closed: Totals, live: FigureRow[], first: 'orders' | 'amount') {
  const totals = addTotals(new Map([...closed].map(([key, value]) => [key, { ...value }])), live);
  const second = first === 'orders' ? 'amount' : 'orders';
  return [...totals]
    .map(([key, value]) => ({ key, ...value }))
    .sort((a, b) => b[first] - a[first] || b[second] - a[second] || (a.key < b.key ? -1 : 1))
    .slice(0, ANALYTICS_TOP_LIMIT);
}

async function namesOf(db: Db, table: typeof businesses | typeof drivers, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = rowsOf<{ id: string; name: string }>(
    await db.execute(
      sql`SELECT id::text AS id, name FROM ${table} WHERE id::text IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function adminAnalytics(db: Db, months: AnalyticsMonths, now: Date): Promise<AdminAnalytics> {
  const window = Array.from({ length: months }, (_, i) => monthOf(monthStart(now, months - 1 - i)));
  const current = window[window.length - 1];
  const closed = window.slice(0, -1);
  const [start, end] = [window[0].start, current.end];
  const [thisMonth, lastMonth] = [current.key, window[window.length - 2].key];
  const stored = await closedFigures(db, closed);

  const [liveStatus, liveBusiness, liveDriver, liveActive, newUsers, stats] = await Promise.all([
    db.execute(figuresOf('status', current)),
    db.execute(figuresOf('business', current)),
    db.execute(figuresOf('driver', current)),
    db.execute(activeOf(current)),
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
  const topBusinesses = rank(stored.business, rowsOf<FigureRow>(liveBusiness), 'amount');
  const topDrivers = rank(stored.driver, rowsOf<FigureRow>(liveDriver), 'orders');
  const [businessNames, driverNames] = await Promise.all([
    namesOf(
      db,
      businesses,
      topBusinesses.map((row) => row.key),
    ),
    namesOf(
      db,
      drivers,
      topDrivers.map((row) => row.key),
    ),
  ]);
  const statusRows = [...stored.status, ...rowsOf<FigureRow>(liveStatus).map((row) => ({ ...row, month: thisMonth }))];
  const series = new Map(window.map((month) => [month.key, { revenue: 0, paid: 0, orders: 0 }]));
  const statusCounts = new Map<OrderStatus, number>(ORDER_STATUSES.map((status) => [status, 0]));
  for (const row of statusRows) {
    const point = series.get(row.month);
    if (point) {
      point.orders += Number(row.orders);
      point.paid += Number(row.paid);
      point.revenue += Number(row.amount);
    }
    const status = row.key as OrderStatus;
    if (statusCounts.has(status)) statusCounts.set(status, (statusCounts.get(status) ?? 0) + Number(row.orders));
  }

  const active = new Map(stored.active);
  const [live] = rowsOf<{ users: number; drivers: number }>(liveActive);
  active.set(thisMonth, { users: Number(live?.users ?? 0), drivers: Number(live?.drivers ?? 0) });
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
    // A business or driver deleted since keeps no name: left out (its orders lost their id).
    topBusinesses: topBusinesses.flatMap((row) => {
      const name = businessNames.get(row.key);
      return name === undefined ? [] : [{ id: row.key, name, orders: row.orders, revenue: row.amount }];
    }),
    topDrivers: topDrivers.flatMap((row) => {
      const name = driverNames.get(row.key);
      return name === undefined ? [] : [{ id: row.key, name, deliveries: row.orders, earnings: row.amount }];
    }),
    metrics: {
      pendingOrders: stats.pendingOrders,
      activeDrivers: stats.activeDrivers,
      activeBusinesses: stats.activeBusinesses,
      totalBusinesses: stats.totalBusinesses,
    },
  };
}
