import { MESSAGES, ROLE_IDS, driverIdSchema, type SessionUser } from '@livra/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, emailOutbox, sessions, userProfiles } from '@/db/schema/index';
import { cookieFrom, createTestServer, DEMO, DEMO_PASSWORD, type TestServer } from '@/test/harness';
import { errorOf } from '@/modules/orders/orders.fixtures';
import { DRIVER_PASSWORD, driverRow, driverSignIn, newDriver } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const sessionsOf = (userId: string) => server.deps.db.select().from(sessions).where(eq(sessions.userId, userId));
const profileOf = async (userId: string) =>
  (await server.deps.db.select().from(userProfiles).where(eq(userProfiles.id, userId)))[0];

/** A refused sign-in answers the message, sets no cookie and leaves no session open. */
async function expectRefused(response: Response, status: number, message: string, userId?: string) {
  expect(response.status).toBe(status);
  expect(await errorOf(response)).toBe(message);
  expect(response.headers.getSetCookie()).toEqual([]);
  if (userId) expect(await sessionsOf(userId)).toHaveLength(0);
}

describe('driver sign-in', () => {
  it('signs the demo driver in with their driver details, and the session opens the driver routes', async () => {
    const response = await driverSignIn(server, DEMO.driver, DEMO_PASSWORD);
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: SessionUser };
    expect(user).toMatchObject({
      role: 'driver',
      email: DEMO.driver,
      name: 'Ibrahima Camara',
      vehicleType: 'Moto',
      vehiclePlate: 'RC-4521-A',
    });
    expect(user.driverId).toMatch(/^[0-9a-f-]{36}$/);
    const me = await server.request('/driver/me', { cookie: cookieFrom(response) });
    expect(me.status).toBe(200);
    expect((await me.json()).driver.id).toBe(user.driverId);
  });

  it('refuses a wrong password with the usual message', async () => {
    await expectRefused(await driverSignIn(server, DEMO.driver, 'mauvais-mot'), 401, MESSAGES.invalidCredentials);
  });

  it('refuses a disabled account', async () => {
    const driver = await newDriver(server);
    await server.deps.db.update(userProfiles).set({ isActive: false }).where(eq(userProfiles.id, driver.userId));
    await expectRefused(await driverSignIn(server, driver.email), 403, MESSAGES.accountDisabled, driver.userId);
  });

  it('refuses a driver an admin disabled (drivers.is_active false), and closes the session just opened', async () => {
    const driver = await newDriver(server, { isActive: false });
    await expectRefused(await driverSignIn(server, driver.email), 403, MESSAGES.accountDisabled, driver.userId);
  });

  it('refuses a driver account without a driver profile', async () => {
    const driver = await newDriver(server, { row: false });
    await expectRefused(await driverSignIn(server, driver.email), 404, MESSAGES.driverProfileNotFound, driver.userId);
  });

  it('gives the driver role to a customer account that was created for its drivers row (linked at creation)', async () => {
    const driver = await newDriver(server, { role: 'customer' });
    const response = await driverSignIn(server, driver.email.toUpperCase());
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: SessionUser };
    expect(user).toMatchObject({ role: 'driver', driverId: driver.driverId });
    expect((await profileOf(driver.userId)).roleId).toBe(ROLE_IDS.driver);
    expect((await server.request('/driver/me', { cookie: cookieFrom(response) })).status).toBe(200);
  });

  it("refuses the takeover: a self-registered account with an approved driver application's e-mail stays a customer", async () => {
    const email = `candidat-${Date.now()}@example.gn`;
    const [application] = await server.deps.db
      .insert(drivers)
      .values({
        name: 'Alpha Diallo',
        email,
        phone: `+224 621 ${Date.now() % 1_000_000}`,
        requestStatus: 'approved',
        userId: null,
      })
      .returning({ id: drivers.id });
    const signUp = await server.request('/auth/sign-up', {
      json: { name: 'Usurpateur', email, password: 'Conakry-2024' },
    });
    expect(signUp.status).toBeLessThan(300);
    const [account] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.email, email));

    await expectRefused(
      await driverSignIn(server, email, 'Conakry-2024'),
      403,
      MESSAGES.driverRoleRequired,
      account.id,
    );
    expect((await profileOf(account.id)).roleId).toBe(ROLE_IDS.customer);
    expect((await driverRow(server, application.id)).userId).toBeNull();
  });

  it('never links an unlinked drivers row by e-mail, even to a customer account an admin made', async () => {
    const driver = await newDriver(server, { role: 'customer', linked: false });
    await expectRefused(await driverSignIn(server, driver.email), 403, MESSAGES.driverRoleRequired, driver.userId);
    expect((await driverRow(server, driver.driverId!)).userId).toBeNull();
  });

  it('refuses a customer who is not in the drivers table, and signs the new session out', async () => {
    const customer = await newDriver(server, { role: 'customer', row: false });
    await expectRefused(await driverSignIn(server, customer.email), 403, MESSAGES.driverRoleRequired, customer.userId);
    expect((await profileOf(customer.userId)).roleId).toBe(ROLE_IDS.customer);
  });

  it('does not turn a pending application into a driver account', async () => {
    const applicant = await newDriver(server, { role: 'customer', linked: false, requestStatus: 'pending' });
    await expectRefused(
      await driverSignIn(server, applicant.email),
      403,
      MESSAGES.driverRoleRequired,
      applicant.userId,
    );
    expect((await profileOf(applicant.userId)).roleId).toBe(ROLE_IDS.customer);
  });

  it('refuses a partner and an admin on the driver login, without touching their role', async () => {
    for (const email of [DEMO.partner, DEMO.admin]) {
      const response = await driverSignIn(server, email, DEMO_PASSWORD);
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toBe(MESSAGES.driverRoleRequired);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    const [partner] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.email, DEMO.partner));
    expect(partner.roleId).toBe(ROLE_IDS.partner);
  });

  it('answers malformed input with French messages, never a 500', async () => {
    const missing = await server.request('/auth/driver/sign-in', { json: {} });
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toContain(MESSAGES.emailRequired);
    const bad = await server.request('/auth/driver/sign-in', { json: { email: 'pas-un-email', password: 'x' } });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toBe(MESSAGES.emailInvalid);
    const notJson = await server.request('/auth/driver/sign-in', {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it('mails a reset link that leads to the driver reset page', async () => {
    const driver = await newDriver(server);
    const asked = await server.request('/auth/password-reset/request', {
      json: { email: driver.email, redirectTo: '/driver/reset-password' },
    });
    expect(asked.status).toBe(200);
    const [mail] = await server.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, driver.email));
    const payload = mail.payload as { reset_url: string; reset_token: string; user_type: string };
    expect(payload.reset_url).toBe(`http://localhost:3000/driver/reset-password?token=${payload.reset_token}`);
    expect(payload.user_type).toBe('driver');
    const reset = await server.request('/auth/password-reset', {
      json: { token: payload.reset_token, newPassword: 'nouveau123' },
    });
    expect(reset.status).toBe(200);
    expect((await driverSignIn(server, driver.email, 'nouveau123')).status).toBe(200);
    expect((await driverSignIn(server, driver.email, DRIVER_PASSWORD)).status).toBe(401);
  });
});

