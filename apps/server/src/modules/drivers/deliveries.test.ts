import {
  DRIVER_APP_MESSAGES,
  MESSAGES,
  type DriverHistoryResponse,
  type DriverMe,
  type DriverOrder,
  type OrderDetail,
  type PartnerStats,
} from '@livra/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orders, orderStatusHistory } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { businessRow, errorOf, MAQUIS } from '@/modules/orders/orders.fixtures';
import { acceptAs, driverOnDuty, driverRow, orderOf, readyOrder, stepAs } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const cash = (cookie: string, orderId: string) =>
  server.request(`/driver/orders/${orderId}/cash-collected`, { cookie, method: 'POST' });
const orderRow = async (id: string) => (await server.deps.db.select().from(orders).where(eq(orders.id, id)))[0];
const maquisRow = () => businessRow(server, MAQUIS);

/** A driver on duty holding a ready order they accepted. */
async function acceptedOrder() {
  const placed = await readyOrder(server);
  const driver = await driverOnDuty(server);
  expect((await acceptAs(server, driver.cookie, placed.order.id)).status).toBe(200);
  return { ...placed, driver };
}

describe('ownership', () => {
  it('lets no driver read or act on an order that is not assigned to them', async () => {
    const { order } = await acceptedOrder();
    const intruder = await driverOnDuty(server);
    const attempts = [
      server.request(`/driver/orders/${order.id}`, { cookie: intruder.cookie }),
      stepAs(server, intruder.cookie, order.id, 'picked_up'),
      cash(intruder.cookie, order.id),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toBe(MESSAGES.orderNotFound);
    }
    const { items } = (await (await server.request('/driver/orders', { cookie: intruder.cookie })).json()) as {
      items: DriverOrder[];
    };
    expect(items.map((item) => item.id)).not.toContain(order.id);
    expect((await orderRow(order.id)).status).toBe('ready');
  });

  it('keeps the demo driver out of a ready order nobody gave them', async () => {
    const { order } = await readyOrder(server);
    const cookie = await server.signIn(DEMO.driver);
    const response = await stepAs(server, cookie, order.id, 'picked_up');
    expect(response.status).toBe(404);
  });
});

describe('delivery steps', () => {
  it('goes picked up → out for delivery → delivered, with the customer following each step', async () => {
    const { order, driver, cookie: customerCookie } = await acceptedOrder();
    const tracking = async () =>
      (
        (await (await server.request(`/orders/${order.id}`, { cookie: customerCookie })).json()) as {
          order: OrderDetail;
        }
      ).order;

    const picked = await orderOf(await stepAs(server, driver.cookie, order.id, 'picked_up'));
    expect(picked).toMatchObject({ status: 'picked_up', nextAction: 'out_for_delivery', customerName: 'Aïssatou Bah' });

    const before = Date.now();
    const out = await orderOf(await stepAs(server, driver.cookie, order.id, 'out_for_delivery'));
    expect(out.nextAction).toBe('delivered');
    const minutes = (Date.parse(out.estimatedDelivery!) - before) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(29.9);
    expect(minutes).toBeLessThan(31);

    const delivered = await orderOf(await stepAs(server, driver.cookie, order.id, 'delivered'));
    expect(delivered).toMatchObject({ status: 'delivered', paymentStatus: 'pending', nextAction: 'cash' });
    expect(Date.parse(delivered.actualDelivery!)).toBeGreaterThanOrEqual(before);

    const seen = await tracking();
    expect(seen.timeline.map((entry) => entry.status)).toEqual([
      'pending',
      'ready',
      'picked_up',
      'out_for_delivery',
      'delivered',
    ]);
    const mails = await server.deps.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `order-status:${order.id}:%`));
    expect(mails).toHaveLength(4);
  });

  it('treats the same step sent again as done, without a second history line or e-mail', async () => {
    const { order, driver } = await acceptedOrder();
    const [first, retry] = [
      await stepAs(server, driver.cookie, order.id, 'picked_up'),
      await stepAs(server, driver.cookie, order.id, 'picked_up'),
    ];
    expect([first.status, retry.status]).toEqual([200, 200]);
    const history = await server.deps.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.filter((entry) => entry.status === 'picked_up')).toHaveLength(1);
  });

  it('never goes backwards nor delivers before the pick-up', async () => {
    const { order, driver } = await acceptedOrder();
    const early = await stepAs(server, driver.cookie, order.id, 'delivered');
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toBe(DRIVER_APP_MESSAGES.stepNotAllowed('Prête', 'Livrée'));
    const early2 = await stepAs(server, driver.cookie, order.id, 'out_for_delivery');
    expect(early2.status).toBe(409);

    await stepAs(server, driver.cookie, order.id, 'picked_up');
    await stepAs(server, driver.cookie, order.id, 'out_for_delivery');
    const back = await stepAs(server, driver.cookie, order.id, 'picked_up');
    expect(back.status).toBe(409);
    expect(await errorOf(back)).toBe(DRIVER_APP_MESSAGES.stepNotAllowed('En cours de livraison', 'Récupérée'));
    expect((await orderRow(order.id)).status).toBe('out_for_delivery');
  });

  it('refuses a step that is not a driver step', async () => {
    const { order, driver } = await acceptedOrder();
    for (const status of ['cancelled', 'ready', '', 42]) {
      const response = await stepAs(server, driver.cookie, order.id, status as string);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe(DRIVER_APP_MESSAGES.stepInvalid);
    }
  });

  it('does not let the driver go off duty with a delivery under way', async () => {
    const { order, driver } = await acceptedOrder();
    await stepAs(server, driver.cookie, order.id, 'picked_up');
    const off = await server.request('/driver/duty', { cookie: driver.cookie, json: { onDuty: false } });
    expect(off.status).toBe(409);
    expect(await errorOf(off)).toBe(DRIVER_APP_MESSAGES.finishDeliveriesFirst);
  });
});

