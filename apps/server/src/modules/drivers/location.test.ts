import { DRIVER_APP_MESSAGES, type DriverLocationResult, type DriverMe, type OrderDetail } from '@livra/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverLocations, orders } from '@/db/schema/index';
import type { LivraEvent } from '@/events/bus';
import { cookieFrom, createTestServer, type TestServer } from '@/test/harness';
import { businessRow, errorOf, MAQUIS } from '@/modules/orders/orders.fixtures';
import { acceptAs, driverOnDuty, driverSignIn, newDriver, readyOrder, stepAs } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const share = (cookie: string, json: unknown) => server.request('/driver/location', { cookie, json });
const pointsOf = (driverId: string) =>
  server.deps.db.select().from(driverLocations).where(eq(driverLocations.driverId, driverId));
/** Moves the driver's previous point back in time, as if the phone had waited its 5 seconds. */
const age = (driverId: string) =>
  server.deps.db
    .update(driverLocations)
    .set({ recordedAt: new Date(Date.now() - 10_000) })
    .where(eq(driverLocations.driverId, driverId));

describe('sharing the position', () => {
  it('is only possible on duty', async () => {
    const driver = await newDriver(server);
    const cookie = cookieFrom(await driverSignIn(server, driver.email));
    const response = await share(cookie, { latitude: 9.51, longitude: -13.71 });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toBe(DRIVER_APP_MESSAGES.locationNeedsDuty);
    expect(await pointsOf(driver.driverId!)).toHaveLength(0);
  });

  it('refuses positions out of range or malformed, with French messages', async () => {
    const driver = await driverOnDuty(server);
    const cases: [unknown, string][] = [
      [{ latitude: 91, longitude: -13.7 }, DRIVER_APP_MESSAGES.latitudeInvalid],
      [{ latitude: 9.5, longitude: -181 }, DRIVER_APP_MESSAGES.longitudeInvalid],
      [{ latitude: '9.5', longitude: -13.7 }, DRIVER_APP_MESSAGES.latitudeInvalid],
      [{ longitude: -13.7 }, DRIVER_APP_MESSAGES.latitudeInvalid],
      [{ latitude: 9.5, longitude: -13.7, accuracy: -3 }, DRIVER_APP_MESSAGES.accuracyInvalid],
    ];
    for (const [json, message] of cases) {
      const response = await share(driver.cookie, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await errorOf(response)).toBe(message);
    }
    expect(await pointsOf(driver.driverId!)).toHaveLength(0);
  });

  it('stores the point, puts it on my orders under way and pushes it to their customer and business owner', async () => {
    const { order, id: customerId, cookie: customerCookie } = await readyOrder(server);
    const maquis = await businessRow(server, MAQUIS);
    const driver = await driverOnDuty(server);
    await acceptAs(server, driver.cookie, order.id);
    await stepAs(server, driver.cookie, order.id, 'picked_up');

    const heard: LivraEvent[] = [];
    const stops = [customerId, maquis.ownerId!].map((userId) =>
      server.deps.events.subscribe(userId, (event) => heard.push({ ...event, userIds: [userId] })),
    );
    try {
      const response = await share(driver.cookie, { latitude: 9.5372, longitude: -13.6773, accuracy: 14 });
      expect(response.status).toBe(200);
      const result = (await response.json()) as DriverLocationResult;
      expect(result).toMatchObject({ stored: true, ordersUpdated: 1 });

      const [point] = await pointsOf(driver.driverId!);
      expect(point).toMatchObject({ latitude: 9.5372, longitude: -13.6773, accuracy: 14, orderId: order.id });
      const [row] = await server.deps.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ driverLatitude: 9.5372, driverLongitude: -13.6773 });

      for (const userId of [customerId, maquis.ownerId!]) {
        await expect
          .poll(() => heard.find((event) => event.userIds[0] === userId && event.type === 'driver_position'))
          .toMatchObject({ data: { orderId: order.id, driverLocation: { latitude: 9.5372, longitude: -13.6773 } } });
      }
      const tracking = (
        (await (await server.request(`/orders/${order.id}`, { cookie: customerCookie })).json()) as {
          order: OrderDetail;
        }
      ).order;
      expect(tracking.driverLocation).toMatchObject({
        latitude: 9.5372,
        longitude: -13.6773,
        updatedAt: result.recordedAt,
      });
      const me = (await (await server.request('/driver/me', { cookie: driver.cookie })).json()) as DriverMe;
      expect(me.lastLocation).toMatchObject({ latitude: 9.5372, longitude: -13.6773, accuracy: 14 });
    } finally {
      for (const stop of stops) stop();
    }
  });

  it('ignores an update less than 2 seconds after the previous one, and takes the next', async () => {
    const driver = await driverOnDuty(server);
    expect(
      ((await (await share(driver.cookie, { latitude: 9.6, longitude: -13.6 })).json()) as DriverLocationResult).stored,
    ).toBe(true);
    const flood = await share(driver.cookie, { latitude: 9.61, longitude: -13.61 });
    expect(flood.status).toBe(200);
    expect(((await flood.json()) as DriverLocationResult).stored).toBe(false);
    expect(await pointsOf(driver.driverId!)).toHaveLength(1);

    await age(driver.driverId!);
    expect(
      ((await (await share(driver.cookie, { latitude: 9.62, longitude: -13.62 })).json()) as DriverLocationResult)
        .stored,
    ).toBe(true);
    expect(await pointsOf(driver.driverId!)).toHaveLength(2);
  });

  it("does not move a delivered order's driver position any more", async () => {
    const { order } = await readyOrder(server);
    const driver = await driverOnDuty(server);
    await acceptAs(server, driver.cookie, order.id);
    for (const step of ['picked_up', 'delivered']) await stepAs(server, driver.cookie, order.id, step);
    const result = (await (
      await share(driver.cookie, { latitude: 9.7, longitude: -13.5 })
    ).json()) as DriverLocationResult;
    expect(result).toMatchObject({ stored: true, ordersUpdated: 0 });
    const [row] = await server.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.driverLatitude).toBeNull();
  });
});
