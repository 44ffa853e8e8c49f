import { randomUUID } from 'node:crypto';
import { type AdminAnalytics, deletedUserEmail, MESSAGES } from '@livra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { analyticsMonths, businesses, drivers, orders, userProfiles, users } from '@/db/schema/index';
import { manualClock } from '@/lib/clock';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { adminStats } from './admin-stats.service';

// Every test moves the clock years after the seeded data: only the orders written here count.
const clock = manualClock(new Date('2031-03-12T10:00:00Z'));
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer({}, { clock });
  admin = await server.signIn(DEMO.admin);
});
afterAll(() => server?.close());

async function analytics(months?: number): Promise<AdminAnalytics> {
  const response = await server.request(`/admin/analytics${months ? `?months=${months}` : ''}`, { cookie: admin });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminAnalytics;
}

async function addUser(name: string, createdAt: string, deleted = false) {
  const id = randomUUID();
  const email = deleted ? deletedUserEmail(id) : `${id}@exemple.gn`;
  await server.deps.db.insert(users).values({ id, name, email, createdAt: new Date(createdAt) });
  await server.deps.db.insert(userProfiles).values({ id, name, email, createdAt: new Date(createdAt) });
  return id;
}

async function addBusiness(name: string) {
  const [row] = await server.deps.db.insert(businesses).values({ name }).returning({ id: businesses.id });
  return row.id;
}

async function addDriver(name: string) {
  const n = Math.floor(Math.random() * 1e7);
  const [row] = await server.deps.db
    .insert(drivers)
    .values({ name, email: `${n}@exemple.gn`, phone: `+224 61${n}`, requestStatus: 'approved' })
    .returning({ id: drivers.id });
  return row.id;
}

let orderCount = 0;
async function addOrder(
  createdAt: string,
  grandTotal: number,
  at: { businessId: string; userId?: string; driverId?: string; status?: string; paid?: boolean },
) {
  const status = at.status ?? 'delivered';
  await server.deps.db.insert(orders).values({
    orderNumber: `ANALYTICS-${++orderCount}`,
    businessId: at.businessId,
    businessName: 'Commerce',
    userId: at.userId,
    driverId: at.driverId,
    total: grandTotal,
    deliveryFee: 15_000,
    grandTotal,
    status,
    paymentStatus: (at.paid ?? status === 'delivered') ? 'completed' : 'pending',
    createdAt: new Date(createdAt),
  });
}