describe('driver ids', () => {
  it('says a missing or empty driver id is invalid, and a malformed one is not a UUID', () => {
    const messageOf = (value: unknown) => {
      const result = driverIdSchema.safeParse(value);
      return result.success ? null : result.error.issues[0].message;
    };
    expect(messageOf(undefined)).toBe(MESSAGES.driverIdInvalid);
    expect(messageOf('')).toBe(MESSAGES.driverIdInvalid);
    expect(messageOf('   ')).toBe(MESSAGES.driverIdInvalid);
    expect(messageOf('12345')).toBe(MESSAGES.driverIdFormat);
    expect(messageOf('5b1e8c1e-0c4f-4f6e-9d7a-2f0c8a1b3c4d')).toBeNull();
  });

  it('answers 400 with the UUID message for a malformed id in a driver route', async () => {
    const cookie = await server.signIn(DEMO.driver);
    for (const [path, method] of [
      ['/driver/orders/12345', 'GET'],
      ['/driver/offers/pas-un-id/accept', 'POST'],
      ['/driver/orders/12345/cash-collected', 'POST'],
    ] as const) {
      const response = await server.request(path, { cookie, method });
      expect(response.status, path).toBe(400);
      expect(await errorOf(response)).toBe(MESSAGES.driverIdFormat);
    }
  });

  it('refuses the driver routes to a driver an admin disabled while signed in', async () => {
    const driver = await newDriver(server);
    const cookie = cookieFrom(await driverSignIn(server, driver.email));
    await server.deps.db.update(drivers).set({ isActive: false }).where(eq(drivers.id, driver.driverId!));
    const response = await server.request('/driver/duty', { cookie, json: { onDuty: true } });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toBe(MESSAGES.accountDisabled);
  });
});
