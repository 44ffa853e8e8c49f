import { MESSAGES, type OrderDetail } from '@livra/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, emailOutbox, notifications, orders, orderStatusHistory, userProfiles } from '@/db/schema/index';
import type { LivraEvent } from '@/events/bus';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { customerWithOrder, errorOf } from './orders.fixtures';
import { changeOrderStatus } from './orders.status';

let server: TestServer;
let adminCookie: string;
let adminId: string;
beforeAll(async () => {
  server = await createTestServer();
  adminCookie = await server.signIn(DEMO.admin);
  [{ id: adminId }] = await server.deps.db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(eq(userProfiles.email, DEMO.admin));
});
afterAll(() => server?.close());

const statusMails = (orderId: string) =>
  server.deps.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `order-status:${orderId}:%`));
const historyOf = (orderId: string) =>
  server.deps.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
const setStatus = (orderId: string, status: string, note?: string) =>
  server.request(`/admin/orders/${orderId}/status`, { cookie: adminCookie, json: { status, note } });

describe('changing the status of an order', () => {
  it('records the step, notifies the customer and queues one e-mail per change', async () => {
    const { order, id } = await customerWithOrder(server);
    const response = await setStatus(order.id, 'confirmed', 'Pris en charge');
    expect(response.status).toBe(200);
    const { order: updated } = (await response.json()) as { order: OrderDetail };
    expect(updated.status).toBe('confirmed');
    expect(updated.timeline.map((entry) => [entry.status, entry.previousStatus])).toEqual([
      ['pending', null],
      ['confirmed', 'pending'],
    ]);
    const [step] = (await historyOf(order.id)).filter((entry) => entry.status === 'confirmed');
    expect(step).toMatchObject({ changedBy: adminId, note: 'Pris en charge' });

    const mails = await statusMails(order.id);
    expect(mails).toHaveLength(1);
    expect(mails[0].dedupeKey).toBe(`order-status:${order.id}:${step.id}`);
    expect(mails[0].subject).toBe(`Commande ${order.orderNumber} : Confirmée`);
    const notices = await server.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, id), eq(notifications.title, 'Commande confirmée')));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 'order_status', priority: 'medium' });
  });

  it('does nothing when the status is set again: no history, no second mail', async () => {
    const { order } = await customerWithOrder(server);
    await setStatus(order.id, 'preparing');
    const again = await setStatus(order.id, 'preparing');
    expect(again.status).toBe(200);
    expect((await historyOf(order.id)).map((entry) => entry.status).sort()).toEqual(['pending', 'preparing']);
    expect(await statusMails(order.id)).toHaveLength(1);
  });

  it('moves the estimate to now + 30 min when out for delivery, and records the delivery', async () => {
    const { order, id } = await customerWithOrder(server);
    const before = Date.now();
    const out = ((await (await setStatus(order.id, 'out_for_delivery')).json()) as { order: OrderDetail }).order;
    const minutes = (Date.parse(out.estimatedDelivery!) - before) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(29.9);
    expect(minutes).toBeLessThan(31);
    const [notice] = await server.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, id), eq(notifications.type, 'delivery_update')));
    expect(notice).toMatchObject({ priority: 'high', title: 'Commande en cours de livraison' });

    const delivered = ((await (await setStatus(order.id, 'delivered')).json()) as { order: OrderDetail }).order;
    expect(delivered).toMatchObject({
      status: 'delivered',
      paymentStatus: 'completed',
      canCancel: false,
      canReview: true,
    });
    expect(Date.parse(delivered.actualDelivery!)).toBeGreaterThanOrEqual(before);
    const [profile] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.id, id));
    expect(profile.totalSpent).toBe(order.grandTotal);
    expect(await statusMails(order.id)).toHaveLength(2);
  });

  it('lets the admin undo a cancellation, which forgets its reason, but never leave a paid delivery', async () => {
    const { order } = await customerWithOrder(server);
    await setStatus(order.id, 'cancelled', 'Rupture de stock');
    const reopened = await setStatus(order.id, 'preparing');
    expect(reopened.status).toBe(200);
    let [row] = await server.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'preparing', cancellationReason: null });

    // No driver: delivering completes and counts the payment, so the order may not leave it.
    await setStatus(order.id, 'delivered');
    const back = await setStatus(order.id, 'out_for_delivery');
    expect(back.status).toBe(409);
    expect(await errorOf(back)).toBe(MESSAGES.orderDeliveredPaid);
    [row] = await server.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'delivered', paymentStatus: 'completed' });
  });

  it('records the driver, whom the customer then sees', async () => {
    const { order, cookie } = await customerWithOrder(server);
    const [driver] = await server.deps.db.select().from(drivers).where(eq(drivers.email, DEMO.driver));
    const heard: LivraEvent[] = [];
    const stop = server.deps.events.subscribe(driver.userId!, (event) => heard.push(event));
    try {
      const { changed } = await changeOrderStatus(server.deps, {
        orderId: order.id,
        status: 'picked_up',
        actor: 'admin',
        actorId: driver.userId,
        driver: { id: driver.id, name: driver.name, phone: driver.phone },
      });
      expect(changed).toBe(true);
      await expect
        .poll(() => heard.some((event) => event.type === 'order' && event.data?.orderId === order.id))
        .toBe(true);
    } finally {
      stop();
    }
    const seen = ((await (await server.request(`/orders/${order.id}`, { cookie })).json()) as { order: OrderDetail })
      .order;
    expect(seen.driver).toEqual({ name: driver.name, phone: driver.phone });
    // Order mail is rendered after commit: the admin's reader shows it as it will be sent.
    const [mail] = await statusMails(order.id);
    expect(mail.html).toBeNull();
    const shown = await server.request(`/emails/outbox/${mail.id}`, { cookie: adminCookie });
    expect(((await shown.json()) as { text: string }).text).toContain(driver.name);
  });

  it('refuses unknown orders and statuses', async () => {
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'confirmed')).status).toBe(404);
    const { order } = await customerWithOrder(server);
    const invalid = await setStatus(order.id, 'teleported');
    expect(invalid.status).toBe(400);
    expect(await errorOf(invalid)).toBe(MESSAGES.orderStatusInvalid);
  });
});