describe('the admin analytics', () => {
  let alpha: string;
  let beta: string;
  let amadou: string;
  let binta: string;

  beforeAll(async () => {
    alpha = await addBusiness('Analytique Alpha');
    beta = await addBusiness('Analytique Bêta');
    amadou = await addDriver('Amadou Livreur');
    binta = await addDriver('Binta Livreuse');
    const fatou = await addUser('Fatou', '2031-03-05T08:00:00Z');
    const ibrahima = await addUser('Ibrahima', '2031-01-20T08:00:00Z');
    const kadiatou = await addUser('Kadiatou', '2030-09-15T08:00:00Z');
    await addUser('Supprimé', '2031-02-10T08:00:00Z', true);

    // March 2031, this month: 4 orders, 2 of them paid (150 000).
    await addOrder('2031-03-01T00:00:00Z', 100_000, { businessId: alpha, userId: fatou, driverId: amadou });
    await addOrder('2031-03-10T12:00:00Z', 50_000, { businessId: alpha, userId: fatou, driverId: amadou });
    await addOrder('2031-03-11T12:00:00Z', 30_000, { businessId: beta, userId: ibrahima, status: 'pending' });
    await addOrder('2031-03-12T09:00:00Z', 20_000, { businessId: beta, userId: ibrahima, status: 'cancelled' });
    // February: 2 orders, both paid (100 000).
    await addOrder('2031-02-28T23:59:59Z', 60_000, { businessId: alpha, userId: fatou, driverId: binta });
    await addOrder('2031-02-01T00:00:00Z', 40_000, { businessId: beta, userId: kadiatou, driverId: amadou });
    // December; then one just before the six months, one in the next month (not yet).
    await addOrder('2030-12-15T12:00:00Z', 10_000, { businessId: alpha, userId: kadiatou, driverId: binta });
    await addOrder('2030-09-30T23:59:59Z', 999_000, { businessId: alpha, userId: kadiatou, driverId: binta });
    await addOrder('2031-04-01T00:00:00Z', 777_000, { businessId: beta, userId: kadiatou, driverId: binta });
  });

  it('computes the four cards and their change against last month', async () => {
    const result = await analytics();
    expect(result.months).toBe(6);
    expect(result.periodStart).toBe('2030-10-01T00:00:00.000Z');
    expect(result.summary).toEqual({
      revenue: { total: 260_000, thisMonth: 150_000, lastMonth: 100_000, growth: 50 },
      // 4 orders this month against 2: +100 %.
      orders: { total: 7, thisMonth: 4, lastMonth: 2, growth: 100 },
      // Distinct people do not add up across months: the current month's.
      activeUsers: { total: 2, thisMonth: 2, lastMonth: 2, growth: 0 },
      activeDrivers: { total: 1, thisMonth: 1, lastMonth: 2, growth: -50 },
    });
  });

  it('gives one point per month of the window, empty months at zero', async () => {
    const result = await analytics(6);
    const months = ['2030-10', '2030-11', '2030-12', '2031-01', '2031-02', '2031-03'];
    expect(result.revenueByMonth).toEqual([
      { month: months[0], revenue: 0, orders: 0 },
      { month: months[1], revenue: 0, orders: 0 },
      { month: months[2], revenue: 10_000, orders: 1 },
      { month: months[3], revenue: 0, orders: 0 },
      { month: months[4], revenue: 100_000, orders: 2 },
      { month: months[5], revenue: 150_000, orders: 2 },
    ]);
    expect(result.orderGrowth).toEqual(months.map((month, i) => ({ month, count: [0, 0, 1, 0, 2, 4][i] })));
    // The deleted account is no longer a user; September is out of the window.
    expect(result.userGrowth).toEqual(months.map((month, i) => ({ month, count: [0, 0, 0, 1, 0, 1][i] })));
  });

  it('counts the orders of the window by status, every status listed with its French name', async () => {
    const { ordersByStatus } = await analytics();
    expect(ordersByStatus).toHaveLength(8);
    expect(ordersByStatus.filter((entry) => entry.count > 0)).toEqual([
      { status: 'pending', name: 'En attente', count: 1 },
      { status: 'delivered', name: 'Livrée', count: 5 },
      { status: 'cancelled', name: 'Annulée', count: 1 },
    ]);
  });

  it('ranks businesses by revenue and drivers by deliveries, with the stats block of the home', async () => {
    const result = await analytics();
    expect(result.topBusinesses).toEqual([
      { id: alpha, name: 'Analytique Alpha', orders: 4, revenue: 220_000 },
      { id: beta, name: 'Analytique Bêta', orders: 3, revenue: 40_000 },
    ]);
    expect(result.topDrivers).toEqual([
      { id: amadou, name: 'Amadou Livreur', deliveries: 3, earnings: 45_000 },
      { id: binta, name: 'Binta Livreuse', deliveries: 2, earnings: 30_000 },
    ]);
    const stats = await adminStats(server.deps.db, 'month', clock());
    expect(result.metrics).toEqual({
      pendingOrders: stats.pendingOrders,
      activeDrivers: stats.activeDrivers,
      activeBusinesses: stats.activeBusinesses,
      totalBusinesses: stats.totalBusinesses,
    });
  });

  it('keeps the closed months in the rollup, and counts an old order again when it changes', async () => {
    await analytics();
    const stored = await server.deps.db.select().from(analyticsMonths).orderBy(analyticsMonths.month);
    expect(stored.map((row) => [row.month, row.dirty])).toEqual(
      ['2030-10-01', '2030-11-01', '2030-12-01', '2031-01-01', '2031-02-01'].map((month) => [month, false]),
    );
    // A February order is cancelled after the fact; a March one is paid: both show at once.
    await server.deps.db
      .update(orders)
      .set({ status: 'cancelled', paymentStatus: 'pending' })
      .where(eq(orders.grandTotal, 40_000));
    expect(
      (await server.deps.db.select().from(analyticsMonths).where(eq(analyticsMonths.month, '2031-02-01')))[0].dirty,
    ).toBe(true);
    const result = await analytics();
    expect(result.summary.revenue).toEqual({ total: 220_000, thisMonth: 150_000, lastMonth: 60_000, growth: 150 });
    expect(result.topDrivers).toContainEqual({ id: amadou, name: 'Amadou Livreur', deliveries: 2, earnings: 30_000 });
    await server.deps.db
      .update(orders)
      .set({ status: 'delivered', paymentStatus: 'completed' })
      .where(eq(orders.grandTotal, 40_000));
    expect((await analytics()).summary.revenue.lastMonth).toBe(100_000);
  });

  it('widens to 12 months, and refuses a window it does not offer', async () => {
    const year = await analytics(12);
    expect(year.revenueByMonth).toHaveLength(12);
    expect(year.revenueByMonth[0]).toEqual({ month: '2030-04', revenue: 0, orders: 0 });
    expect(year.summary.revenue.total).toBe(1_259_000);
    expect((await analytics(3)).summary.orders).toEqual({ total: 6, thisMonth: 4, lastMonth: 2, growth: 100 });
    const refused = await server.request('/admin/analytics?months=5', { cookie: admin });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe(MESSAGES.analyticsMonthsInvalid);
  });

  it('has no base to compare with after an empty month, and nothing to compare in an empty one', async () => {
    clock.set(new Date('2032-06-15T10:00:00Z'));
    const shops = await Promise.all(Array.from({ length: 12 }, (_, i) => addBusiness(`Classement ${i + 1}`)));
    for (const [i, businessId] of shops.entries())
      await addOrder(`2032-06-0${1 + (i % 9)}T10:00:00Z`, (i + 1) * 1_000, { businessId });
    const june = await analytics();
    expect(june.summary.orders).toEqual({ total: 12, thisMonth: 12, lastMonth: 0, growth: null });
    // The data keeps 10, the best first.
    expect(june.topBusinesses.map((row) => row.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Classement ${12 - i}`),
    );

    clock.set(new Date('2034-01-15T10:00:00Z'));
    const empty = await analytics();
    expect(empty.summary.revenue).toEqual({ total: 0, thisMonth: 0, lastMonth: 0, growth: 0 });
    expect(empty.topBusinesses).toEqual([]);
    expect(empty.revenueByMonth.map((point) => point.month)).toEqual([
      '2033-08',
      '2033-09',
      '2033-10',
      '2033-11',
      '2033-12',
      '2034-01',
    ]);
  });

  it('is for admins only', async () => {
    const partner = await server.signIn(DEMO.partner);
    expect((await server.request('/admin/analytics', { cookie: partner })).status).toBe(403);
    expect((await server.request('/admin/analytics')).status).toBe(401);
  });
});
