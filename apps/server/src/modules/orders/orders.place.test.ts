import { CUSTOMER_MESSAGES, MESSAGES, type OrderDetail } from '@livra/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businesses,
  emailOutbox,
  menuItems,
  notifications,
  orders,
  userAddresses,
  userProfiles,
} from '@/db/schema/index';
import type { LivraEvent } from '@/events/bus';
import { createTestServer, type TestServer } from '@/test/harness';
import {
  addToCart,
  customerWithOrder,
  delivery,
  deliveryFeeOf,
  errorOf,
  FATOU,
  MAQUIS,
  menuItem,
  newCustomer,
  placeOrder,
} from './orders.fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const orderOf = async (response: Response) => ((await response.json()) as { order: OrderDetail }).order;
const ordersOf = (userId: string) => server.deps.db.select().from(orders).where(eq(orders.userId, userId));
const cartItemsOf = async (cookie: string) =>
  (await (await server.request('/cart', { cookie })).json()).cart.items as unknown[];

describe('placing an order', () => {
  it('prices the order from the menu: subtotal, 18 % tax, the business’s own delivery fee as the cart showed', async () => {
    const { order, riz, alloco, id } = await customerWithOrder(server, {
      ...delivery,
      total: 1,
      grandTotal: 1,
      items: [{ price: 1 }],
    });
    const subtotal = riz.price * 2 + alloco.price;
    const fee = await deliveryFeeOf(server, MAQUIS);
    expect(order).toMatchObject({
      subtotal,
      tax: Math.round(subtotal * 0.18),
      deliveryFee: fee,
      grandTotal: subtotal + Math.round(subtotal * 0.18) + fee,
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'cash',
      deliveryMethod: 'delivery',
      deliveryAddress: delivery.deliveryAddress,
      landmark: delivery.landmark,
      businessName: MAQUIS,
      canCancel: true,
      canReview: false,
    });
    expect(order.items.map((item) => [item.name, item.price, item.quantity]).sort()).toEqual(
      [
        ['Alloco', alloco.price, 1],
        ['Riz gras au mouton', riz.price, 2],
      ].sort(),
    );
    expect(order.orderNumber).toMatch(/^LIV-\d{6}-[2-9A-HJ-NP-Z]{4}$/);
    const minutes = (Date.parse(order.estimatedDelivery!) - Date.parse(order.createdAt)) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(29.9);
    expect(minutes).toBeLessThanOrEqual(45.1);
    expect(order.timeline.map((entry) => entry.status)).toEqual(['pending']);
    expect(await ordersOf(id)).toHaveLength(1);
  });

  it('charges no delivery fee for pickup and stores no address', async () => {
    const { order } = await customerWithOrder(server, { deliveryMethod: 'pickup', deliveryAddress: 'ignorée' });
    expect(order).toMatchObject({ deliveryFee: 0, deliveryMethod: 'pickup', deliveryAddress: null, landmark: null });
    expect(order.grandTotal).toBe(order.subtotal + Math.round(order.subtotal * 0.18));
  });

  it('uses the price of the menu at ordering time, not the one seen when adding', async () => {
    const customer = await newCustomer(server);
    const alloco = await menuItem(server, MAQUIS, 'Alloco');
    await addToCart(server, customer.cookie, alloco.id);
    await server.deps.db
      .update(menuItems)
      .set({ price: alloco.price + 5_000 })
      .where(eq(menuItems.id, alloco.id));
    try {
      const order = await orderOf(await placeOrder(server, customer.cookie, 'price-change'));
      expect(order.subtotal).toBe(alloco.price + 5_000);
    } finally {
      await server.deps.db.update(menuItems).set({ price: alloco.price }).where(eq(menuItems.id, alloco.id));
    }
  });

  it('empties the cart, counts the order, queues the e-mail, notifies and tells the owner', async () => {
    const customer = await newCustomer(server);
    const riz = await menuItem(server, MAQUIS, 'Riz gras au mouton');
    const [before] = await server.deps.db
      .select({ totalOrders: businesses.totalOrders })
      .from(businesses)
      .where(eq(businesses.id, riz.businessId));
    await addToCart(server, customer.cookie, riz.id);
    const heard: LivraEvent[] = [];
    const stops = [customer.id, riz.ownerId!].map((userId) =>
      server.deps.events.subscribe(userId, (event) => heard.push(event)),
    );
    try {
      const order = await orderOf(await placeOrder(server, customer.cookie, 'effects'));
      expect(await cartItemsOf(customer.cookie)).toEqual([]);
      const [profile] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.id, customer.id));
      expect(profile.totalOrders).toBe(1);
      const [after] = await server.deps.db
        .select({ totalOrders: businesses.totalOrders })
        .from(businesses)
        .where(eq(businesses.id, riz.businessId));
      expect(after.totalOrders).toBe(before.totalOrders + 1);

      const mails = await server.deps.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `order-confirmation:${order.id}`));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ template: 'order-confirmation', toAddress: customer.email });
      expect(mails[0].subject).toContain(order.orderNumber);

      const [notice] = await server.deps.db.select().from(notifications).where(eq(notifications.userId, customer.id));
      expect(notice).toMatchObject({ type: 'order_status', priority: 'high', title: MESSAGES.orderPlaced });
      expect(notice.message).toContain(order.orderNumber);

      await expect
        .poll(() => heard.filter((event) => event.type === 'order' && event.data?.orderId === order.id).length)
        .toBe(2);
      expect(heard.some((event) => event.type === 'cart')).toBe(true);
    } finally {
      for (const stop of stops) stop();
    }
  });

  // The order's statement is built once per shape and reused (db/prepared.ts): the second order
  // of the same shape must carry none of the first one's values.
  it('writes two orders of the same shape, one after the other, each with its own values', async () => {
    const riz = await menuItem(server, MAQUIS, 'Riz gras au mouton');
    const alloco = await menuItem(server, FATOU, 'Alloco œuf');
    const placed = [];
    for (const [item, quantity] of [
      [riz, 2],
      [alloco, 3],
    ] as const) {
      const customer = await newCustomer(server);
      await addToCart(server, customer.cookie, item.id, { quantity });
      const order = await orderOf(await placeOrder(server, customer.cookie, 'meme-forme'));
      placed.push({ customer, item, quantity, order });
    }
    for (const { customer, item, quantity, order } of placed) {
      expect(order).toMatchObject({ businessId: item.businessId, items: [{ name: item.name, quantity }] });
      expect(order.subtotal).toBe(item.price * quantity);
      expect(await cartItemsOf(customer.cookie)).toEqual([]);
      const [stored] = await ordersOf(customer.id);
      expect(stored).toMatchObject({ id: order.id, orderNumber: order.orderNumber, businessId: item.businessId });
      const [mail] = await server.deps.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `order-confirmation:${order.id}`));
      expect(mail).toMatchObject({ toAddress: customer.email, payload: { order_number: order.orderNumber } });
      const told = await server.deps.db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(sql`${notifications.data}->>'orderId' = ${order.id}`);
      expect(told.map(({ userId }) => userId).sort()).toEqual([customer.id, item.ownerId].sort());
    }
    expect(placed[0].order.orderNumber).not.toBe(placed[1].order.orderNumber);
  });

  it('delivers to one of my saved addresses, with its landmark', async () => {
    const customer = await newCustomer(server);
    const [saved] = await server.deps.db
      .insert(userAddresses)
      .values({
        userId: customer.id,
        label: 'Maison',
        address: 'Lambanyi, Ratoma',
        landmark: 'Derrière la mosquée',
        city: 'Conakry',
      })
      .returning();
    await addToCart(server, customer.cookie, (await menuItem(server, MAQUIS, 'Alloco')).id);
    const order = await orderOf(
      await placeOrder(server, customer.cookie, 'saved', { deliveryMethod: 'delivery', addressId: saved.id }),
    );
    expect(order).toMatchObject({ deliveryAddress: 'Lambanyi, Ratoma, Conakry', landmark: 'Derrière la mosquée' });

    // Someone else's address id is not found; the cart is left as it was.
    const other = await newCustomer(server);
    await addToCart(server, other.cookie, (await menuItem(server, MAQUIS, 'Alloco')).id);
    const stolen = await placeOrder(server, other.cookie, 'stolen', {
      deliveryMethod: 'delivery',
      addressId: saved.id,
    });
    expect(stolen.status).toBe(404);
    expect(await errorOf(stolen)).toBe(CUSTOMER_MESSAGES.addressNotFound);
    expect(await cartItemsOf(other.cookie)).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('requires an Idempotency-Key and a delivery address, in French', async () => {
    const { cookie } = await newCustomer(server);
    await addToCart(server, cookie, (await menuItem(server, MAQUIS, 'Alloco')).id);
    const noKey = await server.request('/orders', { cookie, json: delivery });
    expect(noKey.status).toBe(400);
    expect(await errorOf(noKey)).toBe(MESSAGES.idempotencyKeyRequired);
    expect((await placeOrder(server, cookie, 'k'.repeat(101))).status).toBe(400);

    const noAddress = await placeOrder(server, cookie, 'a1', { deliveryMethod: 'delivery' });
    expect(noAddress.status).toBe(400);
    expect(await errorOf(noAddress)).toBe(MESSAGES.deliveryAddressRequired);
    expect((await placeOrder(server, cookie, 'a2', { deliveryMethod: 'teleport', deliveryAddress: 'x' })).status).toBe(
      400,
    );
    expect((await placeOrder(server, cookie, 'a3', { ...delivery, deliveryAddress: 'x'.repeat(301) })).status).toBe(
      400,
    );
    expect(await cartItemsOf(cookie)).toHaveLength(1);
  });

  it("refuses an empty cart with 'Le panier est vide' (spec 01 §4)", async () => {
    const { cookie } = await newCustomer(server);
    const response = await placeOrder(server, cookie, 'empty');
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(MESSAGES.cartEmpty);
  });

  it('refuses a closed or inactive business and unavailable articles, naming them', async () => {
    const { cookie, id } = await newCustomer(server);
    const riz = await menuItem(server, FATOU, 'Riz gras au poulet');
    await addToCart(server, cookie, riz.id);
    const setBusiness = (values: Partial<typeof businesses.$inferInsert>) =>
      server.deps.db.update(businesses).set(values).where(eq(businesses.id, riz.businessId));
    try {
      await setBusiness({ isOpen: false });
      const closed = await placeOrder(server, cookie, 'closed');
      expect(closed.status).toBe(400);
      expect(await errorOf(closed)).toBe(MESSAGES.businessClosed(FATOU));
      await setBusiness({ isOpen: true, isActive: false });
      expect(await errorOf(await placeOrder(server, cookie, 'inactive'))).toBe(MESSAGES.businessNotOrdering(FATOU));
      await setBusiness({ isActive: true });
      await server.deps.db.update(menuItems).set({ isAvailable: false }).where(eq(menuItems.id, riz.id));
      const unavailable = await placeOrder(server, cookie, 'unavailable');
      expect(unavailable.status).toBe(400);
      expect(await errorOf(unavailable)).toContain('« Riz gras au poulet »');
    } finally {
      await setBusiness({ isOpen: true, isActive: true });
      await server.deps.db.update(menuItems).set({ isAvailable: true }).where(eq(menuItems.id, riz.id));
    }
    expect(await ordersOf(id)).toHaveLength(0);
    expect(await cartItemsOf(cookie)).toHaveLength(1);
  });
});

