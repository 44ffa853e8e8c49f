import {
  ADMIN_PAGE_SIZE,
  MESSAGES,
  PARTNER_OPS_TEXTS,
  type AdminDriverChoice,
  type AdminOrderDetail,
  type AdminOrderExport,
  type AdminOrderList,
} from '@livra/shared';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  drivers,
  emailOutbox,
  notifications,
  orders,
  orderStatusHistory,
  userProfiles,
} from '@/db/schema/index';
import type { LivraEvent } from '@/events/bus';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import {
  addToCart,
  customerWithOrder,
  delivery,
  errorOf,
  FATOU,
  MAQUIS,
  menuItem,
  newCustomer,
  placeOrder,
} from './orders.fixtures';

let server: TestServer;
let admin: string;
let adminId: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn(DEMO.admin);
  [{ id: adminId }] = await server.deps.db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(eq(userProfiles.email, DEMO.admin));
});
afterAll(() => server?.close());

const get = <T>(path: string) =>
  server.request(path, { cookie: admin }).then(async (response) => {
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  });
const post = (path: string, json: unknown) => server.request(path, { cookie: admin, json });
const orderOf = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { order: AdminOrderDetail }).order;
};
const setStatus = (orderId: string, status: string, note?: string) =>
  post(`/admin/orders/${orderId}/status`, { status, note });
const auditOf = (orderId: string) =>
  server.deps.db.select().from(auditLog).where(eq(auditLog.entityId, orderId)).orderBy(desc(auditLog.createdAt));
const statusMails = (orderId: string) =>
  server.deps.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `order-status:${orderId}:%`));
const driverNamed = async (name: string) => {
  const [row] = await server.deps.db.select().from(drivers).where(eq(drivers.name, name));
  return row;
};

/** A customer (with a name of their own) and `count` pickup orders at Chez Fatou, oldest first. */
async function customerWithOrders(name: string, count: number) {
  const customer = await newCustomer(server, name);
  const alloco = await menuItem(server, FATOU, 'Alloco œuf');
  const numbers: string[] = [];
  for (let n = 1; n <= count; n++) {
    await addToCart(server, customer.cookie, alloco.id);
    const response = await placeOrder(server, customer.cookie, `admin-list-${customer.id}-${n}`, {
      deliveryMethod: 'pickup',
    });
    numbers.push(((await response.json()) as { order: { orderNumber: string } }).order.orderNumber);
  }
  return { ...customer, numbers };
}

