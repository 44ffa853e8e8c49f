import { randomUUID } from 'node:crypto';
import { ROLE_IDS, type DriverOrder, type Role } from '@livra/shared';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, drivers, userProfiles, users } from '@/db/schema/index';
import { cookieFrom, type TestServer } from '@/test/harness';
import { customerWithOrder } from '@/modules/orders/orders.fixtures';
import { changeOrderStatus } from '@/modules/orders/orders.status';

/** Helpers for the driver tests: fresh driver accounts, ready orders, signing in as a driver. */

export const DRIVER_PASSWORD = 'livreur123';
let passwordHash: string | undefined;
let counter = 0;

export interface NewDriverOptions {
  /** The account's role (a driver by default). */
  role?: Role;
  /** Add a drivers row (default true), linked to the account unless `linked` is false. */
  row?: boolean;
  linked?: boolean;
  driverType?: 'independent' | 'service';
  businessId?: string | null;
  isActive?: boolean;
  requestStatus?: 'pending' | 'approved' | 'rejected';
}

/** A new account (as an admin would create it) and, by default, its linked, active, approved drivers row. */
export async function newDriver(server: TestServer, options: NewDriverOptions = {}) {
  passwordHash ??= await hashPassword(DRIVER_PASSWORD);
  const userId = randomUUID();
  const n = ++counter;
  const email = `livreur-${n}-${userId.slice(0, 8)}@example.gn`;
  const name = `Mamadou Barry ${n}`;
  const { db } = server.deps;
  await db.insert(users).values({ id: userId, name, email, emailVerified: true });
  await db.insert(accounts).values({ accountId: userId, providerId: 'credential', userId, password: passwordHash });
  await db
    .insert(userProfiles)
    .values({ id: userId, name, email, roleId: ROLE_IDS[options.role ?? 'driver'], isVerified: true });
  let driverId: string | null = null;
  if (options.row !== false) {
    const [row] = await db
      .insert(drivers)
      .values({
        userId: options.linked === false ? null : userId,
        name,
        email,
        phone: `+224 620 ${String(n).padStart(2, '0')} ${userId.slice(0, 2)} ${String(Date.now()).slice(-4)}`,
        driverType: options.driverType ?? 'independent',
        businessId: options.businessId ?? null,
        isVerified: true,
        isActive: options.isActive ?? true,
        requestStatus: options.requestStatus ?? 'approved',
      })
      .returning({ id: drivers.id });
    driverId = row.id;
  }
  return { userId, email, name, driverId };
}

export function driverSignIn(server: TestServer, email: string, password = DRIVER_PASSWORD) {
  return server.request('/auth/driver/sign-in', { json: { email, password } });
}

/** A new independent driver, signed in through the driver sign-in and on duty. */
export async function driverOnDuty(server: TestServer, options: NewDriverOptions = {}) {
  const driver = await newDriver(server, options);
  const response = await driverSignIn(server, driver.email);
  expect(response.status).toBe(200);
  const cookie = cookieFrom(response);
  expect((await server.request('/driver/duty', { cookie, json: { onDuty: true } })).status).toBe(200);
  return { ...driver, cookie };
}

/** A new customer's delivery order at the Maquis (demo partner), made ready by the business. */
export async function readyOrder(server: TestServer, body?: Record<string, unknown>) {
  const placed = await customerWithOrder(server, body);
  await changeOrderStatus(server.deps, { orderId: placed.order.id, status: 'ready', actor: 'admin', actorId: null });
  return placed;
}

export async function acceptAs(server: TestServer, cookie: string, orderId: string) {
  return server.request(`/driver/offers/${orderId}/accept`, { cookie, method: 'POST' });
}

export async function stepAs(server: TestServer, cookie: string, orderId: string, status: string) {
  return server.request(`/driver/orders/${orderId}/status`, { cookie, json: { status } });
}

export async function orderOf(response: Response): Promise<DriverOrder> {
  return ((await response.json()) as { order: DriverOrder }).order;
}

export async function driverRow(server: TestServer, driverId: string) {
  const [row] = await server.deps.db.select().from(drivers).where(eq(drivers.id, driverId));
  return row;
}
