import { MESSAGES, type CustomerOrderSummary, type OrderDetail, type OrderListResponse } from '@livra/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, reviews } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { addToCart, customerWithOrder, errorOf, FATOU, menuItem, newCustomer, placeOrder } from './orders.fixtures';

let server: TestServer;
let adminCookie: string;
beforeAll(async () => {
  server = await createTestServer();
  adminCookie = await server.signIn(DEMO.admin);
});
afterAll(() => server?.close());

const setStatus = (orderId: string, status: string) =>
  server.request(`/admin/orders/${orderId}/status`, { cookie: adminCookie, json: { status } });
const orderOf = async (response: Response) => ((await response.json()) as { order: OrderDetail }).order;

describe('my orders', () => {
  it('lists my orders newest first, page by page', async () => {
    const customer = await newCustomer(server);
    const alloco = await menuItem(server, FATOU, 'Alloco œuf');
    const numbers: string[] = [];
    for (let n = 1; n <= 3; n++) {
      await addToCart(server, customer.cookie, alloco.id, { quantity: n });
      numbers.push(
        (await orderOf(await placeOrder(server, customer.cookie, `list-${n}`, { deliveryMethod: 'pickup' })))
          .orderNumber,
      );
    }
    const page1 = (await (
      await server.request('/orders?pageSize=2', { cookie: customer.cookie })
    ).json()) as OrderListResponse;
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.items.map((item) => item.orderNumber)).toEqual([numbers[2], numbers[1]]);
    expect(page1.items[0]).toMatchObject({
      businessName: FATOU,
      status: 'pending',
      itemCount: 3,
      deliveryMethod: 'pickup',
    });
    const page2 = (await (
      await server.request('/orders?pageSize=2&page=2', { cookie: customer.cookie })
    ).json()) as OrderListResponse;
    expect(page2.items.map((item) => item.orderNumber)).toEqual([numbers[0]]);
    expect((await server.request('/orders?pageSize=500', { cookie: customer.cookie })).status).toBe(400);
  });

  it("hides other customers' orders: 404 'Commande non trouvée' to read, cancel or review", async () => {
    const { order } = await customerWithOrder(server);
    const stranger = await newCustomer(server);
    const attempts = [
      server.request(`/orders/${order.id}`, { cookie: stranger.cookie }),
      server.request(`/orders/${order.id}/cancel`, { cookie: stranger.cookie, json: {} }),
      server.request(`/orders/${order.id}/review`, { cookie: stranger.cookie, json: { rating: 1 } }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toBe(MESSAGES.orderNotFound);
    }
    const list = (await (await server.request('/orders', { cookie: stranger.cookie })).json()) as OrderListResponse;
    expect(list.items).toEqual([]);
    expect((await server.request('/orders/pas-un-id', { cookie: stranger.cookie })).status).toBe(400);
  });
});

describe('cancelling', () => {
  it('cancels my pending order with my reason, once', async () => {
    const { order, cookie } = await customerWithOrder(server);
    const response = await server.request(`/orders/${order.id}/cancel`, {
      cookie,
      json: { reason: 'Je me suis trompé' },
    });
    expect(response.status).toBe(200);
    const cancelled = await orderOf(response);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationReason: 'Je me suis trompé', canCancel: false });
    expect(cancelled.timeline.at(-1)).toMatchObject({ status: 'cancelled', previousStatus: 'pending' });
    const again = await server.request(`/orders/${order.id}/cancel`, { cookie, json: {} });
    expect(again.status).toBe(409);
  });

  it('cancels a confirmed order, even without a body, but not one being prepared', async () => {
    const first = await customerWithOrder(server);
    await setStatus(first.order.id, 'confirmed');
    const noBody = await server.request(`/orders/${first.order.id}/cancel`, { cookie: first.cookie, method: 'POST' });
    expect(noBody.status).toBe(200);
    expect((await orderOf(noBody)).status).toBe('cancelled');

    const second = await customerWithOrder(server);
    await setStatus(second.order.id, 'preparing');
    const late = await server.request(`/orders/${second.order.id}/cancel`, { cookie: second.cookie, json: {} });
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toBe(MESSAGES.orderNotCancellable);
    const still = await orderOf(await server.request(`/orders/${second.order.id}`, { cookie: second.cookie }));
    expect(still).toMatchObject({ status: 'preparing', canCancel: false });
  });
});

