import type { PartnerRevenue } from '@livra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '@/test/harness';
import { getPartnerRevenue } from './revenue.service';
import { insertOrder, minutesAfter, newPartner } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const points = (series: PartnerRevenue['daily']) => series.map((point) => [point.start, point.revenue, point.orders]);

describe('revenue series', () => {
  // Monday 10 March 2025, noon in Conakry.
  const now = new Date('2025-03-10T12:00:00Z');

  it('puts Sunday 23:59 in the week before and Monday 00:00 in the new week, with one point per day, week and month', async () => {
    const { userId, businessId } = await newPartner(server);
    await insertOrder(server, businessId, { createdAt: '2025-03-09T23:59:00Z', grandTotal: 20_000 });
    await insertOrder(server, businessId, { createdAt: '2025-03-10T00:00:00Z', grandTotal: 30_000 });
    await insertOrder(server, businessId, { createdAt: '2025-03-04T08:00:00Z', grandTotal: 5_000 });
    await insertOrder(server, businessId, { createdAt: '2025-02-16T23:59:59Z', grandTotal: 7_000 }); // Sunday, 4 weeks back
    await insertOrder(server, businessId, { createdAt: '2025-01-31T23:59:00Z', grandTotal: 1_000 });
    await insertOrder(server, businessId, { createdAt: '2024-12-31T23:59:00Z', grandTotal: 99_000 }); // last year

    const revenue = await getPartnerRevenue(server.deps.db, userId, businessId, now);
    expect(points(revenue.daily)).toEqual([
      ['2025-03-04', 5_000, 1],
      ['2025-03-05', 0, 0],
      ['2025-03-06', 0, 0],
      ['2025-03-07', 0, 0],
      ['2025-03-08', 0, 0],
      ['2025-03-09', 20_000, 1],
      ['2025-03-10', 30_000, 1],
    ]);
    expect(points(revenue.weekly)).toEqual([
      ['2025-02-17', 0, 0],
      ['2025-02-24', 0, 0],
      ['2025-03-03', 25_000, 2],
      ['2025-03-10', 30_000, 1],
    ]);
    expect(points(revenue.monthly)).toEqual([
      ['2025-01-01', 1_000, 1],
      ['2025-02-01', 7_000, 1],
      ['2025-03-01', 55_000, 3],
    ]);
  });

  it('adds amounts above 32 bits exactly, in every series and in the top articles', async () => {
    const { userId, businessId } = await newPartner(server);
    const day = '2025-03-10T09:00:00Z';
    const items = [{ name: 'Groupe électrogène', price: 9_000_000, quantity: 99 }];
    await insertOrder(server, businessId, { createdAt: day, grandTotal: 3_000_000_000, items });
    await insertOrder(server, businessId, { createdAt: day, grandTotal: 2_500_000_001, items });
    const revenue = await getPartnerRevenue(server.deps.db, userId, businessId, now);
    for (const series of [revenue.daily, revenue.weekly, revenue.monthly]) {
      expect(series.at(-1)).toMatchObject({ revenue: 5_500_000_001, orders: 2 });
    }
    expect(revenue.topItems[0]).toMatchObject({ name: 'Groupe électrogène', quantity: 198, revenue: 1_782_000_000 });
  });

  it('counts only completed payments', async () => {
    const { userId, businessId } = await newPartner(server);
    const day = '2025-03-10T09:00:00Z';
    await insertOrder(server, businessId, { createdAt: day, grandTotal: 10_000, paymentStatus: 'completed' });
    for (const paymentStatus of ['pending', 'failed', 'refunded']) {
      await insertOrder(server, businessId, {
        createdAt: day,
        grandTotal: 500_000,
        paymentStatus,
        status: 'cancelled',
      });
    }
    const revenue = await getPartnerRevenue(server.deps.db, userId, businessId, now);
    expect(revenue.daily.at(-1)).toEqual({ start: '2025-03-10', revenue: 10_000, orders: 1 });
    expect(revenue.weekly.at(-1)).toEqual({ start: '2025-03-10', revenue: 10_000, orders: 1 });
    expect(revenue.monthly.at(-1)).toEqual({ start: '2025-03-01', revenue: 10_000, orders: 1 });
  });

  it('answers the partner over HTTP with this week and the month top items', async () => {
    const { cookie, businessId } = await newPartner(server);
    const today = new Date();
    const monday = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ((today.getUTCDay() + 6) % 7)),
    );
    await insertOrder(server, businessId, { createdAt: monday, grandTotal: 12_000 });
    await insertOrder(server, businessId, { createdAt: minutesAfter(monday, -1), grandTotal: 8_000 });
    // Not paid yet: no revenue, but it was sold this month.
    await insertOrder(server, businessId, {
      createdAt: today,
      paymentStatus: 'pending',
      status: 'preparing',
      items: [{ name: 'Poulet yassa', price: 12_000, quantity: 2 }],
    });

    const response = await server.request(`/partner/businesses/${businessId}/revenue`, { cookie });
    expect(response.status).toBe(200);
    const revenue: PartnerRevenue = await response.json();
    expect(revenue.daily).toHaveLength(7);
    expect(revenue.weekly).toHaveLength(4);
    expect(revenue.monthly).toHaveLength(today.getUTCMonth() + 1);
    expect(revenue.weekly.at(-1)).toMatchObject({
      start: monday.toISOString().slice(0, 10),
      revenue: 12_000,
      orders: 1,
    });
    expect(revenue.weekly.at(-2)).toMatchObject({ revenue: 8_000, orders: 1 });
    expect(revenue.topItems).toContainEqual(
      expect.objectContaining({ name: 'Poulet yassa', quantity: 2, revenue: 24_000 }),
    );
  });
});
