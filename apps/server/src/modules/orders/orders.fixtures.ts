import type { OrderDetail } from '@livra/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { businesses, menuItems, userProfiles } from '@/db/schema/index';
import type { TestServer } from '@/test/harness';

/** Test helpers shared by the cart and order tests: seeded articles, fresh customers, orders. */

export const MAQUIS = 'Le Maquis de Kaloum';
export const FATOU = 'Chez Fatou – Saveurs de Guinée';

/** A seeded business's stored row, found by its name. */
export async function businessRow(server: TestServer, businessName: string) {
  const [business] = await server.deps.db.select().from(businesses).where(eq(businesses.name, businessName));
  return business;
}

/** The business's own delivery fee, what a delivery from it is charged (docs/decisions/006). */
export async function deliveryFeeOf(server: TestServer, businessName: string): Promise<number> {
  const [business] = await server.deps.db
    .select({ deliveryFee: businesses.deliveryFee })
    .from(businesses)
    .where(eq(businesses.name, businessName));
  return business.deliveryFee;
}

/** A seeded menu item with its stored price and business. */
export async function menuItem(server: TestServer, businessName: string, itemName: string) {
  const [row] = await server.deps.db
    .select({
      id: menuItems.id,
      price: menuItems.price,
      name: menuItems.name,
      businessId: businesses.id,
      ownerId: businesses.ownerId,
    })
    .from(menuItems)
    .innerJoin(businesses, eq(businesses.id, menuItems.businessId))
    .where(and(eq(businesses.name, businessName), eq(menuItems.name, itemName)));
  if (!row) throw new Error(`Article de démonstration introuvable : ${itemName}`);
  return row;
}

let counter = 0;
/** A brand-new customer, so each test starts from an empty cart and no orders. */
export async function newCustomer(server: TestServer, name = 'Aïssatou Bah') {
  const email = `client${++counter}-${Date.now()}@example.gn`;
  const response = await server.request('/auth/sign-up', { json: { name, email, password: 'secret12' } });
  expect(response.status).toBe(202);
  const [profile] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.email, email));
  // Sign-up opens no session (issue 9); an unverified customer signs in and shops.
  return { cookie: await server.signIn(email, 'secret12'), id: profile.id, email };
}

export async function addToCart(
  server: TestServer,
  cookie: string,
  menuItemId: string,
  extra: Record<string, unknown> = {},
) {
  return server.request('/cart/items', { cookie, json: { menuItemId, ...extra } });
}

export const delivery = {
  deliveryMethod: 'delivery',
  deliveryAddress: 'Kipé, Ratoma, Conakry',
  landmark: 'En face de la pharmacie Kipé',
};

export function placeOrder(server: TestServer, cookie: string, key: string, body: Record<string, unknown> = delivery) {
  return server.request('/orders', { cookie, json: body, headers: { 'Idempotency-Key': key } });
}

/** A customer with an order just placed: two Riz gras au mouton and one Alloco at the Maquis. */
export async function customerWithOrder(server: TestServer, body: Record<string, unknown> = delivery) {
  const customer = await newCustomer(server);
  const riz = await menuItem(server, MAQUIS, 'Riz gras au mouton');
  const alloco = await menuItem(server, MAQUIS, 'Alloco');
  expect((await addToCart(server, customer.cookie, riz.id, { quantity: 2 })).status).toBe(200);
  expect((await addToCart(server, customer.cookie, alloco.id)).status).toBe(200);
  const response = await placeOrder(server, customer.cookie, `key-${customer.id}`, body);
  expect(response.status).toBe(201);
  const { order } = (await response.json()) as { order: OrderDetail };
  return { ...customer, order, riz, alloco };
}

export async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}
