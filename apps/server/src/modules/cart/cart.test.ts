import { MESSAGES, type CartView } from '@livra/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, carts, menuItems } from '@/db/schema/index';
import type { LivraEvent } from '@/events/bus';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import {
  addToCart,
  deliveryFeeOf,
  errorOf,
  FATOU,
  MAQUIS,
  menuItem,
  newCustomer,
} from '@/modules/orders/orders.fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const cartOf = async (response: Response) => ((await response.json()) as { cart: CartView }).cart;

describe('who may use a cart', () => {
  it('asks a visitor to sign in, and refuses other roles', async () => {
    const riz = await menuItem(server, MAQUIS, 'Riz gras au mouton');
    const visitor = await addToCart(server, '', riz.id);
    expect(visitor.status).toBe(401);
    expect(await errorOf(visitor)).toBe(MESSAGES.notAuthenticated);
    const partner = await addToCart(server, await server.signIn(DEMO.partner), riz.id);
    expect(partner.status).toBe(403);
  });

  it('creates the cart of a customer who has none', async () => {
    const customer = await newCustomer(server);
    await server.deps.db.delete(carts).where(eq(carts.userId, customer.id));
    const response = await server.request('/cart', { cookie: customer.cookie });
    expect(response.status).toBe(200);
    expect(await cartOf(response)).toMatchObject({
      items: [],
      total: 0,
      itemCount: 0,
      deliveryMethod: 'delivery',
      businessId: null,
    });
  });
});

