import { randomUUID } from 'node:crypto';
import { ROLE_IDS } from '@livra/shared';
import { hashPassword } from 'better-auth/crypto';
import { accounts, businesses, orderItems, orders, userProfiles, users } from '@/db/schema/index';
import type { TestServer } from '@/test/harness';

/** Helpers for the partner tests: a fresh partner with an empty business, and orders at chosen times. */

const PASSWORD = 'partner123';
let passwordHash: string | undefined;

export async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

/**
 * A new partner account (as an admin would create it) owning one new, listed business with
 * no orders, signed in. Figures of such a business depend only on what the test inserts.
 */
export async function newPartner(server: TestServer, businessName = 'Le Petit Baobab') {
  passwordHash ??= await hashPassword(PASSWORD);
  const userId = randomUUID();
  const email = `partenaire-${userId.slice(0, 8)}@example.gn`;
  const { db } = server.deps;
  await db.insert(users).values({ id: userId, name: 'Ibrahima Camara', email, emailVerified: true });
  await db.insert(accounts).values({ accountId: userId, providerId: 'credential', userId, password: passwordHash });
  await db
    .insert(userProfiles)
    .values({ id: userId, name: 'Ibrahima Camara', email, roleId: ROLE_IDS.partner, isVerified: true });
  const [business] = await db
    .insert(businesses)
    .values({
      name: businessName,
      ownerId: userId,
      businessTypeId: 1,
      address: 'Taouyah, Ratoma',
      rating: 4.26,
      reviewCount: 19,
    })
    .returning();
  const cookie = await server.signIn(email, PASSWORD);
  return { userId, email, cookie, businessId: business.id, business };
}

export interface OrderPlan {
  createdAt: Date | string;
  grandTotal?: number;
  status?: string;
  paymentStatus?: string;
  actualDelivery?: Date | string | null;
  userId?: string | null;
  items?: { name: string; price: number; quantity: number }[];
}

let orderCounter = 0;

/** An order stored directly with the given times, amounts and lines. */
export async function insertOrder(server: TestServer, businessId: string, plan: OrderPlan) {
  const items = plan.items ?? [{ name: 'Riz gras', price: 10_000, quantity: 1 }];
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const [order] = await server.deps.db
    .insert(orders)
    .values({
      orderNumber: `TEST-${Date.now()}-${++orderCounter}`,
      businessId,
      businessName: 'Test',
      userId: plan.userId ?? null,
      status: plan.status ?? 'delivered',
      paymentStatus: plan.paymentStatus ?? 'completed',
      total: subtotal,
      grandTotal: plan.grandTotal ?? subtotal,
      createdAt: new Date(plan.createdAt),
      actualDelivery: plan.actualDelivery ? new Date(plan.actualDelivery) : null,
    })
    .returning();
  await server.deps.db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: order.id })));
  return order;
}

export const minutesAfter = (date: Date | string, minutes: number) =>
  new Date(new Date(date).getTime() + minutes * 60_000);
