import { formatGNFFull, shiftIsoDate, todayInGuinea } from '@livra/shared';
import { NOTIFY_TEXTS_EN } from '@livra/shared/notification-texts-en';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, userProfiles } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { acceptAs, driverOnDuty, stepAs } from '@/modules/drivers/testing';
import {
  addToCart,
  businessRow,
  delivery,
  MAQUIS,
  menuItem,
  newCustomer,
  placeOrder,
} from '@/modules/orders/orders.fixtures';
import { setReservationStatus } from '@/modules/customers/reservations.service';
import { changeOrderStatus } from '@/modules/orders/orders.status';

/**
 * Every notification is written in its reader's language (docs/decisions/009-languages.md): here
 * the customer, the business owner and the drivers all read English, and an order's whole life
 * and a table's booking write them nothing in French.
 */

let server: TestServer;
let admin: string;
let partner: string;
let ownerId: string;
let maquisId: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn(DEMO.admin);
  partner = await server.signIn(DEMO.partner);
  const maquis = await businessRow(server, MAQUIS);
  maquisId = maquis.id;
  ownerId = maquis.ownerId ?? '';
  await english(ownerId);
});
afterAll(() => server?.close());

const english = (...userIds: string[]) =>
  server.deps.db.update(userProfiles).set({ locale: 'en' }).where(inArray(userProfiles.id, userIds));

const FRENCH = /[àâçéèêëîïôûùœ]|\b(commande|votre|vous|livreur|paiement|réservation|le|la|les|de|du|pour|chez)\b/i;

async function englishCustomer() {
  const customer = await newCustomer(server, 'Aissatou Bah');
  await english(customer.id);
  return customer;
}

const noticesOf = (userId: string) =>
  server.deps.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt);