describe('the list of every order', () => {
  it('shows the newest first, 10 a page, searched by customer name (accents aside), e-mail, number or business', async () => {
    const { email, numbers } = await customerWithOrders('Fantà Kéïta', 12);
    const newestFirst = [...numbers].reverse();

    const page1 = await get<AdminOrderList>('/admin/orders?search=fanta%20keita');
    expect(page1).toMatchObject({ total: 12, page: 1, pageSize: ADMIN_PAGE_SIZE });
    expect(page1.items.map((item) => item.orderNumber)).toEqual(newestFirst.slice(0, 10));
    expect(page1.items[0]).toMatchObject({
      customerName: 'Fantà Kéïta',
      customerEmail: email,
      businessName: FATOU,
      status: 'pending',
      deliveryMethod: 'pickup',
      paymentStatus: 'pending',
      driverName: null,
    });
    const page2 = await get<AdminOrderList>('/admin/orders?search=fanta%20keita&page=2');
    expect(page2.items.map((item) => item.orderNumber)).toEqual(newestFirst.slice(10));

    expect((await get<AdminOrderList>(`/admin/orders?search=${email.toUpperCase()}`)).total).toBe(12);
    const byNumber = await get<AdminOrderList>(`/admin/orders?search=${numbers[3]}`);
    expect(byNumber.items.map((item) => item.orderNumber)).toEqual([numbers[3]]);
    // The business name finds them too, among the business's other orders.
    const byBusiness = await get<AdminOrderList>('/admin/orders?search=chez%20fatou&pageSize=50');
    expect(byBusiness.items.every((item) => item.businessName === FATOU)).toBe(true);
    expect(byBusiness.items.map((item) => item.orderNumber)).toEqual(expect.arrayContaining(newestFirst.slice(0, 10)));
    // The whole platform, newest first, when nothing is filtered.
    const all = await get<AdminOrderList>('/admin/orders');
    expect(all.items[0].orderNumber).toBe(numbers[11]);
    expect(all.total).toBeGreaterThan(12);
  });

  it('filters by status and by period (from, to: days included), and refuses bad filters in French', async () => {
    const { order } = await customerWithOrder(server);
    await setStatus(order.id, 'preparing');
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const search = `&search=${order.orderNumber}`;

    const preparing = await get<AdminOrderList>('/admin/orders?status=preparing&pageSize=50');
    expect(preparing.items.every((item) => item.status === 'preparing')).toBe(true);
    expect(preparing.items.map((item) => item.id)).toContain(order.id);
    expect((await get<AdminOrderList>(`/admin/orders?status=pending${search}`)).total).toBe(0);
    expect((await get<AdminOrderList>(`/admin/orders?from=${today}&to=${today}${search}`)).total).toBe(1);
    expect((await get<AdminOrderList>(`/admin/orders?from=${tomorrow}${search}`)).total).toBe(0);
    expect((await get<AdminOrderList>(`/admin/orders?to=${yesterday}${search}`)).total).toBe(0);
    // A cleared filter is no filter.
    expect((await get<AdminOrderList>(`/admin/orders?status=&from=&to=${search}`)).total).toBe(1);

    const refusals: [string, string][] = [
      ['/admin/orders?status=teleported', MESSAGES.orderStatusInvalid],
      [`/admin/orders?from=${today}&to=${yesterday}`, MESSAGES.adminOrderPeriodInvalid],
      ['/admin/orders?from=31-12-2025', 'Date de début invalide (AAAA-MM-JJ)'],
      [`/admin/orders?search=${'x'.repeat(101)}`, MESSAGES.adminOrderSearchTooLong],
      ['/admin/orders/export?status=done', MESSAGES.orderStatusInvalid],
    ];
    for (const [path, message] of refusals) {
      const response = await server.request(path, { cookie: admin });
      expect(response.status, path).toBe(400);
      expect(await errorOf(response)).toBe(message);
    }
  });

  it('exports the whole filtered list, every page at once', async () => {
    const { numbers } = await customerWithOrders('Ousmane Diakité', 13);
    const exported = await get<AdminOrderExport>('/admin/orders/export?search=ousmane%20diakite');
    expect(exported.total).toBe(13);
    expect(exported.items.map((item) => item.orderNumber)).toEqual([...numbers].reverse());
    expect(exported.items[0]).toMatchObject({ customerName: 'Ousmane Diakité', grandTotal: expect.any(Number) });
    const none = await get<AdminOrderExport>('/admin/orders/export?search=ousmane%20diakite&status=delivered');
    expect(none).toEqual({ items: [], total: 0 });
  });

  it('is for admins only', async () => {
    const customer = await server.signIn(DEMO.customer);
    expect((await server.request('/admin/orders', { cookie: customer })).status).toBe(403);
    expect((await server.request('/admin/orders/export')).status).toBe(401);
  });
});