describe('cash collected', () => {
  it('is refused before the delivery', async () => {
    const { order, driver } = await acceptedOrder();
    const response = await cash(driver.cookie, order.id);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toBe(DRIVER_APP_MESSAGES.cashBeforeDelivered);
  });

  it('completes the payment and counts the delivery and its earning once, even when retried', async () => {
    const { order, driver } = await acceptedOrder();
    const revenueBefore = (await maquisRow()).totalRevenue;
    for (const step of ['picked_up', 'out_for_delivery', 'delivered'])
      await stepAs(server, driver.cookie, order.id, step);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    expect((await maquisRow()).totalRevenue).toBe(revenueBefore);

    const responses = await Promise.all([cash(driver.cookie, order.id), cash(driver.cookie, order.id)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    const bodies = (await Promise.all(responses.map((response) => response.json()))) as {
      changed: boolean;
      order: DriverOrder;
    }[];
    expect(bodies.map((body) => body.changed).sort()).toEqual([false, true]);
    expect(bodies[0].order).toMatchObject({ paymentStatus: 'completed', nextAction: null });
    const retry = await cash(driver.cookie, order.id);
    expect(retry.status).toBe(200);
    expect((await retry.json()).changed).toBe(false);

    expect((await orderRow(order.id)).paymentStatus).toBe('completed');
    const row = await driverRow(server, driver.driverId!);
    expect(row).toMatchObject({ totalDeliveries: 1, totalEarnings: order.deliveryFee });
    expect((await maquisRow()).totalRevenue).toBe(revenueBefore + order.grandTotal);

    const me = (await (await server.request('/driver/me', { cookie: driver.cookie })).json()) as DriverMe;
    expect(me.stats).toMatchObject({
      totalDeliveries: 1,
      totalEarnings: order.deliveryFee,
      todayDeliveries: 1,
      todayEarnings: order.deliveryFee,
      activeDeliveries: 0,
    });
    const { items } = (await (await server.request('/driver/orders', { cookie: driver.cookie })).json()) as {
      items: DriverOrder[];
    };
    expect(items).toEqual([]);
  });

  it("lets the partner's revenue include the order once the cash is in", async () => {
    const { order, driver } = await acceptedOrder();
    const maquis = await maquisRow();
    const partner = await server.signIn(DEMO.partner);
    const revenue = async () =>
      (
        (await (
          await server.request(`/partner/businesses/${maquis.id}/stats?period=today`, { cookie: partner })
        ).json()) as PartnerStats
      ).revenue;
    const before = await revenue();
    for (const step of ['picked_up', 'out_for_delivery', 'delivered'])
      await stepAs(server, driver.cookie, order.id, step);
    expect(await revenue()).toBe(before);
    await cash(driver.cookie, order.id);
    expect(await revenue()).toBe(before + order.grandTotal);
  });
});

describe('my deliveries and history', () => {
  it('lists my deliveries until the cash is confirmed, then shows them in the history with their earning', async () => {
    const { order, driver } = await acceptedOrder();
    const mine = async () =>
      ((await (await server.request('/driver/orders', { cookie: driver.cookie })).json()) as { items: DriverOrder[] })
        .items;
    expect((await mine()).map((item) => [item.id, item.nextAction])).toEqual([[order.id, 'picked_up']]);
    const detail = await orderOf(await server.request(`/driver/orders/${order.id}`, { cookie: driver.cookie }));
    expect(detail).toMatchObject({
      deliveryAddress: 'Kipé, Ratoma, Conakry',
      landmark: 'En face de la pharmacie Kipé',
      grandTotal: order.grandTotal,
    });
    expect(detail.items.map((item) => [item.name, item.quantity])).toEqual([
      ['Alloco', 1],
      ['Riz gras au mouton', 2],
    ]);

    for (const step of ['picked_up', 'out_for_delivery', 'delivered'])
      await stepAs(server, driver.cookie, order.id, step);
    expect((await mine()).map((item) => item.nextAction)).toEqual(['cash']);
    await cash(driver.cookie, order.id);
    expect(await mine()).toEqual([]);

    const history = (await (
      await server.request('/driver/history', { cookie: driver.cookie })
    ).json()) as DriverHistoryResponse;
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({
      id: order.id,
      status: 'delivered',
      earning: order.deliveryFee,
      grandTotal: order.grandTotal,
    });
    expect(history.totals).toEqual({ deliveries: 1, earnings: order.deliveryFee, cancelled: 0 });
    const bad = await server.request('/driver/history?page=0', { cookie: driver.cookie });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toBe(DRIVER_APP_MESSAGES.pageInvalid);
  });

  it("shows the demo driver's seeded past deliveries, newest first", async () => {
    const cookie = await server.signIn(DEMO.driver);
    const history = (await (await server.request('/driver/history', { cookie })).json()) as DriverHistoryResponse;
    expect(history.total).toBeGreaterThan(0);
    const times = history.items.map((item) => Date.parse(item.finishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(history.totals.earnings).toBeGreaterThan(0);
  });
});
