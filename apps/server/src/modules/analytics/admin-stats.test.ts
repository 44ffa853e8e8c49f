import { randomUUID } from 'node:crypto';
import {
  ADMIN_LATEST_ORDERS_LIMIT,
  type AdminLatestOrder,
  type AdminQuickSearch,
  type AdminStats,
  MESSAGES,
  PERIODS,
  type Period,
} from '@livra/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, drivers, orders, userProfiles, users } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { adminStats } from './admin-stats.service';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn(DEMO.admin);
});
afterAll(() => server?.close());

async function get<T>(path: string): Promise<T> {
  const response = await server.request(path, { cookie: admin });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function errorOf(path: string) {
  const response = await server.request(path, { cookie: admin });
  return { status: response.status, error: ((await response.json()) as { error: string }).error };
}

describe('the admin statistics of a period', () => {
  // A Wednesday in Guinea (UTC, no daylight saving), after every seeded date.
  const now = new Date('2031-03-12T10:00:00Z');
  const at = (iso: string) => new Date(iso);

  async function addUser(createdAt: string) {
    const id = randomUUID();
    const email = `${id}@exemple.gn`;
    await server.deps.db.insert(users).values({ id, name: 'Nouveau', email, createdAt: at(createdAt) });
    await server.deps.db.insert(userProfiles).values({ id, name: 'Nouveau', email, createdAt: at(createdAt) });
  }

  let orderCount = 0;
  async function addOrder(createdAt: string, grandTotal: number, paymentStatus: string, status: string) {
    await server.deps.db.insert(orders).values({
      orderNumber: `TEST-${++orderCount}-${Date.now()}`,
      businessName: 'Commerce de test',
      total: grandTotal,
      grandTotal,
      paymentStatus,
      status,
      createdAt: at(createdAt),
    });
  }

  it('counts orders and completed payments from the period start, totals whole, and what waits now', async () => {
    const before = Object.fromEntries(
      await Promise.all(PERIODS.map(async (period) => [period, await adminStats(server.deps.db, period, now)])),
    ) as Record<Period, AdminStats>;
    expect(before.year).toMatchObject({ totalOrders: 0, totalRevenue: 0, newUsers: 0, newBusinesses: 0 });

    await addOrder('2031-03-12T08:00:00Z', 100_000, 'completed', 'delivered'); // today
    await addOrder('2031-03-11T23:59:59Z', 50_000, 'completed', 'pending'); // yesterday, this week
    await addOrder('2031-03-10T00:00:00Z', 30_000, 'pending', 'preparing'); // Monday midnight
    await addOrder('2031-03-02T12:00:00Z', 20_000, 'completed', 'confirmed'); // this month
    await addOrder('2031-01-15T12:00:00Z', 7_000, 'completed', 'delivered'); // this year
    await addOrder('2030-12-31T23:59:59Z', 1_000, 'completed', 'delivered'); // last year

    await addUser('2031-03-12T00:00:00Z'); // today, from midnight
    await addUser('2031-03-09T23:59:59Z'); // Sunday: last week, this month
    await addUser('2031-02-28T12:00:00Z'); // this year

    await server.deps.db.insert(businesses).values([
      { name: 'Boutique ouverte', isActive: true, createdAt: at('2031-03-10T05:00:00Z') },
      { name: 'Boutique fermée', isActive: false, createdAt: at('2031-01-02T05:00:00Z') },
      { name: 'Demande en attente', isActive: false, requestStatus: 'pending', createdAt: at('2031-03-12T05:00:00Z') },
      { name: 'Demande refusée', isActive: false, requestStatus: 'rejected', createdAt: at('2031-03-12T05:00:00Z') },
    ]);
    await server.deps.db.insert(drivers).values([
      {
        name: 'Livreur du jour',
        email: 'jour@exemple.gn',
        phone: '+224 600 00 00 01',
        requestStatus: 'approved',
        createdAt: at('2031-03-12T01:00:00Z'),
      },
      {
        name: 'Livreur inactif',
        email: 'inactif@exemple.gn',
        phone: '+224 600 00 00 02',
        requestStatus: 'approved',
        isActive: false,
        createdAt: at('2030-06-01T01:00:00Z'),
      },
      {
        name: 'Candidat',
        email: 'candidat@exemple.gn',
        phone: '+224 600 00 00 03',
        requestStatus: 'pending',
        createdAt: at('2031-03-12T02:00:00Z'),
      },
    ]);

    const expected: Record<Period, Partial<AdminStats>> = {
      today: { totalOrders: 1, totalRevenue: 100_000, newUsers: 1, newBusinesses: 0, newDrivers: 1 },
      week: { totalOrders: 3, totalRevenue: 150_000, newUsers: 1, newBusinesses: 1, newDrivers: 1 },
      month: { totalOrders: 4, totalRevenue: 170_000, newUsers: 2, newBusinesses: 1, newDrivers: 1 },
      year: { totalOrders: 5, totalRevenue: 177_000, newUsers: 3, newBusinesses: 2, newDrivers: 1 },
    };
    for (const period of PERIODS) {
      const stats = await adminStats(server.deps.db, period, now);
      expect(stats, period).toMatchObject({ period, ...expected[period] });
      const was = before[period];
      expect(stats, period).toMatchObject({
        totalUsers: was.totalUsers + 3,
        totalBusinesses: was.totalBusinesses + 2,
        activeBusinesses: was.activeBusinesses + 1,
        totalDrivers: was.totalDrivers + 2,
        activeDrivers: was.activeDrivers + 1,
        // pending, confirmed and preparing, whenever placed
        pendingOrders: was.pendingOrders + 3,
        pendingRequests: {
          partners: was.pendingRequests.partners + 1,
          drivers: was.pendingRequests.drivers + 1,
          total: was.pendingRequests.total + 2,
        },
      });
    }
    expect((await adminStats(server.deps.db, 'week', now)).periodStart).toBe('2031-03-10T00:00:00.000Z');
    expect((await adminStats(server.deps.db, 'today', now)).periodStart).toBe('2031-03-12T00:00:00.000Z');
    expect((await adminStats(server.deps.db, 'year', now)).periodStart).toBe('2031-01-01T00:00:00.000Z');
  });

  it('answers over HTTP for the month by default, and refuses an unknown period', async () => {
    const stats = await get<AdminStats>('/admin/home/stats');
    expect(stats.period).toBe('month');
    const start = new Date(stats.periodStart);
    expect(start.getUTCDate()).toBe(1);
    expect(start.getUTCHours()).toBe(0);
    expect(stats.totalUsers).toBeGreaterThan(0);
    expect(stats.pendingRequests.total).toBe(stats.pendingRequests.partners + stats.pendingRequests.drivers);
    expect(await errorOf('/admin/home/stats?period=decade')).toEqual({
      status: 400,
      error: 'Période invalide (today, week, month, year)',
    });
  });

  it('is for admins only', async () => {
    const partner = await server.signIn(DEMO.partner);
    expect((await server.request('/admin/home/stats', { cookie: partner })).status).toBe(403);
    expect((await server.request('/admin/home/search?q=a')).status).toBe(401);
  });
});

describe('the quick search', () => {
  it('finds businesses by name or address from one character, accents aside', async () => {
    const found = await get<AdminQuickSearch>('/admin/home/search?q=maquis%20de%20kaloum');
    expect(found.businesses.map((business) => business.name)).toContain('Le Maquis de Kaloum');
    const oneLetter = await get<AdminQuickSearch>('/admin/home/search?q=k');
    expect(oneLetter.businesses.length).toBeGreaterThan(0);
    expect(oneLetter.businesses.length).toBeLessThanOrEqual(5);
    expect(oneLetter.users.length).toBeLessThanOrEqual(5);
    expect(oneLetter.drivers.length).toBeLessThanOrEqual(5);
  });

  it('finds users by e-mail and drivers by name or phone, never pending applications', async () => {
    const byEmail = await get<AdminQuickSearch>('/admin/home/search?q=admin%40livra');
    expect(byEmail.users).toEqual([expect.objectContaining({ email: DEMO.admin, role: 'admin' })]);

    const [driver] = await server.deps.db
      .select()
      .from(drivers)
      .where(eq(drivers.requestStatus, 'approved'))
      .orderBy(desc(drivers.createdAt))
      .limit(1);
    const digits = driver.phone.replace(/\D/g, '').slice(-6);
    const byPhone = await get<AdminQuickSearch>(`/admin/home/search?q=${digits}`);
    expect(byPhone.drivers.map((row) => row.id)).toContain(driver.id);

    const [application] = await server.deps.db
      .select()
      .from(businesses)
      .where(eq(businesses.requestStatus, 'pending'))
      .limit(1);
    const search = await get<AdminQuickSearch>(`/admin/home/search?q=${encodeURIComponent(application.name)}`);
    expect(search.businesses.map((row) => row.id)).not.toContain(application.id);
  });

  it('refuses an empty search', async () => {
    expect(await errorOf('/admin/home/search?q=%20%20')).toEqual({ status: 400, error: MESSAGES.quickSearchEmpty });
  });
});

describe('the latest orders', () => {
  it('lists the newest orders of the platform, and those of one status', async () => {
    const { orders: latest } = await get<{ orders: AdminLatestOrder[] }>('/admin/home/latest-orders');
    expect(latest).toHaveLength(ADMIN_LATEST_ORDERS_LIMIT);
    const times = latest.map((order) => order.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const { orders: delivered } = await get<{ orders: AdminLatestOrder[] }>(
      '/admin/home/latest-orders?status=delivered',
    );
    expect(delivered.length).toBeGreaterThan(0);
    expect(delivered.every((order) => order.status === 'delivered')).toBe(true);
    expect(await get('/admin/home/latest-orders?status=all')).toEqual({ orders: latest });
    expect(await errorOf('/admin/home/latest-orders?status=lost')).toEqual({
      status: 400,
      error: MESSAGES.orderStatusInvalid,
    });
  });
});