describe('one order', () => {
  it('shows items, totals, customer, address and landmark, driver and who changed each status', async () => {
    const { order, email } = await customerWithOrder(server);
    await setStatus(order.id, 'confirmed', 'Vu avec le commerce');
    const alseny = await driverNamed('Alseny Conté');
    await orderOf(await post(`/admin/orders/${order.id}/driver`, { driverId: alseny.id }));

    const { order: detail } = await get<{ order: AdminOrderDetail }>(`/admin/orders/${order.id}`);
    expect(detail).toMatchObject({
      orderNumber: order.orderNumber,
      businessName: MAQUIS,
      deliveryAddress: delivery.deliveryAddress,
      landmark: delivery.landmark,
      subtotal: order.subtotal,
      tax: order.tax,
      deliveryFee: order.deliveryFee,
      grandTotal: order.grandTotal,
      customer: { name: 'Aïssatou Bah', email },
      driver: { name: 'Alseny Conté', phone: alseny.phone },
      driverId: alseny.id,
    });
    expect(detail.items.map((item) => [item.name, item.quantity])).toEqual([
      ['Alloco', 1],
      ['Riz gras au mouton', 2],
    ]);
    expect(detail.timeline.map((entry) => [entry.status, entry.changedBy?.role ?? null, entry.note])).toEqual([
      ['pending', 'customer', null],
      ['confirmed', 'admin', 'Vu avec le commerce'],
    ]);
  });

  it("answers 'Commande non trouvée' for an unknown order and a French 400 for a malformed id", async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const path of [`/admin/orders/${missing}`, `/admin/orders/${missing}/drivers`]) {
      const response = await server.request(path, { cookie: admin });
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toBe(MESSAGES.orderNotFound);
    }
    for (const [path, body] of [
      [`/admin/orders/${missing}/status`, { status: 'confirmed' }],
      [`/admin/orders/${missing}/cancel`, { reason: 'Test' }],
      [`/admin/orders/${missing}/driver`, { driverId: missing }],
    ] as const) {
      const response = await post(path, body);
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toBe(MESSAGES.orderNotFound);
    }
    const malformed = await server.request('/admin/orders/42', { cookie: admin });
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toBe(MESSAGES.orderIdFormat);
    expect((await setStatus('not-an-id', 'confirmed')).status).toBe(400);
  });
});

