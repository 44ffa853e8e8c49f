import {
  DRIVER_APP_MESSAGES,
  MESSAGES,
  type DriverMe,
  type DriverOffersResponse,
  type OrderDetail,
} from '@livra/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, driverLocations, notifications, orders, workSessions } from '@/db/schema/index';
import type { LivraEvent } from '@/events/bus';
import { cookieFrom, createTestServer, DEMO, type TestServer } from '@/test/harness';
import { addToCart, errorOf, FATOU, MAQUIS, menuItem, newCustomer, placeOrder } from '@/modules/orders/orders.fixtures';
import { changeOrderStatus } from '@/modules/orders/orders.status';
import { acceptAs, driverOnDuty, driverRow, driverSignIn, newDriver, orderOf, readyOrder } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const offersOf = async (cookie: string) =>
  (await (await server.request('/driver/offers', { cookie })).json()) as DriverOffersResponse;
const duty = (cookie: string, onDuty: boolean) => server.request('/driver/duty', { cookie, json: { onDuty } });
const businessNamed = async (name: string) =>
  (await server.deps.db.select().from(businesses).where(eq(businesses.name, name)))[0];

/** A ready delivery order at another business than the Maquis. */
async function readyOrderAtFatou() {
  const customer = await newCustomer(server);
  const item = await menuItem(server, FATOU, 'Riz gras au poulet');
  expect((await addToCart(server, customer.cookie, item.id)).status).toBe(200);
  const { order } = (await (await placeOrder(server, customer.cookie, `fatou-${customer.id}`)).json()) as {
    order: OrderDetail;
  };
  await changeOrderStatus(server.deps, { orderId: order.id, status: 'ready', actor: 'admin', actorId: null });
  return order;
}

