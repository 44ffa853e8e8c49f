import { type CartView, formatGNFFull, NOTIFY_TEXTS, type NotificationView } from '@livra/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drivers, notifications, orders, userProfiles } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import {
  addToCart,
  businessRow,
  customerWithOrder,
  MAQUIS,
  menuItem,
  newCustomer,
  placeOrder,
} from './orders.fixtures';

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
  expect(ownerId).not.toBe('');
});
afterAll(() => server?.close());

/** Every notification stored about one order, whoever it went to. */
const noticesOfOrder = (orderId: string) =>
  server.deps.db.select().from(notifications).where(sql`${notifications.data}->>'orderId' = ${orderId}`);

const recipients = async (orderId: string, title: string) =>
  (await noticesOfOrder(orderId)).filter((row) => row.title === title).map((row) => row.userId);

async function myNotifications(cookie: string): Promise<NotificationView[]> {
  const response = await server.request('/notifications', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()).items;
}

const post = (path: string, json: unknown, cookie = admin) => server.request(path, { cookie, json });

describe('a new order', () => {
  it('tells the business owner, high priority, with the number, the customer and the total; nobody else', async () => {
    const { order, id: customerId } = await customerWithOrder(server);
    const [notice] = (await noticesOfOrder(order.id)).filter((row) => row.userId === ownerId);
    expect(notice).toMatchObject({
      type: 'order_status',
      priority: 'high',
      title: NOTIFY_TEXTS.newOrderTitle,
      message: NOTIFY_TEXTS.newOrder(order.orderNumber, 'Aïssatou Bah', formatGNFFull(order.grandTotal)),
      data: { orderId: order.id, businessId: maquisId },
    });
    expect(notice.message).toContain(order.orderNumber);
    expect(new Set((await noticesOfOrder(order.id)).map((row) => row.userId))).toEqual(new Set([customerId, ownerId]));

    // The partner reads it on their own list; the admin does not see it.
    expect((await myNotifications(partner)).some((n) => n.data?.orderId === order.id)).toBe(true);
    expect((await myNotifications(admin)).some((n) => n.data?.orderId === order.id)).toBe(false);
  });

  it('tells nobody when placing the order fails and is rolled back', async () => {
    const customer = await newCustomer(server, 'Kadiatou Camara');
    const riz = await menuItem(server, MAQUIS, 'Riz gras au mouton');
    const heard: string[] = [];
    const unsubscribe = server.deps.events.subscribe(customer.id, (event) => heard.push(event.type));
    expect((await addToCart(server, customer.cookie, riz.id)).status).toBe(200);
    await vi.waitFor(() => expect(heard).toEqual(['cart']));
    const before = await server.deps.db.select({ id: notifications.id }).from(notifications);
    // The confirmation e-mail is written with the rest of the order: its failure must take the
    // whole order away, its notifications and live events with it.
    await failEmailsTo(customer.email);
    try {
      const response = await placeOrder(server, customer.cookie, `rollback-${customer.id}`);
      expect(response.status).toBe(500);
    } finally {
      await server.deps.db.execute(sql.raw('drop trigger test_fail_email on email_outbox'));
    }
    expect(await server.deps.db.select().from(orders).where(eq(orders.userId, customer.id))).toEqual([]);
    expect(await server.deps.db.select({ id: notifications.id }).from(notifications)).toHaveLength(before.length);
    const { cart } = (await (await server.request('/cart', { cookie: customer.cookie })).json()) as { cart: CartView };
    expect(cart.items).toHaveLength(1);
    // Events arrive in commit order: once a later change is heard, the failed order's would have been.
    expect((await addToCart(server, customer.cookie, riz.id)).status).toBe(200);
    await vi.waitFor(() => expect(heard.filter((type) => type === 'cart')).toHaveLength(2));
    unsubscribe();
    expect(heard).toEqual(['cart', 'cart']);
  });
});

/** Makes the insert of any e-mail to this address fail, as a full disk or a lost connection would. */
async function failEmailsTo(address: string) {
  await server.deps.db.execute(
    sql.raw(`
    create or replace function test_fail_email() returns trigger language plpgsql as $$
    begin
      if new.to_address = '${address}' then raise exception 'panne simulée'; end if;
      return new;
    end $$`),
  );
  await server.deps.db.execute(
    sql.raw(
      'create trigger test_fail_email before insert on email_outbox for each row execute function test_fail_email()',
    ),
  );
}

