import { MESSAGES, type PartnerDriver, type PartnerDriverDetail } from '@livra/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, drivers, orders, orderStatusHistory, workSessions } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { getPartnerDriver } from './partner-drivers.service';
import { base, businessNamed, driverByEmail, MAQUIS, SEEDED } from './partner-orders.fixtures';
import { errorOf, insertOrder, minutesAfter, newPartner } from './testing';

let server: TestServer;
let cookie: string;
let maquisId: string;

beforeAll(async () => {
  server = await createTestServer();
  cookie = await server.signIn(DEMO.partner);
  maquisId = (await businessNamed(server, MAQUIS)).id;
});
afterAll(() => server?.close());

let driverCounter = 0;
async function serviceDriver(businessId: string, extra: Partial<typeof drivers.$inferInsert> = {}) {
  const n = ++driverCounter;
  const [row] = await server.deps.db
    .insert(drivers)
    .values({
      name: `Sékou Camara ${n}`,
      email: `sekou${n}-${Date.now()}@example.gn`,
      phone: `+224 621 00 ${String(n).padStart(2, '0')} ${String(Date.now() % 100).padStart(2, '0')}`,
      driverType: 'service',
      businessId,
      requestStatus: 'approved',
      isVerified: true,
      vehiclePlate: 'RC-1111-Z',
      ...extra,
    })
    .returning();
  return row;
}

/** A delivered order, picked up `rideMinutes` before delivery, which came 5 min before (or after) the estimate. */
async function delivery(
  businessId: string,
  driverId: string,
  deliveredAt: Date,
  rideMinutes: number,
  onTime: boolean,
  total = 50_000,
) {
  const pickedUp = minutesAfter(deliveredAt, -rideMinutes);
  const order = await insertOrder(server, businessId, {
    createdAt: minutesAfter(pickedUp, -30),
    grandTotal: total,
    actualDelivery: deliveredAt,
  });
  await server.deps.db
    .update(orders)
    .set({ driverId, estimatedDelivery: minutesAfter(deliveredAt, onTime ? 5 : -5) })
    .where(eq(orders.id, order.id));
  await server.deps.db
    .insert(orderStatusHistory)
    .values({ orderId: order.id, status: 'picked_up', createdAt: pickedUp });
  return order;
}

describe('my service drivers', () => {
  it('lists the business’s own drivers with vehicle, state and figures, and no one else', async () => {
    const response = await server.request(`${base(maquisId)}/drivers`, { cookie });
    expect(response.status).toBe(200);
    const { drivers: list } = (await response.json()) as { drivers: PartnerDriver[] };
    const alseny = await driverByEmail(server, SEEDED.maquisVerified);
    const moussa = await driverByEmail(server, SEEDED.maquisUnverified);
    expect(list.map((d) => d.id).sort()).toEqual([alseny.id, moussa.id].sort());
    expect(list.find((d) => d.id === alseny.id)).toMatchObject({
      name: alseny.name,
      phone: alseny.phone,
      vehicleType: 'Moto',
      vehiclePlate: 'RC-3187-B',
      isActive: true,
      isVerified: true,
      onDuty: false,
      rating: 4.6,
    });
    expect(list.find((d) => d.id === moussa.id)?.isVerified).toBe(false);
  });

  it('shows who is on duty and how many of the business’s orders each delivered', async () => {
    const { cookie: owner, businessId } = await newPartner(server);
    const driver = await serviceDriver(businessId);
    await server.deps.db.insert(workSessions).values({ driverId: driver.id, status: 'active' });
    await delivery(businessId, driver.id, new Date(), 20, true);
    const { drivers: list } = (await (
      await server.request(`${base(businessId)}/drivers`, { cookie: owner })
    ).json()) as { drivers: PartnerDriver[] };
    expect(list).toEqual([expect.objectContaining({ id: driver.id, onDuty: true, deliveries: 1 })]);
  });
});

