import { DEFAULT_AVERAGE_DELIVERY_MINUTES, MESSAGES, PARTNER_TEXTS, type PartnerStats } from '@livra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { getPartnerStats } from './stats.service';
import { errorOf, insertOrder, minutesAfter, newPartner } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

async function stats(cookie: string, businessId: string, query = ''): Promise<PartnerStats> {
  const response = await server.request(`/partner/businesses/${businessId}/stats${query}`, { cookie });
  expect(response.status).toBe(200);
  return response.json();
}

/** Monday 00:00 of the current week in Guinea (UTC+0 all year), as the server counts weeks. */
function thisMonday(now = new Date()) {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday;
}

describe('overview figures', () => {
  it('adds revenue above 32 bits exactly', async () => {
    const { cookie, businessId } = await newPartner(server);
    await insertOrder(server, businessId, { createdAt: new Date(), grandTotal: 3_000_000_000 });
    await insertOrder(server, businessId, { createdAt: new Date(), grandTotal: 2_500_000_001 });
    expect(await stats(cookie, businessId, '?period=today')).toMatchObject({ orders: 2, revenue: 5_500_000_001 });
  });

  it('counts revenue from completed payments only, and every order of the period', async () => {
    const { cookie, businessId } = await newPartner(server);
    const recent = new Date();
    await insertOrder(server, businessId, { createdAt: recent, grandTotal: 40_000, paymentStatus: 'completed' });
    await insertOrder(server, businessId, {
      createdAt: recent,
      grandTotal: 25_000,
      paymentStatus: 'completed',
      status: 'delivered',
    });
    await insertOrder(server, businessId, {
      createdAt: recent,
      grandTotal: 90_000,
      paymentStatus: 'pending',
      status: 'out_for_delivery',
    });
    await insertOrder(server, businessId, {
      createdAt: recent,
      grandTotal: 70_000,
      paymentStatus: 'failed',
      status: 'cancelled',
    });
    await insertOrder(server, businessId, {
      createdAt: recent,
      grandTotal: 30_000,
      paymentStatus: 'refunded',
      status: 'cancelled',
    });

    const today = await stats(cookie, businessId, '?period=today');
    expect(today).toMatchObject({ period: 'today', orders: 5, revenue: 65_000 });
    // A month is the default period.
    expect((await stats(cookie, businessId)).period).toBe('month');
  });

  it('counts the week from Monday 00:00: Sunday 23:59 belongs to the week before', async () => {
    const { cookie, businessId } = await newPartner(server);
    const monday = thisMonday();
    await insertOrder(server, businessId, { createdAt: monday, grandTotal: 11_000 });
    await insertOrder(server, businessId, { createdAt: minutesAfter(monday, -1), grandTotal: 22_000 });

    const week = await stats(cookie, businessId, '?period=week');
    expect(week).toMatchObject({ orders: 1, revenue: 11_000, periodStart: monday.toISOString() });
  });

  it('starts each period where the spec says, in Guinea time', async () => {
    const { userId, businessId } = await newPartner(server);
    // Wednesday 12 March 2025, 15:00 in Conakry.
    const now = new Date('2025-03-12T15:00:00Z');
    const times = [
      '2024-12-31T23:59:00Z',
      '2025-01-01T00:00:00Z',
      '2025-02-28T23:59:00Z',
      '2025-03-01T00:00:00Z',
      '2025-03-09T23:59:00Z',
      '2025-03-10T00:00:00Z',
      '2025-03-11T23:59:00Z',
      '2025-03-12T00:00:00Z',
    ];
    for (const createdAt of times) await insertOrder(server, businessId, { createdAt, grandTotal: 1000 });

    const count = async (period: 'today' | 'week' | 'month' | 'year') =>
      getPartnerStats(server.deps.db, userId, businessId, period, now);
    expect(await count('today')).toMatchObject({ orders: 1, periodStart: '2025-03-12T00:00:00.000Z' });
    expect(await count('week')).toMatchObject({ orders: 3, periodStart: '2025-03-10T00:00:00.000Z' });
    expect(await count('month')).toMatchObject({ orders: 5, periodStart: '2025-03-01T00:00:00.000Z' });
    expect(await count('year')).toMatchObject({ orders: 7, revenue: 7000, periodStart: '2025-01-01T00:00:00.000Z' });
  });

  it('counts orders waiting now (pending, confirmed, preparing) whatever their date', async () => {
    const { cookie, businessId } = await newPartner(server);
    const lastYear = new Date(Date.now() - 400 * 86_400_000);
    for (const status of ['pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled']) {
      await insertOrder(server, businessId, { createdAt: lastYear, status, paymentStatus: 'pending' });
    }
    await insertOrder(server, businessId, { createdAt: new Date(), status: 'pending', paymentStatus: 'pending' });
    expect(await stats(cookie, businessId, '?period=today')).toMatchObject({ orders: 1, pendingOrders: 4 });
  });

  it('averages delivery times of delivered orders between 0 and 180 minutes, 35 by default', async () => {
    const { cookie, businessId } = await newPartner(server);
    expect(await stats(cookie, businessId)).toMatchObject({
      averageDeliveryMinutes: DEFAULT_AVERAGE_DELIVERY_MINUTES,
      deliveriesMeasured: 0,
    });

    const start = new Date(Date.now() - 5 * 3_600_000);
    await insertOrder(server, businessId, { createdAt: start, actualDelivery: minutesAfter(start, 20) });
    await insertOrder(server, businessId, { createdAt: start, actualDelivery: minutesAfter(start, 41) });
    // Ignored: too long, negative (clock mistakes), not delivered, or no delivery time recorded.
    await insertOrder(server, businessId, { createdAt: start, actualDelivery: minutesAfter(start, 181) });
    await insertOrder(server, businessId, { createdAt: start, actualDelivery: minutesAfter(start, -5) });
    await insertOrder(server, businessId, {
      createdAt: start,
      status: 'cancelled',
      actualDelivery: minutesAfter(start, 100),
    });
    await insertOrder(server, businessId, { createdAt: start, actualDelivery: null });

    expect(await stats(cookie, businessId, '?period=year')).toMatchObject({
      averageDeliveryMinutes: 31,
      deliveriesMeasured: 2,
    });
  });

  it('shows the rating to one decimal and the 10 newest orders with the customer name or Client inconnu', async () => {
    const { cookie, businessId } = await newPartner(server);
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 11; i++) {
      await insertOrder(server, businessId, {
        createdAt: new Date(base + i * 60_000),
        status: 'confirmed',
        paymentStatus: 'pending',
        grandTotal: 1000 + i,
      });
    }
    const { user: customer } = await (
      await server.request('/auth/session', { cookie: await server.signIn(DEMO.customer) })
    ).json();
    await insertOrder(server, businessId, {
      createdAt: new Date(),
      status: 'preparing',
      paymentStatus: 'pending',
      grandTotal: 99_000,
      userId: customer.id,
    });

    const result = await stats(cookie, businessId);
    expect(result).toMatchObject({ averageRating: 4.3, reviewCount: 19 });
    expect(result.recentOrders).toHaveLength(10);
    expect(result.recentOrders[0]).toMatchObject({
      customerName: customer.name,
      grandTotal: 99_000,
      status: 'preparing',
      statusLabel: 'En préparation',
    });
    expect(result.recentOrders[1]).toMatchObject({
      customerName: MESSAGES.unknownCustomer,
      grandTotal: 1010,
      statusLabel: 'Confirmée',
    });
    expect(result.recentOrders.map((order) => order.grandTotal)).not.toContain(1000);
  });

  it('ranks top items by quantity with their share of all items sold, leaving cancelled orders out', async () => {
    const { cookie, businessId } = await newPartner(server);
    const now = new Date();
    await insertOrder(server, businessId, {
      createdAt: now,
      items: [
        { name: 'Riz gras', price: 30_000, quantity: 3 },
        { name: 'Alloco', price: 10_000, quantity: 1 },
      ],
    });
    await insertOrder(server, businessId, {
      createdAt: now,
      paymentStatus: 'pending',
      status: 'preparing',
      items: [
        { name: 'Riz gras', price: 30_000, quantity: 3 },
        { name: 'Jus de bissap', price: 5000, quantity: 3 },
      ],
    });
    await insertOrder(server, businessId, {
      createdAt: now,
      status: 'cancelled',
      paymentStatus: 'pending',
      items: [{ name: 'Alloco', price: 10_000, quantity: 50 }],
    });

    const { topItems } = await stats(cookie, businessId, '?period=today');
    expect(topItems).toEqual([
      { name: 'Riz gras', quantity: 6, revenue: 180_000, share: 60 },
      { name: 'Jus de bissap', quantity: 3, revenue: 15_000, share: 30 },
      { name: 'Alloco', quantity: 1, revenue: 10_000, share: 10 },
    ]);
  });

  it('refuses an unknown period with a French message', async () => {
    const { cookie, businessId } = await newPartner(server);
    const response = await server.request(`/partner/businesses/${businessId}/stats?period=decade`, { cookie });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(PARTNER_TEXTS.invalidPeriod);
  });

  it('gives the demo partner real figures from the seeded orders', async () => {
    const cookie = await server.signIn(DEMO.partner);
    const { businesses } = await (await server.request('/partner/businesses', { cookie })).json();
    const maquis = businesses.find((b: { name: string }) => b.name === 'Le Maquis de Kaloum');
    const year = await stats(cookie, maquis.id, '?period=year');
    expect(year.orders).toBeGreaterThan(0);
    expect(year.revenue).toBeGreaterThan(0);
    expect(year.topItems.length).toBeGreaterThan(0);
  });
});