describe('idempotency and atomicity', () => {
  it('returns the same order for a retried key and never creates a second one', async () => {
    const customer = await newCustomer(server);
    await addToCart(server, customer.cookie, (await menuItem(server, MAQUIS, 'Alloco')).id);
    const first = await placeOrder(server, customer.cookie, 'retry-key');
    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    const retry = await placeOrder(server, customer.cookie, 'retry-key');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await orderOf(retry)).id).toBe((await orderOf(first)).id);
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });

  it('refuses the same key with a different request (422) and still answers the first one to the same request', async () => {
    const customer = await newCustomer(server);
    await addToCart(server, customer.cookie, (await menuItem(server, MAQUIS, 'Alloco')).id);
    const first = await placeOrder(server, customer.cookie, 'reused-key');
    expect(first.status).toBe(201);
    const other = await placeOrder(server, customer.cookie, 'reused-key', {
      ...delivery,
      landmark: 'Derrière le marché',
    });
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ error: MESSAGES.idempotencyKeyReused, code: 'idempotency_key_reused' });
    const pickup = await placeOrder(server, customer.cookie, 'reused-key', { deliveryMethod: 'pickup' });
    expect(pickup.status).toBe(422);
    const same = await placeOrder(server, customer.cookie, 'reused-key');
    expect(same.status).toBe(200);
    expect((await orderOf(same)).id).toBe((await orderOf(first)).id);
    const rows = await ordersOf(customer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].landmark).toBe(delivery.landmark);
  });

  it('makes one order of two simultaneous submits with the same key and different requests', async () => {
    const customer = await newCustomer(server);
    await addToCart(server, customer.cookie, (await menuItem(server, MAQUIS, 'Alloco')).id);
    const answers = await Promise.all([
      placeOrder(server, customer.cookie, 'racing-key'),
      placeOrder(server, customer.cookie, 'racing-key', { deliveryMethod: 'pickup' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });

  it('makes one order of two simultaneous submits with the same key', async () => {
    const customer = await newCustomer(server);
    await addToCart(server, customer.cookie, (await menuItem(server, MAQUIS, 'Alloco')).id, { quantity: 2 });
    const answers = await Promise.all([
      placeOrder(server, customer.cookie, 'double-tap'),
      placeOrder(server, customer.cookie, 'double-tap'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    const [a, b] = await Promise.all(answers.map(orderOf));
    expect(a.id).toBe(b.id);
    expect(await ordersOf(customer.id)).toHaveLength(1);
    // The customer's mails besides the sign-up's confirmation link.
    const mails = await server.deps.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, customer.email), ne(emailOutbox.template, 'email-verification')));
    expect(mails).toHaveLength(1);
  });

  it('makes one order of one cart submitted twice at once with different keys', async () => {
    const customer = await newCustomer(server);
    await addToCart(server, customer.cookie, (await menuItem(server, MAQUIS, 'Alloco')).id);
    const answers = await Promise.all([
      placeOrder(server, customer.cookie, 'tab-1'),
      placeOrder(server, customer.cookie, 'tab-2'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const refused = answers.find((answer) => answer.status === 400)!;
    expect(await errorOf(refused)).toBe(MESSAGES.cartEmpty);
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });

  it('keys are per customer: the same key from two customers places two orders', async () => {
    const a = await newCustomer(server);
    const b = await newCustomer(server);
    for (const { cookie } of [a, b]) await addToCart(server, cookie, (await menuItem(server, MAQUIS, 'Alloco')).id);
    expect((await placeOrder(server, a.cookie, 'shared-key')).status).toBe(201);
    expect((await placeOrder(server, b.cookie, 'shared-key')).status).toBe(201);
  });

  it('leaves the cart intact and stores nothing when a step fails mid-way', async () => {
    const customer = await newCustomer(server);
    await addToCart(server, customer.cookie, (await menuItem(server, MAQUIS, 'Alloco')).id);
    // Make the status-history insert, after the order and its lines, fail inside the transaction.
    await server.deps.db.execute(
      sql`alter table order_status_history add constraint no_history check (false) not valid`,
    );
    try {
      const response = await placeOrder(server, customer.cookie, 'atomic');
      expect(response.status).toBe(500);
      expect(await errorOf(response)).toBe(MESSAGES.serverError);
    } finally {
      await server.deps.db.execute(sql`alter table order_status_history drop constraint no_history`);
    }
    expect(await ordersOf(customer.id)).toHaveLength(0);
    expect(await cartItemsOf(customer.cookie)).toHaveLength(1);
    const [profile] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.id, customer.id));
    expect(profile.totalOrders).toBe(0);
    expect(
      await server.deps.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, customer.email), ne(emailOutbox.template, 'email-verification'))),
    ).toHaveLength(0);

    // And the same key then works: the failed attempt left no trace.
    expect((await placeOrder(server, customer.cookie, 'atomic')).status).toBe(201);
  });
});
