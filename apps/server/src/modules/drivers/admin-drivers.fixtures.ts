import type { AdminDriver } from '@livra/shared';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, businesses } from '@/db/schema/index';
import { DEMO, type TestServer } from '@/test/harness';

/** Helpers of the admin drivers tests: the admin's cookie, a valid add-driver body, audit entries. */

export const DRIVER_PASSWORD_CHOSEN = 'Kaloum-Livraison-24';

let counter = 0;
/** A valid add-driver body with a fresh e-mail and phone; `extra` overrides fields. */
export function newDriverBody(extra: Record<string, unknown> = {}) {
  const n = ++counter;
  const stamp = String(Date.now()).slice(-6);
  return {
    name: `Ibrahima Sow ${n}`,
    email: `ibrahima.sow.${n}.${stamp}@exemple.gn`,
    phone: `+224 66${n % 10} ${stamp.slice(0, 3)} ${stamp.slice(3)}`,
    password: DRIVER_PASSWORD_CHOSEN,
    vehicleType: 'Moto',
    vehiclePlate: 'RC-1234-A',
    ...extra,
  };
}

export async function adminCookie(server: TestServer) {
  return server.signIn(DEMO.admin);
}

/** Adds a driver through the API as the admin; fails the test unless it is created. */
export async function createDriverAs(server: TestServer, cookie: string, extra: Record<string, unknown> = {}) {
  const body = newDriverBody(extra);
  const response = await server.request('/admin/drivers', { cookie, json: body });
  expect(response.status, await response.clone().text()).toBe(201);
  const { driver } = (await response.json()) as { driver: AdminDriver };
  return { body, driver };
}

/** The audit entries about one driver, newest first. */
export async function auditOf(server: TestServer, driverId: string) {
  return server.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'driver'), eq(auditLog.entityId, driverId)))
    .orderBy(desc(auditLog.createdAt));
}

/** A seeded business that customers can order from. */
export async function someBusinessId(server: TestServer) {
  const [row] = await server.deps.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      and(
        eq(businesses.isActive, true),
        or(isNull(businesses.requestStatus), eq(businesses.requestStatus, 'approved')),
      ),
    );
  return row.id;
}