describe('reviews', () => {
  it('accepts one review once delivered and recomputes the business rating and count', async () => {
    const { order, cookie, riz } = await customerWithOrder(server);
    const early = await server.request(`/orders/${order.id}/review`, { cookie, json: { rating: 5 } });
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toBe(MESSAGES.reviewNotYet);

    await setStatus(order.id, 'delivered');
    for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 4.5 }, {}, { rating: 4, review: 'x'.repeat(1001) }]) {
      expect(
        (await server.request(`/orders/${order.id}/review`, { cookie, json: body })).status,
        JSON.stringify(body).slice(0, 40),
      ).toBe(400);
    }
    const response = await server.request(`/orders/${order.id}/review`, {
      cookie,
      json: { rating: 2, review: 'Plat arrivé froid.' },
    });
    expect(response.status).toBe(201);
    const reviewed = await orderOf(response);
    expect(reviewed).toMatchObject({ review: { rating: 2, review: 'Plat arrivé froid.' }, canReview: false });

    const all = await server.deps.db
      .select({ rating: reviews.rating })
      .from(reviews)
      .where(eq(reviews.businessId, riz.businessId));
    const average = Math.round((all.reduce((sum, row) => sum + row.rating, 0) / all.length) * 10) / 10;
    const [business] = await server.deps.db.select().from(businesses).where(eq(businesses.id, riz.businessId));
    expect(business.reviewCount).toBe(all.length);
    expect(business.rating).toBeCloseTo(average, 5);

    const twice = await server.request(`/orders/${order.id}/review`, { cookie, json: { rating: 5 } });
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toBe(MESSAGES.reviewAlreadyGiven);
  });
});

describe('customer overview', () => {
  it('counts orders, sums what delivered orders cost, ranks favourite businesses and lists 5 recent orders', async () => {
    const customer = await newCustomer(server);
    const places: [string, string][] = [
      ['Le Maquis de Kaloum', 'Alloco'],
      ['Le Maquis de Kaloum', 'Attiéké'],
      ['Le Maquis de Kaloum', 'Riz blanc'],
      [FATOU, 'Dègué'],
      [FATOU, 'Salade de fruits'],
      ['Le Maquis de Kaloum', 'Alloco'],
    ];
    const placed: OrderDetail[] = [];
    for (const [index, [business, item]] of places.entries()) {
      await addToCart(server, customer.cookie, (await menuItem(server, business, item)).id);
      placed.push(
        await orderOf(await placeOrder(server, customer.cookie, `summary-${index}`, { deliveryMethod: 'pickup' })),
      );
    }
    await setStatus(placed[0].id, 'delivered');
    await setStatus(placed[3].id, 'delivered');
    await setStatus(placed[5].id, 'cancelled');

    const summary = (await (
      await server.request('/orders/summary', { cookie: customer.cookie })
    ).json()) as CustomerOrderSummary;
    expect(summary.orderCount).toBe(6);
    expect(summary.activeOrderCount).toBe(3);
    expect(summary.amountSpent).toBe(placed[0].grandTotal + placed[3].grandTotal);
    expect(summary.favoriteRestaurants.map((entry) => [entry.name, entry.orderCount])).toEqual([
      ['Le Maquis de Kaloum', 3],
      [FATOU, 2],
    ]);
    expect(summary.recentOrders.map((entry) => entry.id)).toEqual(
      placed
        .slice(1)
        .reverse()
        .map((order) => order.id),
    );
  });

  it('shows the demo customer real figures', async () => {
    const cookie = await server.signIn(DEMO.customer);
    const summary = (await (await server.request('/orders/summary', { cookie })).json()) as CustomerOrderSummary;
    expect(summary.orderCount).toBeGreaterThan(0);
    expect(summary.amountSpent).toBeGreaterThan(0);
    expect(summary.favoriteRestaurants.length).toBeGreaterThan(0);
    expect(summary.favoriteRestaurants.length).toBeLessThanOrEqual(3);
    expect(summary.recentOrders.length).toBeLessThanOrEqual(5);
  });
});