describe('status changes', () => {
  it("tells the owner of the customer's cancellation, with the reason", async () => {
    const { order, cookie, id: customerId } = await customerWithOrder(server);
    const response = await post(`/orders/${order.id}/cancel`, { reason: 'Je me suis trompé' }, cookie);
    expect(response.status).toBe(200);
    expect(await recipients(order.id, NOTIFY_TEXTS.customerCancelledTitle)).toEqual([ownerId]);
    const [notice] = (await noticesOfOrder(order.id)).filter(
      (row) => row.title === NOTIFY_TEXTS.customerCancelledTitle,
    );
    expect(notice.message).toBe(NOTIFY_TEXTS.customerCancelled(order.orderNumber, 'Aïssatou Bah', 'Je me suis trompé'));
    // The customer is told of their own cancellation (as before), no one else.
    expect(new Set((await noticesOfOrder(order.id)).map((row) => row.userId))).toEqual(new Set([customerId, ownerId]));
  });

  it('tells the owner when an admin sets the status, and not when the partner does it', async () => {
    const { order } = await customerWithOrder(server);
    expect((await post(`/admin/orders/${order.id}/status`, { status: 'confirmed' })).status).toBe(200);
    const title = NOTIFY_TEXTS.adminStatusTitle('Confirmée');
    expect(await recipients(order.id, title)).toEqual([ownerId]);

    // A retried request changes nothing and tells nobody twice.
    expect((await post(`/admin/orders/${order.id}/status`, { status: 'confirmed' })).status).toBe(200);
    expect(await recipients(order.id, title)).toEqual([ownerId]);

    const ownerNotices = async () => (await noticesOfOrder(order.id)).filter((row) => row.userId === ownerId).length;
    const count = await ownerNotices();
    const partnerStep = await post(
      `/partner/businesses/${maquisId}/orders/${order.id}/status`,
      { status: 'preparing' },
      partner,
    );
    expect(partnerStep.status).toBe(200);
    expect(await ownerNotices()).toBe(count);
  });

  it('tells a driver given the delivery, the driver it was taken from, and the driver of a cancelled one', async () => {
    const { order } = await customerWithOrder(server);
    const [alseny] = await server.deps.db.select().from(drivers).where(eq(drivers.email, 'alseny.conte@exemple.gn'));
    const [demo] = await server.deps.db.select().from(drivers).where(eq(drivers.email, DEMO.driver));
    const assign = (driverId: string) => post(`/admin/orders/${order.id}/driver`, { driverId });

    expect((await assign(alseny.id)).status).toBe(200);
    expect(await recipients(order.id, 'Nouvelle livraison')).toEqual([alseny.userId]);
    expect((await assign(demo.id)).status).toBe(200);
    expect(await recipients(order.id, 'Livraison réattribuée')).toEqual([alseny.userId]);
    expect(await recipients(order.id, 'Nouvelle livraison')).toEqual([alseny.userId, demo.userId]);

    const cancel = await post(`/admin/orders/${order.id}/cancel`, { reason: 'Commerce fermé' });
    expect(cancel.status).toBe(200);
    expect(await recipients(order.id, NOTIFY_TEXTS.deliveryCancelledTitle)).toEqual([demo.userId]);
    expect(await recipients(order.id, NOTIFY_TEXTS.adminStatusTitle('Annulée'))).toEqual([ownerId]);

    // The driver reads it on their own list, with the order to open.
    const driverCookie = await server.signIn(DEMO.driver);
    const mine = await myNotifications(driverCookie);
    expect(mine.find((n) => n.title === NOTIFY_TEXTS.deliveryCancelledTitle)?.data).toMatchObject({
      orderId: order.id,
    });
    // No admin was notified of any of it.
    const admins = await server.deps.db
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(eq(userProfiles.roleId, 3));
    const adminIds = new Set(admins.map((row) => row.id));
    expect((await noticesOfOrder(order.id)).some((row) => adminIds.has(row.userId))).toBe(false);
  });
});
