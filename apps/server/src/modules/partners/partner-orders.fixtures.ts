import { and, eq, like } from 'drizzle-orm';
import { businesses, drivers, emailOutbox, notifications } from '@/db/schema/index';
import type { TestServer } from '@/test/harness';

/** Helpers of the partner operations tests (orders, menu, reservations, drivers). */

export const MAQUIS = 'Le Maquis de Kaloum';
export const CAFE = 'Café de Kaloum';

export async function businessNamed(server: TestServer, name: string) {
  const [business] = await server.deps.db.select().from(businesses).where(eq(businesses.name, name));
  if (!business) throw new Error(`Commerce de démonstration introuvable : ${name}`);
  return business;
}

export async function driverByEmail(server: TestServer, email: string) {
  const [driver] = await server.deps.db.select().from(drivers).where(eq(drivers.email, email));
  if (!driver) throw new Error(`Livreur de démonstration introuvable : ${email}`);
  return driver;
}

/** Seeded drivers: two service drivers of the Maquis, independents in every state. */
export const SEEDED = {
  demoIndependent: 'livreur@livra.gn',
  maquisVerified: 'alseny.conte@exemple.gn',
  maquisUnverified: 'moussa.sylla@exemple.gn',
  independentUnverified: 'lansana.kaba@exemple.gn',
  fatouPending: 'aboubacar.cisse@exemple.gn',
} as const;

export const noticesFor = (server: TestServer, userId: string, title: string) =>
  server.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));

export const statusMails = (server: TestServer, orderId: string) =>
  server.deps.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `order-status:${orderId}:%`));

export const base = (businessId: string) => `/partner/businesses/${businessId}`;