describe('one driver', () => {
  it('gives recent deliveries and the performance figures', async () => {
    const { cookie: owner, businessId, userId } = await newPartner(server);
    const driver = await serviceDriver(businessId);
    const now = new Date('2026-03-15T12:00:00Z');
    await delivery(businessId, driver.id, new Date('2026-03-15T10:00:00Z'), 20, true, 40_000);
    await delivery(businessId, driver.id, new Date('2026-03-10T19:00:00Z'), 30, false, 60_000);
    // Last month: counted in the averages, not in this month's figures.
    await delivery(businessId, driver.id, new Date('2026-02-27T13:00:00Z'), 10, true, 25_000);

    const detail = await getPartnerDriver(server.deps.db, userId, businessId, driver.id, now);
    expect(detail.performance).toEqual({
      deliveriesThisMonth: 2,
      cashCollectedThisMonth: 100_000,
      averageDeliveryMinutes: 20,
      onTimeShare: 66.7,
    });
    expect(detail.deliveries.map((d) => d.grandTotal)).toEqual([40_000, 60_000, 25_000]);

    const response = await server.request(`${base(businessId)}/drivers/${driver.id}`, { cookie: owner });
    expect(response.status).toBe(200);
    const body = (await response.json()) as PartnerDriverDetail;
    expect(body.driver).toMatchObject({ id: driver.id, deliveries: 3 });
    expect(body.deliveries).toHaveLength(3);
  });

  it('has no figures before the first delivery', async () => {
    const { cookie: owner, businessId } = await newPartner(server);
    const driver = await serviceDriver(businessId);
    const body = (await (
      await server.request(`${base(businessId)}/drivers/${driver.id}`, { cookie: owner })
    ).json()) as PartnerDriverDetail;
    expect(body.performance).toEqual({
      deliveriesThisMonth: 0,
      cashCollectedThisMonth: 0,
      averageDeliveryMinutes: null,
      onTimeShare: null,
    });
    expect(body.deliveries).toEqual([]);
  });

  it("answers 'Livreur non trouvé' for anyone who is not one of the business's drivers", async () => {
    const demo = await driverByEmail(server, SEEDED.demoIndependent);
    const pending = await driverByEmail(server, SEEDED.fatouPending);
    for (const id of [demo.id, pending.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await server.request(`${base(maquisId)}/drivers/${id}`, { cookie });
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toBe(MESSAGES.driverNotFound);
    }
    const malformed = await server.request(`${base(maquisId)}/drivers/alseny`, { cookie });
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toBe(MESSAGES.driverIdFormat);
  });

  it("keeps another partner away from the business's drivers", async () => {
    const alseny = await driverByEmail(server, SEEDED.maquisVerified);
    const other = await newPartner(server);
    for (const path of [`${base(maquisId)}/drivers`, `${base(maquisId)}/drivers/${alseny.id}`]) {
      const response = await server.request(path, { cookie: other.cookie });
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toBe(MESSAGES.businessNotFound);
    }
    const sideways = await server.request(`${base(other.businessId)}/drivers/${alseny.id}`, { cookie: other.cookie });
    expect(sideways.status).toBe(404);
    expect(await errorOf(sideways)).toBe(MESSAGES.driverNotFound);
  });
});

describe('activating and deactivating a service driver', () => {
  const activeUrl = (driverId: string) => `${base(maquisId)}/drivers/${driverId}/active`;

  it('takes the driver off duty and out of the app at once, then back on, each change audited', async () => {
    const driver = await serviceDriver(maquisId, { isAvailable: true });
    await server.deps.db.insert(workSessions).values({ driverId: driver.id, status: 'active' });

    const off = await server.request(activeUrl(driver.id), { method: 'PUT', cookie, json: { isActive: false } });
    expect(off.status).toBe(200);
    const body = (await off.json()) as { driver: PartnerDriver; message: string };
    expect(body.message).toBe(MESSAGES.driverDeactivated);
    expect(body.driver).toMatchObject({ id: driver.id, isActive: false, onDuty: false });
    const [stored] = await server.deps.db.select().from(drivers).where(eq(drivers.id, driver.id));
    expect(stored).toMatchObject({ isActive: false, isAvailable: false });

    const on = await server.request(activeUrl(driver.id), { method: 'PUT', cookie, json: { isActive: true } });
    expect(((await on.json()) as { message: string }).message).toBe(MESSAGES.driverActivated);
    const entries = await server.deps.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.entityId, driver.id));
    const partnerId = (await businessNamed(server, MAQUIS)).ownerId;
    expect(entries.map((entry) => entry.action).sort()).toEqual(['driver.activate', 'driver.deactivate']);
    expect(entries.every((entry) => entry.actorId === partnerId)).toBe(true);
  });

  it('refuses bad input in French, drivers of other businesses, and other partners, changing nothing', async () => {
    const driver = await serviceDriver(maquisId);
    const bad = await server.request(activeUrl(driver.id), { method: 'PUT', cookie, json: { isActive: 'non' } });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toBe('Indiquez true (activer) ou false (désactiver)');

    const independent = await driverByEmail(server, SEEDED.demoIndependent);
    const notOurs = await server.request(activeUrl(independent.id), {
      method: 'PUT',
      cookie,
      json: { isActive: false },
    });
    expect(notOurs.status).toBe(404);
    expect(await errorOf(notOurs)).toBe(MESSAGES.driverNotFound);

    const other = await newPartner(server);
    const intruder = await server.request(activeUrl(driver.id), {
      method: 'PUT',
      cookie: other.cookie,
      json: { isActive: false },
    });
    expect(intruder.status).toBe(404);
    const [stored] = await server.deps.db.select().from(drivers).where(eq(drivers.id, driver.id));
    expect(stored.isActive).toBe(true);
    const [unchanged] = await server.deps.db.select().from(drivers).where(eq(drivers.id, independent.id));
    expect(unchanged.isActive).toBe(true);
  });
});