describe('notifications in English', () => {
  it('tells an order’s whole life to English readers in English, amounts and landmark included', async () => {
    const customer = await englishCustomer();
    const riz = await menuItem(server, MAQUIS, 'Riz gras au mouton');
    expect((await addToCart(server, customer.cookie, riz.id)).status).toBe(200);
    const placed = await placeOrder(server, customer.cookie, `en-${customer.id}`);
    expect(placed.status).toBe(201);
    const { order } = await placed.json();
    const total = formatGNFFull(order.grandTotal, 'en');

    const confirm = await server.request(`/partner/businesses/${maquisId}/orders/${order.id}/status`, {
      cookie: partner,
      json: { status: 'confirmed' },
    });
    expect(confirm.status).toBe(200);
    const first = await driverOnDuty(server);
    const second = await driverOnDuty(server);
    await english(first.userId, second.userId);
    const assign = (driverId: string | null) =>
      server.request(`/admin/orders/${order.id}/driver`, { cookie: admin, json: { driverId } });
    expect((await assign(first.driverId)).status).toBe(200);
    expect((await assign(second.driverId)).status).toBe(200);
    for (const status of ['picked_up', 'delivered']) {
      expect((await stepAs(server, second.cookie, order.id, status)).status).toBe(200);
    }
    const cash = await server.request(`/driver/orders/${order.id}/cash-collected`, {
      cookie: second.cookie,
      method: 'POST',
    });
    expect(cash.status).toBe(200);

    const of = async (userId: string) =>
      (await noticesOf(userId))
        .filter((row) => (row.data as { orderId?: string } | null)?.orderId === order.id)
        .map((row) => [row.title, row.message]);
    const driverName = second.name;
    expect(await of(customer.id)).toEqual([
      ['Order placed', NOTIFY_TEXTS_EN.orderPlaced(order.orderNumber, MAQUIS, total)],
      ['Order confirmed', `The business has confirmed your order. (order ${order.orderNumber} from ${MAQUIS})`],
      ['Driver assigned', NOTIFY_TEXTS_EN.driverWillDeliver(first.name, order.orderNumber, MAQUIS)],
      ['Driver assigned', NOTIFY_TEXTS_EN.driverWillDeliver(driverName, order.orderNumber, MAQUIS)],
      ['Order picked up', `The driver has picked up your order. (order ${order.orderNumber} from ${MAQUIS})`],
      [
        'Order delivered',
        `Your order has been delivered. Enjoy your meal! (order ${order.orderNumber} from ${MAQUIS})`,
      ],
      ['Payment received', NOTIFY_TEXTS_EN.paymentReceived(total, order.orderNumber)],
    ]);
    expect(await of(first.userId)).toEqual([
      [
        'New delivery',
        `${MAQUIS} gives you order ${order.orderNumber} to deliver: ${delivery.deliveryAddress}, landmark: ${delivery.landmark}.`,
      ],
      ['Delivery reassigned', NOTIFY_TEXTS_EN.deliveryReassigned(order.orderNumber)],
    ]);
    expect(await of(ownerId)).toEqual([
      ['New order', NOTIFY_TEXTS_EN.newOrder(order.orderNumber, 'Aissatou Bah', total)],
      ['Payment collected', NOTIFY_TEXTS_EN.paymentCollected(driverName, total, order.orderNumber)],
    ]);
    for (const userId of [customer.id, first.userId, second.userId, ownerId]) {
      // The business's name and the address are stored data, in French: the words around them are checked.
      for (const [title, message] of await of(userId)) {
        const words = [MAQUIS, delivery.deliveryAddress, delivery.landmark].reduce(
          (text, data) => text.replaceAll(data, ''),
          `${title} ${message}`,
        );
        expect(words).not.toMatch(FRENCH);
      }
    }
  });

  it('tells a driver who accepts an offer’s customer and owner in English', async () => {
    const customer = await englishCustomer();
    const riz = await menuItem(server, MAQUIS, 'Riz gras au mouton');
    expect((await addToCart(server, customer.cookie, riz.id)).status).toBe(200);
    const { order } = await (await placeOrder(server, customer.cookie, `offer-${customer.id}`)).json();
    await changeOrderStatus(server.deps, { orderId: order.id, status: 'ready', actor: 'admin', actorId: null });
    const driver = await driverOnDuty(server);
    expect((await acceptAs(server, driver.cookie, order.id)).status).toBe(200);

    const titles = async (userId: string) =>
      (await noticesOf(userId))
        .filter((row) => (row.data as { orderId?: string } | null)?.orderId === order.id)
        .map((row) => row.title);
    expect(await titles(customer.id)).toContain('Driver found');
    expect(await titles(ownerId)).toContain('Driver on the way to you');
    const coming = (await noticesOf(ownerId)).find((row) => row.title === 'Driver on the way to you');
    expect(coming?.message).toBe(NOTIFY_TEXTS_EN.driverComing(driver.name, order.orderNumber));
  });

  it('tells a table’s booking, answer and cancellation in English', async () => {
    const customer = await englishCustomer();
    const date = shiftIsoDate(todayInGuinea(), 5);
    const [year, month, day] = date.split('-');
    const shown = `${day}/${month}/${year}`;
    const book = (time: string) =>
      server
        .request('/reservations', {
          cookie: customer.cookie,
          json: { businessId: maquisId, date, time, partySize: 3 },
        })
        .then((response) => response.json());
    const kept = await book('20:00');
    const refused = await book('21:00');
    await setReservationStatus(server.deps, { reservationId: kept.id, status: 'confirmed', partnerUserId: ownerId });
    await setReservationStatus(server.deps, {
      reservationId: refused.id,
      status: 'declined',
      partnerUserId: ownerId,
      reason: 'Complet ce soir.',
    });
    await server.request(`/me/reservations/${kept.id}/cancel`, { method: 'POST', cookie: customer.cookie });

    const about = async (userId: string) =>
      (await noticesOf(userId))
        .filter((row) =>
          [kept.id, refused.id].includes((row.data as { reservationId?: string } | null)?.reservationId ?? ''),
        )
        .map((row) => [row.title, row.message]);
    expect(await about(customer.id)).toEqual([
      ['Reservation confirmed', `${MAQUIS} confirmed your table for 3 people on ${shown} at 20:00.`],
      [
        'Reservation declined',
        `${MAQUIS} cannot seat you on ${shown} at 21:00. Reason: Complet ce soir. Try another time.`,
      ],
    ]);
    expect(await about(ownerId)).toEqual([
      ['New reservation', `Aissatou Bah would like to book for 3 people on ${shown} at 20:00 at ${MAQUIS}.`],
      ['New reservation', `Aissatou Bah would like to book for 3 people on ${shown} at 21:00 at ${MAQUIS}.`],
      [
        'Reservation cancelled',
        `The reservation for 3 people on ${shown} at 20:00 at ${MAQUIS} was cancelled by the customer.`,
      ],
    ]);
  });
});