describe('adding articles', () => {
  it('adds the first article of a customer who has no cart yet, and refuses one without creating it', async () => {
    const customer = await newCustomer(server);
    await server.deps.db.delete(carts).where(eq(carts.userId, customer.id));
    const unknown = await addToCart(server, customer.cookie, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(await server.deps.db.$count(carts, eq(carts.userId, customer.id))).toBe(0);

    const riz = await menuItem(server, MAQUIS, 'Riz gras au mouton');
    const added = await addToCart(server, customer.cookie, riz.id, { quantity: 3 });
    expect(added.status).toBe(200);
    expect(await cartOf(added)).toMatchObject({ businessName: MAQUIS, itemCount: 3, total: riz.price * 3 });
  });

  it('takes the price, name and image from the menu, never from the request', async () => {
    const { cookie } = await newCustomer(server);
    const riz = await menuItem(server, MAQUIS, 'Riz gras au mouton');
    const response = await addToCart(server, cookie, riz.id, { quantity: 2, price: 1, name: 'Gratuit' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.replacedBusinessName).toBeNull();
    expect(body.cart).toMatchObject({
      businessId: riz.businessId,
      businessName: MAQUIS,
      total: riz.price * 2,
      itemCount: 2,
    });
    expect(body.cart.items).toEqual([
      expect.objectContaining({ menuItemId: riz.id, name: 'Riz gras au mouton', price: riz.price, quantity: 2 }),
    ]);
    // Tax 18 % and the business's own delivery fee, computed by the server.
    const fee = await deliveryFeeOf(server, MAQUIS);
    expect(body.cart.businessDeliveryFee).toBe(fee);
    expect(body.cart.totals).toEqual({
      subtotal: riz.price * 2,
      tax: Math.round(riz.price * 2 * 0.18),
      deliveryFee: fee,
      grandTotal: riz.price * 2 + Math.round(riz.price * 2 * 0.18) + fee,
    });
  });

  it('adds to the quantity of an article already in the cart, up to 99', async () => {
    const { cookie } = await newCustomer(server);
    const alloco = await menuItem(server, MAQUIS, 'Alloco');
    await addToCart(server, cookie, alloco.id);
    const cart = await cartOf(await addToCart(server, cookie, alloco.id, { quantity: 3 }));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(4);

    const tooMany = await addToCart(server, cookie, alloco.id, { quantity: 96 });
    expect(tooMany.status).toBe(400);
    expect(await errorOf(tooMany)).toBe(MESSAGES.cartQuantityMax);
    for (const quantity of [0, -1, 100, 1.5, 'deux']) {
      const response = await addToCart(server, cookie, alloco.id, { quantity });
      expect(response.status, String(quantity)).toBe(400);
    }
    expect((await cartOf(await server.request('/cart', { cookie }))).items[0].quantity).toBe(4);
  });

  it('answers every line after an add, in the order they were first added', async () => {
    const { cookie } = await newCustomer(server);
    const alloco = await menuItem(server, MAQUIS, 'Alloco');
    const riz = await menuItem(server, MAQUIS, 'Riz gras au mouton');
    await addToCart(server, cookie, alloco.id);
    await addToCart(server, cookie, riz.id, { quantity: 2 });
    const cart = await cartOf(await addToCart(server, cookie, alloco.id, { quantity: 5 }));
    expect(cart.items.map((item) => [item.name, item.quantity])).toEqual([
      ['Alloco', 6],
      ['Riz gras au mouton', 2],
    ]);
    expect(cart.itemCount).toBe(8);
    expect(await cartOf(await server.request('/cart', { cookie }))).toEqual(cart);
  });

  it('empties the cart for an article of another business, and says so', async () => {
    const { cookie } = await newCustomer(server);
    const riz = await menuItem(server, MAQUIS, 'Riz gras au mouton');
    const attieke = await menuItem(server, FATOU, 'Attiéké poisson frit');
    await addToCart(server, cookie, riz.id, { quantity: 2 });
    const response = await addToCart(server, cookie, attieke.id);
    const body = await response.json();
    expect(body.replacedBusinessName).toBe(MAQUIS);
    expect(body.cart.businessName).toBe(FATOU);
    expect(body.cart.items.map((item: { name: string }) => item.name)).toEqual(['Attiéké poisson frit']);
    // Same business again: nothing is replaced.
    const again = await (await addToCart(server, cookie, (await menuItem(server, FATOU, 'Dègué')).id)).json();
    expect(again.replacedBusinessName).toBeNull();
    expect(again.cart.itemCount).toBe(2);
  });

  it('adds to the line of an article already there, keeping its instructions unless new ones are given', async () => {
    const { cookie } = await newCustomer(server);
    const riz = await menuItem(server, MAQUIS, 'Riz gras au mouton');
    const lineAfter = async (body: Record<string, unknown>) =>
      (await (await addToCart(server, cookie, riz.id, body)).json()).cart.items;
    expect(await lineAfter({ specialInstructions: 'Sans piment' })).toMatchObject([
      { quantity: 1, specialInstructions: 'Sans piment' },
    ]);
    expect(await lineAfter({ quantity: 2 })).toMatchObject([{ quantity: 3, specialInstructions: 'Sans piment' }]);
    expect(await lineAfter({ specialInstructions: 'Bien cuit' })).toMatchObject([
      { quantity: 4, specialInstructions: 'Bien cuit' },
    ]);
  });

  it('leaves no line behind when the cart’s business is deleted, and starts afresh with the next article', async () => {
    const { cookie } = await newCustomer(server);
    const { db } = server.deps;
    const [closing] = await db.insert(businesses).values({ name: 'Kiosque de passage' }).returning();
    const [soda] = await db.insert(menuItems).values({ businessId: closing.id, name: 'Soda', price: 5000 }).returning();
    expect((await addToCart(server, cookie, soda.id)).status).toBe(200);
    await db.delete(businesses).where(eq(businesses.id, closing.id));
    expect(await cartOf(await server.request('/cart', { cookie }))).toMatchObject({ businessId: null, items: [] });
    const attieke = await menuItem(server, FATOU, 'Attiéké poisson frit');
    const body = await (await addToCart(server, cookie, attieke.id)).json();
    expect(body.replacedBusinessName).toBeNull();
    expect(body.cart.items.map((item: { name: string }) => item.name)).toEqual(['Attiéké poisson frit']);
  });

  it('refuses unavailable, unknown and unlisted articles and closed businesses in French', async () => {
    const { cookie } = await newCustomer(server);
    const lafidi = await menuItem(server, FATOU, 'Lafidi');
    const unavailable = await addToCart(server, cookie, lafidi.id);
    expect(unavailable.status).toBe(400);
    expect(await errorOf(unavailable)).toBe(MESSAGES.menuItemUnavailable('Lafidi'));

    const unknown = await addToCart(server, cookie, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe(MESSAGES.menuItemNotFound);
    expect((await addToCart(server, cookie, 'pas-un-id')).status).toBe(400);
    expect((await server.request('/cart/items', { cookie, json: {} })).status).toBe(400);
    const longNote = await addToCart(server, cookie, (await menuItem(server, MAQUIS, 'Alloco')).id, {
      specialInstructions: 'x'.repeat(301),
    });
    expect(longNote.status).toBe(400);

    const [hidden] = await server.deps.db
      .select({ id: menuItems.id })
      .from(menuItems)
      .innerJoin(businesses, eq(businesses.id, menuItems.businessId))
      .where(eq(businesses.isActive, false))
      .limit(1);
    expect((await addToCart(server, cookie, hidden.id)).status).toBe(404);

    const [closed] = await server.deps.db
      .select({ id: menuItems.id, business: businesses.name })
      .from(menuItems)
      .innerJoin(businesses, eq(businesses.id, menuItems.businessId))
      .where(eq(businesses.isOpen, false))
      .limit(1);
    const closedAnswer = await addToCart(server, cookie, closed.id);
    expect(closedAnswer.status).toBe(400);
    expect(await errorOf(closedAnswer)).toBe(MESSAGES.businessClosed(closed.business));
    expect((await cartOf(await server.request('/cart', { cookie }))).items).toEqual([]);
  });
});

describe('changing the cart', () => {
  it('changes quantities and instructions, and removes a line at 0 or less', async () => {
    const { cookie } = await newCustomer(server);
    const riz = await menuItem(server, MAQUIS, 'Riz gras au mouton');
    const alloco = await menuItem(server, MAQUIS, 'Alloco');
    await addToCart(server, cookie, riz.id);
    const cart = await cartOf(await addToCart(server, cookie, alloco.id));
    const [rizLine, allocoLine] = cart.items;

    const changed = await cartOf(
      await server.request(`/cart/items/${rizLine.id}`, {
        cookie,
        method: 'PATCH',
        json: { quantity: 3, specialInstructions: 'Sans piment' },
      }),
    );
    expect(changed.items[0]).toMatchObject({ quantity: 3, specialInstructions: 'Sans piment' });
    expect(changed.total).toBe(riz.price * 3 + alloco.price);

    const removed = await cartOf(
      await server.request(`/cart/items/${allocoLine.id}`, { cookie, method: 'PATCH', json: { quantity: 0 } }),
    );
    expect(removed.items.map((item) => item.name)).toEqual(['Riz gras au mouton']);
    const over = await server.request(`/cart/items/${rizLine.id}`, {
      cookie,
      method: 'PATCH',
      json: { quantity: 100 },
    });
    expect(over.status).toBe(400);

    const emptied = await cartOf(await server.request(`/cart/items/${rizLine.id}`, { cookie, method: 'DELETE' }));
    expect(emptied).toMatchObject({ items: [], businessId: null, total: 0 });
  });

  it("answers 'Article non trouvé dans le panier' for a line that is not in my cart", async () => {
    const me = await newCustomer(server);
    const other = await newCustomer(server);
    const cart = await cartOf(await addToCart(server, other.cookie, (await menuItem(server, MAQUIS, 'Alloco')).id));
    for (const method of ['PATCH', 'DELETE']) {
      const response = await server.request(`/cart/items/${cart.items[0].id}`, {
        cookie: me.cookie,
        method,
        json: method === 'PATCH' ? { quantity: 2 } : undefined,
      });
      expect(response.status, method).toBe(404);
      expect(await errorOf(response)).toBe(MESSAGES.cartItemNotFound);
    }
    expect((await cartOf(await server.request('/cart', { cookie: other.cookie }))).items[0].quantity).toBe(1);
  });

  it('clears the cart and remembers the delivery method, with totals to match', async () => {
    const { cookie } = await newCustomer(server);
    const riz = await menuItem(server, MAQUIS, 'Riz gras au mouton');
    await addToCart(server, cookie, riz.id);
    const pickup = await cartOf(
      await server.request('/cart', {
        cookie,
        method: 'PATCH',
        json: { deliveryMethod: 'pickup', deliveryInstructions: 'Appeler en arrivant' },
      }),
    );
    expect(pickup).toMatchObject({ deliveryMethod: 'pickup', deliveryInstructions: 'Appeler en arrivant' });
    expect(pickup.totals).toMatchObject({ deliveryFee: 0, grandTotal: riz.price + Math.round(riz.price * 0.18) });
    expect((await server.request('/cart', { cookie, method: 'PATCH', json: { deliveryMethod: 'drone' } })).status).toBe(
      400,
    );

    const cleared = await cartOf(await server.request('/cart', { cookie, method: 'DELETE' }));
    expect(cleared).toMatchObject({ items: [], itemCount: 0, businessId: null, deliveryMethod: 'pickup' });
  });

  it('shows the current menu price and flags an article that became unavailable', async () => {
    const { cookie } = await newCustomer(server);
    const alloco = await menuItem(server, MAQUIS, 'Alloco');
    await addToCart(server, cookie, alloco.id);
    await server.deps.db
      .update(menuItems)
      .set({ price: alloco.price + 2_000, isAvailable: false })
      .where(eq(menuItems.id, alloco.id));
    try {
      const cart = await cartOf(await server.request('/cart', { cookie }));
      expect(cart.items[0]).toMatchObject({ price: alloco.price + 2_000, isAvailable: false });
    } finally {
      await server.deps.db
        .update(menuItems)
        .set({ price: alloco.price, isAvailable: true })
        .where(eq(menuItems.id, alloco.id));
    }
  });

  it("tells the customer's other pages that the cart changed", async () => {
    const customer = await newCustomer(server);
    const received: LivraEvent[] = [];
    const unsubscribe = server.deps.events.subscribe(customer.id, (event) => received.push(event));
    try {
      await addToCart(server, customer.cookie, (await menuItem(server, MAQUIS, 'Alloco')).id);
      await server.request('/cart', { cookie: customer.cookie, method: 'DELETE' });
      await expect.poll(() => received.filter((event) => event.type === 'cart').length).toBe(2);
    } finally {
      unsubscribe();
    }
  });
});
