import { MESSAGES, ORDER_MAX_QUANTITY, type CustomerOrderSummary, type OrderDetail } from '@livra/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, cartItems, carts, menuItems, orders, userProfiles } from '@/db/schema/index';
import { createTestServer, type TestServer } from '@/test/harness';
import {
  addToCart,
  delivery,
  deliveryFeeOf,
  errorOf,
  MAQUIS,
  menuItem,
  newCustomer,
  placeOrder,
} from './orders.fixtures';

let server: TestServer;
let adminCookie: string;
beforeAll(async () => {
  server = await createTestServer();
  adminCookie = await server.signIn('admin@livra.gn');
});
afterAll(() => server?.close());

const INT32_MAX = 2_147_483_647;
const orderOf = async (response: Response) => ((await response.json()) as { order: OrderDetail }).order;
const deliver = (orderId: string) =>
  server.request(`/admin/orders/${orderId}/status`, { cookie: adminCookie, json: { status: 'delivered' } });

/** Available articles of the Maquis, first ones first. */
async function maquisItems(count: number) {
  const { businessId } = await menuItem(server, MAQUIS, 'Alloco');
  return server.deps.db
    .select({ id: menuItems.id, price: menuItems.price })
    .from(menuItems)
    .where(and(eq(menuItems.businessId, businessId), eq(menuItems.isAvailable, true)))
    .orderBy(asc(menuItems.name))
    .limit(count);
}

const figuresOf = async (customerId: string, businessId: string) => {
  const [{ totalSpent }] = await server.deps.db
    .select({ totalSpent: userProfiles.totalSpent })
    .from(userProfiles)
    .where(eq(userProfiles.id, customerId));
  const [{ totalRevenue }] = await server.deps.db
    .select({ totalRevenue: businesses.totalRevenue })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return { totalSpent, totalRevenue };
};

describe('amounts in billions of GNF', () => {
  it('places and delivers an order above 2,147,483,647 GNF, counts it exactly, and the next delivery still works', async () => {
    const expensive = await maquisItems(3);
    const businessId = (await menuItem(server, MAQUIS, 'Alloco')).businessId;
    const ids = expensive.map((item) => item.id);
    await server.deps.db.update(menuItems).set({ price: 9_000_000 }).where(inArray(menuItems.id, ids));
    try {
      const big = await newCustomer(server);
      for (const id of ids) expect((await addToCart(server, big.cookie, id, { quantity: 99 })).status).toBe(200);
      const cart = (await (await server.request('/cart', { cookie: big.cookie })).json()).cart;
      expect(cart.total).toBe(2_673_000_000);

      const before = await figuresOf(big.id, businessId);
      const placed = await placeOrder(server, big.cookie, 'billions');
      expect(placed.status).toBe(201);
      const order = await orderOf(placed);
      const fee = await deliveryFeeOf(server, MAQUIS);
      expect(order).toMatchObject({
        subtotal: 2_673_000_000,
        tax: 481_140_000,
        deliveryFee: fee,
        grandTotal: 3_154_140_000 + fee,
      });
      expect(order.grandTotal).toBeGreaterThan(INT32_MAX);

      const delivered = await deliver(order.id);
      expect(delivered.status).toBe(200);
      expect((await orderOf(delivered)).grandTotal).toBe(3_154_140_000 + fee);
      const after = await figuresOf(big.id, businessId);
      expect(after.totalSpent).toBe(before.totalSpent + 3_154_140_000 + fee);
      expect(after.totalRevenue).toBe(before.totalRevenue + 3_154_140_000 + fee);
      const summary = (await (
        await server.request('/orders/summary', { cookie: big.cookie })
      ).json()) as CustomerOrderSummary;
      expect(summary.amountSpent).toBe(3_154_140_000 + fee);

      // The business's revenue is now above 32 bits: a later delivery there must still count.
      const next = await newCustomer(server);
      await addToCart(server, next.cookie, ids[0]);
      const small = await orderOf(await placeOrder(server, next.cookie, 'after-billions'));
      expect((await deliver(small.id)).status).toBe(200);
      expect((await figuresOf(next.id, businessId)).totalRevenue).toBe(after.totalRevenue + small.grandTotal);
    } finally {
      for (const item of expensive)
        await server.deps.db.update(menuItems).set({ price: item.price }).where(eq(menuItems.id, item.id));
    }
  });
});

describe('quantity caps', () => {
  it(`refuses a cart above ${ORDER_MAX_QUANTITY} articles in all, in French, and keeps it as it was`, async () => {
    const items = await maquisItems(6);
    const { cookie } = await newCustomer(server);
    for (const item of items.slice(0, 5))
      expect((await addToCart(server, cookie, item.id, { quantity: 99 })).status).toBe(200);
    const tooMany = await addToCart(server, cookie, items[5].id, { quantity: ORDER_MAX_QUANTITY - 5 * 99 + 1 });
    expect(tooMany.status).toBe(400);
    expect(await errorOf(tooMany)).toBe(MESSAGES.orderQuantityMax);

    expect((await addToCart(server, cookie, items[5].id, { quantity: ORDER_MAX_QUANTITY - 5 * 99 })).status).toBe(200);
    const cart = (await (await server.request('/cart', { cookie })).json()).cart;
    expect(cart.itemCount).toBe(ORDER_MAX_QUANTITY);
    const line = cart.items.find((entry: { menuItemId: string }) => entry.menuItemId === items[5].id);
    const raised = await server.request(`/cart/items/${line.id}`, {
      cookie,
      method: 'PATCH',
      json: { quantity: line.quantity + 1 },
    });
    expect(raised.status).toBe(400);
    expect(await errorOf(raised)).toBe(MESSAGES.orderQuantityMax);
    expect((await (await server.request('/cart', { cookie })).json()).cart.itemCount).toBe(ORDER_MAX_QUANTITY);
  });

  it('refuses to place an order above the cap even when the cart holds more', async () => {
    const customer = await newCustomer(server);
    for (const item of await maquisItems(6)) await addToCart(server, customer.cookie, item.id);
    // A cart filled before the cap existed, or by hand: the order is checked again when placed.
    const [cart] = await server.deps.db.select().from(carts).where(eq(carts.userId, customer.id));
    await server.deps.db.update(cartItems).set({ quantity: 99 }).where(eq(cartItems.cartId, cart.id));
    const refused = await placeOrder(server, customer.cookie, 'too-many', delivery);
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toBe(MESSAGES.orderQuantityMax);

    await server.deps.db.update(cartItems).set({ quantity: 100 }).where(eq(cartItems.cartId, cart.id));
    const overLine = await placeOrder(server, customer.cookie, 'too-many-of-one', delivery);
    expect(overLine.status).toBe(400);
    expect(await errorOf(overLine)).toBe(MESSAGES.cartQuantityMax);
    expect(await server.deps.db.select().from(orders).where(eq(orders.userId, customer.id))).toHaveLength(0);
  });
});