describe('the admin sets a status', () => {
  it('may set any status, with its side effects: history, notification, e-mail, live event, one audit entry', async () => {
    const { order, id: customerId } = await customerWithOrder(server);
    const heard: LivraEvent[] = [];
    const stop = server.deps.events.subscribe(customerId, (event) => heard.push(event));
    const before = Date.now();
    let out: AdminOrderDetail;
    try {
      // Straight from pending to out for delivery: the spec enforces no order of steps.
      out = await orderOf(await setStatus(order.id, 'out_for_delivery', 'Livré par le commerce lui-même'));
      await expect
        .poll(() => heard.some((event) => event.type === 'order' && event.data?.status === 'out_for_delivery'))
        .toBe(true);
    } finally {
      stop();
    }
    const minutes = (Date.parse(out.estimatedDelivery!) - before) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(29.9);
    expect(minutes).toBeLessThan(31);

    const history = await server.deps.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.status, 'out_for_delivery')));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ previousStatus: 'pending', changedBy: adminId });
    const notices = await server.deps.db.select().from(notifications).where(eq(notifications.userId, customerId));
    expect(notices.map((notice) => notice.title)).toContain('Commande en cours de livraison');
    const mails = await statusMails(order.id);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Commande ${order.orderNumber} : En cours de livraison`);

    const audit = await auditOf(order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: adminId,
      action: 'order.status',
      entity: 'order',
      data: {
        before: { status: 'pending' },
        after: { status: 'out_for_delivery' },
        details: { orderNumber: order.orderNumber, note: 'Livré par le commerce lui-même' },
      },
    });

    // Delivered: the time is recorded, and with no driver the cash is counted at once.
    const delivered = await orderOf(await setStatus(order.id, 'delivered'));
    expect(Date.parse(delivered.actualDelivery!)).toBeGreaterThanOrEqual(before);
    expect(delivered.paymentStatus).toBe('completed');
    expect(await auditOf(order.id)).toHaveLength(2);
  });

  it('changes nothing when the status is set again: no history, no e-mail, no audit entry', async () => {
    const { order } = await customerWithOrder(server);
    await orderOf(await setStatus(order.id, 'ready'));
    const again = await orderOf(await setStatus(order.id, 'ready'));
    expect(again.timeline.map((entry) => entry.status)).toEqual(['pending', 'ready']);
    expect(await statusMails(order.id)).toHaveLength(1);
    expect(await auditOf(order.id)).toHaveLength(1);
  });

  it('undoes a cancellation and an unpaid delivery, but never leaves a delivery whose cash was counted', async () => {
    const { order } = await customerWithOrder(server);
    await post(`/admin/orders/${order.id}/cancel`, { reason: 'Erreur de saisie' });
    const reopened = await orderOf(await setStatus(order.id, 'confirmed'));
    expect(reopened).toMatchObject({ status: 'confirmed', cancellationReason: null });

    // With a driver, "delivered" waits for the driver's cash: nothing was counted, it may be undone.
    const driver = await driverNamed('Mohamed Bangoura');
    await orderOf(await post(`/admin/orders/${order.id}/driver`, { driverId: driver.id }));
    const early = await orderOf(await setStatus(order.id, 'delivered'));
    expect(early).toMatchObject({ status: 'delivered', paymentStatus: 'pending' });
    const back = await orderOf(await setStatus(order.id, 'out_for_delivery'));
    expect(back).toMatchObject({ status: 'out_for_delivery', actualDelivery: null });

    // Paid (the driver confirmed the cash): the totals count it, so it stays delivered.
    await setStatus(order.id, 'delivered');
    await server.deps.db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, order.id));
    const audited = (await auditOf(order.id)).length;
    const refused = await setStatus(order.id, 'pending');
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe(MESSAGES.orderDeliveredPaid);
    const cancel = await post(`/admin/orders/${order.id}/cancel`, { reason: 'Trop tard' });
    expect(cancel.status).toBe(409);
    const [row] = await server.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'delivered', paymentStatus: 'completed' });
    expect(await auditOf(order.id)).toHaveLength(audited);
  });
});

describe('the admin cancels', () => {
  it('asks a reason, which the customer reads; cancelling again changes nothing', async () => {
    const { order, id: customerId } = await customerWithOrder(server);
    const noReason = await post(`/admin/orders/${order.id}/cancel`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(await errorOf(noReason)).toBe(PARTNER_OPS_TEXTS.cancelReasonRequired);

    const cancelled = await orderOf(await post(`/admin/orders/${order.id}/cancel`, { reason: 'Commerce fermé' }));
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationReason: 'Commerce fermé', canCancel: false });
    const notices = await server.deps.db.select().from(notifications).where(eq(notifications.userId, customerId));
    expect(notices.map((notice) => notice.title)).toContain('Commande annulée');
    expect(await statusMails(order.id)).toHaveLength(1);

    await orderOf(await post(`/admin/orders/${order.id}/cancel`, { reason: 'Encore' }));
    const audit = await auditOf(order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.cancel',
      data: { before: { status: 'pending' }, after: { status: 'cancelled' } },
    });
  });
});

describe('the admin assigns the driver', () => {
  it('offers active approved drivers with an account, the service drivers of this business only', async () => {
    const { order } = await customerWithOrder(server);
    const { drivers: choices } = await get<{ drivers: AdminDriverChoice[] }>(`/admin/orders/${order.id}/drivers`);
    const names = choices.map((choice) => choice.name);
    expect(names).toEqual(expect.arrayContaining(['Alseny Conté', 'Mohamed Bangoura']));
    // No account, a pending application, another business's service driver: not offered.
    expect(names).not.toContain('Lansana Kaba');
    expect(names).not.toContain('Aboubacar Cissé');
    expect(choices.find((choice) => choice.name === 'Alseny Conté')).toMatchObject({
      driverType: 'service',
      businessName: MAQUIS,
    });
  });

  it('gives the order to a driver, then another: both drivers and the customer are told, one audit entry each', async () => {
    const { order, id: customerId } = await customerWithOrder(server);
    const first = await driverNamed('Alseny Conté');
    const second = await driverNamed('Mohamed Bangoura');
    const assigned = await orderOf(await post(`/admin/orders/${order.id}/driver`, { driverId: first.id }));
    expect(assigned).toMatchObject({ driverId: first.id, driver: { name: first.name }, status: 'pending' });
    // The same driver again changes nothing.
    await orderOf(await post(`/admin/orders/${order.id}/driver`, { driverId: first.id }));

    const heard: LivraEvent[] = [];
    const stop = server.deps.events.subscribe(first.userId!, (event) => heard.push(event));
    try {
      const changed = await orderOf(await post(`/admin/orders/${order.id}/driver`, { driverId: second.id }));
      expect(changed.driver?.name).toBe(second.name);
      await expect.poll(() => heard.some((event) => event.type === 'order')).toBe(true);
    } finally {
      stop();
    }
    const titlesOf = async (userId: string) =>
      (await server.deps.db.select().from(notifications).where(eq(notifications.userId, userId)))
        .filter((notice) => (notice.data as { orderId?: string } | null)?.orderId === order.id)
        .map((notice) => notice.title);
    expect(await titlesOf(first.userId!)).toEqual(
      expect.arrayContaining(['Nouvelle livraison', 'Livraison réattribuée']),
    );
    expect(await titlesOf(second.userId!)).toEqual(['Nouvelle livraison']);
    expect((await titlesOf(customerId)).filter((title) => title === 'Livreur assigné')).toHaveLength(2);

    const audit = await auditOf(order.id);
    expect(audit.map((entry) => entry.action)).toEqual(['order.assign_driver', 'order.assign_driver']);
    expect(audit[0].data).toMatchObject({
      before: { driverId: first.id, driverName: first.name },
      after: { driverId: second.id, driverName: second.name },
    });
    // No status changed: no status e-mail.
    expect(await statusMails(order.id)).toHaveLength(0);
  });

  it('refuses drivers who may not carry it, pickup orders and finished orders, in French, changing nothing', async () => {
    const { order } = await customerWithOrder(server);
    const lansana = await driverNamed('Lansana Kaba');
    const aboubacar = await driverNamed('Aboubacar Cissé');
    const mohamed = await driverNamed('Mohamed Bangoura');
    await server.deps.db.update(drivers).set({ isActive: false }).where(eq(drivers.id, mohamed.id));
    try {
      for (const driver of [lansana, aboubacar, mohamed]) {
        const response = await post(`/admin/orders/${order.id}/driver`, { driverId: driver.id });
        expect(response.status, driver.name).toBe(409);
        expect(await errorOf(response)).toBe(MESSAGES.driverNotAssignable);
      }
    } finally {
      await server.deps.db.update(drivers).set({ isActive: true }).where(eq(drivers.id, mohamed.id));
    }
    const unknown = await post(`/admin/orders/${order.id}/driver`, { driverId: order.id });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe(MESSAGES.driverNotFound);
    const malformed = await post(`/admin/orders/${order.id}/driver`, { driverId: 'moto' });
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toBe(MESSAGES.driverIdFormat);

    const { order: pickup } = await customerWithOrder(server, { deliveryMethod: 'pickup' });
    const pickupRefused = await post(`/admin/orders/${pickup.id}/driver`, { driverId: mohamed.id });
    expect(pickupRefused.status).toBe(409);
    expect(await errorOf(pickupRefused)).toBe(PARTNER_OPS_TEXTS.driverAssignPickup);
    await post(`/admin/orders/${order.id}/cancel`, { reason: 'Client absent' });
    const late = await post(`/admin/orders/${order.id}/driver`, { driverId: mohamed.id });
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toBe(PARTNER_OPS_TEXTS.driverAssignTooLate('Annulée'));

    const [row] = await server.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.driverId).toBeNull();
    expect((await auditOf(order.id)).map((entry) => entry.action)).toEqual(['order.cancel']);
  });
});
