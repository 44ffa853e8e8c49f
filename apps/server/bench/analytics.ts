import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/db/seed/index';
import type { Row } from './report';

/**
 * The analytics scenario: a long order history written by PostgreSQL itself (generate_series,
 * a few seconds for a million rows), then the admin analytics page's one request timed alone,
 * one after the other, as an admin opens or refreshes the page. Aim: under 200 ms per load.
 */
export const ANALYTICS_AIM_MS = 200;
const HISTORY_DAYS = 3 * 365;

export interface OrderHistory {
  orders: number;
  customers: number;
  drivers: number;
}

/**
 * `count` orders spread evenly over the last three years (about 900 a day at a million), from
 * `customers` customer accounts (their sign-ups spread over the same years) to every listed
 * business, delivered by `drivers` approved drivers. Older than two days, an order is finished:
 * 93 % delivered and paid, 7 % cancelled; the last two days hold every status.
 */
export async function seedOrderHistory(db: Db, count: number, now: Date, customers = 20_000, drivers = 300) {
  const at = now.toISOString();
  await db.execute(sql`
    INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
    SELECT md5('bench-history-customer:' || g)::uuid, 'Client Historique ' || g, 'historique.' || g || '@livra.gn', true,
           ${at}::timestamptz - (g::float8 / ${customers}) * interval '${sql.raw(String(HISTORY_DAYS))} days',
           ${at}::timestamptz
    FROM generate_series(1, ${customers}) g`);
  await db.execute(sql`
    INSERT INTO user_profiles (id, name, email, role_id, is_verified, created_at, updated_at)
    SELECT id, name, email, 1, true, created_at, updated_at FROM users WHERE email LIKE 'historique.%@livra.gn'`);
  await db.execute(sql`
    INSERT INTO drivers (name, email, phone, request_status, is_active, created_at)
    SELECT 'Livreur Historique ' || g, 'livreur.historique.' || g || '@livra.gn', '+224 66' || lpad(g::text, 7, '0'),
           'approved', true, ${at}::timestamptz - interval '${sql.raw(String(HISTORY_DAYS))} days'
    FROM generate_series(1, ${drivers}) g`);

  const batch = 100_000;
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await db.execute(sql`
      WITH b AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names FROM businesses
                 WHERE request_status IS NULL OR request_status = 'approved'),
           u AS (SELECT array_agg(id ORDER BY id) AS ids FROM user_profiles WHERE email LIKE 'historique.%@livra.gn'),
           d AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names FROM drivers
                 WHERE email LIKE 'livreur.historique.%@livra.gn')
      INSERT INTO orders (order_number, user_id, business_id, business_name, status, total, delivery_fee, tax,
                          grand_total, payment_status, payment_method, driver_id, driver_name, created_at, updated_at)
      SELECT 'HIST-' || g, u.ids[(1 + (g * 7919) % cardinality(u.ids))::int],
             b.ids[1 + k.business], b.names[1 + k.business], s.status, t.total, 15000, round(t.total * 0.18),
             t.total + 15000 + round(t.total * 0.18),
             CASE WHEN s.status = 'delivered' THEN 'completed' ELSE 'pending' END, 'cash',
             CASE WHEN s.status IN ('delivered', 'picked_up', 'out_for_delivery') THEN d.ids[1 + k.driver] END,
             CASE WHEN s.status IN ('delivered', 'picked_up', 'out_for_delivery') THEN d.names[1 + k.driver] END,
             c.at, c.at
      FROM generate_series(${from}::bigint, ${to}::bigint) g CROSS JOIN b CROSS JOIN u CROSS JOIN d
      CROSS JOIN LATERAL (SELECT ${at}::timestamptz - ((${count} - g)::float8 / ${count}) * interval '${sql.raw(String(HISTORY_DAYS))} days' AS at) c
      CROSS JOIN LATERAL (SELECT ((g * 104729) % cardinality(b.ids))::int AS business,
                                 ((g * 31) % cardinality(d.ids))::int AS driver) k
      CROSS JOIN LATERAL (SELECT (10 + (g * 37) % 190) * 1000 AS total) t
      CROSS JOIN LATERAL (SELECT CASE
        WHEN c.at > ${at}::timestamptz - interval '2 days'
          THEN (ARRAY['pending', 'confirmed', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'cancelled'])[(1 + g % 7)::int]
        WHEN g % 100 < 7 THEN 'cancelled' ELSE 'delivered' END AS status) s`);
  }
  // As autovacuum keeps a production database: statistics for the planner, and the visibility
  // map that lets an index-only scan skip the table.
  await db.execute(sql`VACUUM ANALYZE orders`);
  await db.execute(sql`VACUUM ANALYZE users`);
  await db.execute(sql`VACUUM ANALYZE user_profiles`);
  await db.execute(sql`VACUUM ANALYZE drivers`);
  return { orders: count, customers, drivers } satisfies OrderHistory;
}

async function signInAdmin(appUrl: string): Promise<string> {
  const admin = DEMO_ACCOUNTS.admin;
  const response = await fetch(`${appUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`Connexion admin impossible : ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * `GET /api/admin/analytics`: first the very first load of 12 months (the rollup is empty: its
 * 11 closed months are computed from the orders), then each window `loads` times one after the
 * other (after 3 unmeasured), as an admin opens or refreshes the page.
 */
export async function measureAnalytics(appUrl: string, history: OrderHistory, loads = 30): Promise<Row[]> {
  const cookie = await signInAdmin(appUrl);
  const load = async (months: number) => {
    const started = performance.now();
    const response = await fetch(`${appUrl}/api/admin/analytics?months=${months}`, {
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    await response.arrayBuffer();
    return { ms: performance.now() - started, ok: response.status === 200 };
  };
  const orders = history.orders.toLocaleString('fr-FR');
  const row = (note: string, times: number[], failures: number): Row => {
    times.sort((a, b) => a - b);
    const total = times.reduce((sum, time) => sum + time, 0);
    return {
      endpoint: 'GET /api/admin/analytics',
      note: `${note}, ${orders} commandes (objectif < ${ANALYTICS_AIM_MS} ms)`,
      requests: times.length,
      rps: (times.length * 1000) / total,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      failures,
      aims: { p99: false, ratio: false },
    };
  };
  const first = await load(12);
  const rows = [row('12 mois, 1re ouverture (rollup vide : 11 mois calculés)', [first.ms], first.ok ? 0 : 1)];
  for (const months of [6, 12, 3]) {
    const times: number[] = [];
    let failures = 0;
    for (let i = 0; i < loads + 3; i++) {
      const { ms, ok } = await load(months);
      if (!ok) failures++;
      if (i >= 3) times.push(ms);
    }
    rows.push(row(`${months} mois, ${loads} chargements à la suite`, times, failures));
  }
  return rows;
}