describe('going on and off duty', () => {
  it('keeps one work session however often the driver goes on duty, and ends it going off', async () => {
    const driver = await newDriver(server);
    const cookie = cookieFrom(await driverSignIn(server, driver.email));
    const [first, second] = await Promise.all([duty(cookie, true), duty(cookie, true)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const me = (await (await duty(cookie, true)).json()) as DriverMe;
    expect(me.onDuty).toBe(true);
    const active = () =>
      server.deps.db
        .select()
        .from(workSessions)
        .where(and(eq(workSessions.driverId, driver.driverId!), eq(workSessions.status, 'active')));
    expect(await active()).toHaveLength(1);
    expect((await driverRow(server, driver.driverId!)).isAvailable).toBe(true);

    const off = (await (await duty(cookie, false)).json()) as DriverMe;
    expect(off.onDuty).toBe(false);
    expect(await active()).toHaveLength(0);
    expect((await duty(cookie, false)).status).toBe(200);
    expect((await driverRow(server, driver.driverId!)).isAvailable).toBe(false);
  });

  it('refuses a duty request that does not say on or off', async () => {
    const cookie = await server.signIn(DEMO.driver);
    for (const json of [{}, { onDuty: 'oui' }, { onDuty: null }]) {
      const response = await server.request('/driver/duty', { cookie, json });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe(DRIVER_APP_MESSAGES.dutyInvalid);
    }
  });
});

describe('offers', () => {
  it('shows nothing off duty, and refuses to accept then', async () => {
    const { order } = await readyOrder(server);
    const driver = await newDriver(server);
    const cookie = cookieFrom(await driverSignIn(server, driver.email));
    expect(await offersOf(cookie)).toEqual({ onDuty: false, items: [] });
    const response = await acceptAs(server, cookie, order.id);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toBe(DRIVER_APP_MESSAGES.offersNeedDuty);
  });

  it('offers an independent driver on duty the ready delivery orders nobody took, with what they pay', async () => {
    const { order } = await readyOrder(server);
    const pickup = await readyOrder(server, { deliveryMethod: 'pickup' });
    const taken = await readyOrder(server);
    const preparing = await readyOrder(server);
    await changeOrderStatus(server.deps, {
      orderId: preparing.order.id,
      status: 'preparing',
      actor: 'admin',
      actorId: null,
    });
    const other = await driverOnDuty(server);
    expect((await acceptAs(server, other.cookie, taken.order.id)).status).toBe(200);

    const driver = await driverOnDuty(server);
    const offers = await offersOf(driver.cookie);
    expect(offers.onDuty).toBe(true);
    const ids = offers.items.map((offer) => offer.id);
    expect(ids).toContain(order.id);
    for (const hidden of [pickup.order.id, taken.order.id, preparing.order.id]) expect(ids).not.toContain(hidden);
    expect(offers.items.find((offer) => offer.id === order.id)).toMatchObject({
      businessName: MAQUIS,
      grandTotal: order.grandTotal,
      earning: order.deliveryFee,
      itemCount: 3,
      landmark: 'En face de la pharmacie Kipé',
    });
  });

  it('puts the nearest business first once the driver shared a position', async () => {
    const maquisOrder = (await readyOrder(server)).order;
    const fatouOrder = await readyOrderAtFatou();
    const driver = await driverOnDuty(server);
    const place = async (name: string) => {
      const business = await businessNamed(name);
      await server.deps.db
        .insert(driverLocations)
        .values({ driverId: driver.driverId!, latitude: business.latitude!, longitude: business.longitude! });
    };
    const rank = async () => {
      const ids = (await offersOf(driver.cookie)).items.map((offer) => offer.id);
      return ids.indexOf(maquisOrder.id) < ids.indexOf(fatouOrder.id) ? 'maquis' : 'fatou';
    };
    await place(FATOU);
    expect(await rank()).toBe('fatou');
    const first = (await offersOf(driver.cookie)).items.find((offer) => offer.id === fatouOrder.id);
    expect(first?.distanceKm).toBe(0);
    await place(MAQUIS);
    expect(await rank()).toBe('maquis');
  });

  it("shows a service driver only their business's orders, and lets them take no other", async () => {
    const maquis = await businessNamed(MAQUIS);
    const mine = (await readyOrder(server)).order;
    const elsewhere = await readyOrderAtFatou();
    const driver = await driverOnDuty(server, { driverType: 'service', businessId: maquis.id });
    const offers = await offersOf(driver.cookie);
    expect(offers.items.length).toBeGreaterThan(0);
    expect(offers.items.every((offer) => offer.businessName === MAQUIS)).toBe(true);
    expect(offers.items.map((offer) => offer.id)).toContain(mine.id);
    const refused = await acceptAs(server, driver.cookie, elsewhere.id);
    expect(refused.status).toBe(404);
    expect(await errorOf(refused)).toBe(MESSAGES.orderNotFound);
    expect((await acceptAs(server, driver.cookie, mine.id)).status).toBe(200);
  });
});

describe('live offers', () => {
  it('tells the drivers on duty when an order becomes ready and when it is taken, not those off duty', async () => {
    const onDuty = await driverOnDuty(server);
    const offDuty = await newDriver(server);
    const taker = await driverOnDuty(server);
    const heard: LivraEvent[] = [];
    const stops = [onDuty.userId, offDuty.userId].map((userId) =>
      server.deps.events.subscribe(userId, (event) => heard.push({ ...event, userIds: [userId] })),
    );
    try {
      const { order } = await readyOrder(server);
      // These drivers neither placed, sell nor hold the order: each `order` event they hear is an offer change.
      const offersFor = (userId: string) =>
        heard.filter(
          (event) => event.userIds[0] === userId && event.type === 'order' && event.data.orderId === order.id,
        );
      await expect.poll(() => offersFor(onDuty.userId).length).toBe(1);
      expect((await acceptAs(server, taker.cookie, order.id)).status).toBe(200);
      await expect.poll(() => offersFor(onDuty.userId).length).toBe(2);
      expect(offersFor(offDuty.userId)).toEqual([]);
    } finally {
      for (const stop of stops) stop();
    }
  });
});

describe('accepting an offer', () => {
  it('lets exactly one of two drivers accepting at once win; the other is told it is taken', async () => {
    const { order } = await readyOrder(server);
    const [a, b] = [await driverOnDuty(server), await driverOnDuty(server)];
    const responses = await Promise.all([acceptAs(server, a.cookie, order.id), acceptAs(server, b.cookie, order.id)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const loser = responses.find((response) => response.status === 409)!;
    expect(await errorOf(loser)).toBe(DRIVER_APP_MESSAGES.offerTaken);
    const winner = responses[0].status === 200 ? a : b;
    const [row] = await server.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ driverId: winner.driverId, driverName: winner.name, status: 'ready' });
    expect((await offersOf(a.cookie)).items.map((offer) => offer.id)).not.toContain(order.id);
  });

  it('sets the driver on the order, tells the customer and the business owner, and is safe to retry', async () => {
    const { order, id: customerId, cookie: customerCookie } = await readyOrder(server);
    const maquis = await businessNamed(MAQUIS);
    const heard: LivraEvent[] = [];
    const stops = [customerId, maquis.ownerId!].map((userId) =>
      server.deps.events.subscribe(userId, (event) => heard.push({ ...event, userIds: [userId] })),
    );
    try {
      const driver = await driverOnDuty(server);
      const first = await acceptAs(server, driver.cookie, order.id);
      expect(first.status).toBe(200);
      const accepted = await orderOf(first);
      expect(accepted).toMatchObject({
        id: order.id,
        status: 'ready',
        nextAction: 'picked_up',
        grandTotal: order.grandTotal,
      });

      const again = await acceptAs(server, driver.cookie, order.id);
      expect(again.status).toBe(200);
      expect((await orderOf(again)).id).toBe(order.id);

      const tracking = (await (await server.request(`/orders/${order.id}`, { cookie: customerCookie })).json()) as {
        order: OrderDetail;
      };
      expect(tracking.order.driver).toEqual({ name: driver.name, phone: expect.any(String) });
      for (const userId of [customerId, maquis.ownerId!]) {
        const notices = await server.deps.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.type, 'delivery_update')));
        expect(notices.filter((notice) => (notice.data as { orderId?: string }).orderId === order.id)).toHaveLength(1);
        await expect
          .poll(() =>
            heard.some(
              (event) => event.userIds[0] === userId && event.type === 'order' && event.data?.orderId === order.id,
            ),
          )
          .toBe(true);
      }
    } finally {
      for (const stop of stops) stop();
    }
  });

  it('refuses an order that is not offered any more, or does not exist', async () => {
    const driver = await driverOnDuty(server);
    const { order } = await readyOrder(server);
    await changeOrderStatus(server.deps, {
      orderId: order.id,
      status: 'cancelled',
      actor: 'admin',
      actorId: null,
      note: 'Rupture',
    });
    const cancelled = await acceptAs(server, driver.cookie, order.id);
    expect(cancelled.status).toBe(409);
    expect(await errorOf(cancelled)).toBe(DRIVER_APP_MESSAGES.offerUnavailable);
    const unknown = await acceptAs(server, driver.cookie, '5b1e8c1e-0c4f-4f6e-9d7a-2f0c8a1b3c4d');
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe(MESSAGES.orderNotFound);
  });
});
