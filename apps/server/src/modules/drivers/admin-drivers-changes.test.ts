import type { AdminDriver } from '@livra/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, drivers, emailOutbox, orders, sessions, users } from '@/db/schema/index';
import { DEMO, cookieFrom, createTestServer, type TestServer } from '@/test/harness';
import { customerWithOrder } from '@/modules/orders/orders.fixtures';
import {
  DRIVER_PASSWORD_CHOSEN,
  adminCookie,
  auditOf,
  createDriverAs,
  newDriverBody,
  someBusinessId,
} from './admin-drivers.fixtures';
import { driverSignIn } from './testing';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = await adminCookie(server);
});
afterAll(() => server?.close());

const call = (path: string, init: { method?: string; json?: unknown } = {}) =>
  server.request(`/admin/drivers${path}`, { cookie: admin, ...init });
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
const driverOf = async (response: Response) => ((await response.json()) as { driver: AdminDriver }).driver;

describe('editing a driver', () => {
  it('changes the driver and their sign-in account, with one audit entry of before and after', async () => {
    const { driver, body } = await createDriverAs(server, admin);
    const email = `nouveau.${body.email}`;
    const response = await call(`/${driver.id}`, {
      method: 'PATCH',
      json: { name: '  Aminata Camara  ', email: email.toUpperCase(), vehicleType: 'Voiture' },
    });
    expect(response.status).toBe(200);
    const updated = await driverOf(response.clone());
    expect((await response.json()).message).toBe('Livreur mis à jour avec succès');
    expect(updated).toMatchObject({ name: 'Aminata Camara', email, vehicleType: 'Voiture', phone: body.phone });
    expect((await driverSignIn(server, email, DRIVER_PASSWORD_CHOSEN)).status).toBe(200);

    const entries = await auditOf(server, driver.id);
    expect(entries.map((entry) => entry.action)).toEqual(['driver.update', 'driver.create']);
    expect(entries[0].data).toMatchObject({
      before: { name: body.name, email: body.email, vehicleType: 'Moto' },
      after: { name: 'Aminata Camara', email, vehicleType: 'Voiture' },
    });
    // Nothing changed, nothing recorded.
    expect((await call(`/${driver.id}`, { method: 'PATCH', json: { name: 'Aminata Camara' } })).status).toBe(200);
    expect(await auditOf(server, driver.id)).toHaveLength(2);
  });

  it('applies the add dialog’s rules and messages', async () => {
    const { driver } = await createDriverAs(server, admin);
    const other = await createDriverAs(server, admin);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: ' ' }, 400, 'Le nom est requis'],
      [{ email: '' }, 400, "L'email est requis"],
      [{ phone: '' }, 400, 'Le numéro de téléphone est requis'],
      [{ driverType: 'service' }, 400, 'Veuillez sélectionner un service/commerce'],
      [{ email: other.body.email }, 409, 'Un utilisateur avec cet email existe déjà'],
      [
        { phone: other.body.phone },
        409,
        'Un chauffeur ou une demande de chauffeur utilise déjà ce numéro de téléphone',
      ],
    ];
    for (const [json, status, message] of cases) {
      const response = await call(`/${driver.id}`, { method: 'PATCH', json });
      expect(response.status, JSON.stringify(json)).toBe(status);
      expect(await errorOf(response)).toBe(message);
    }
    const businessId = await someBusinessId(server);
    const service = await call(`/${driver.id}`, { method: 'PATCH', json: { driverType: 'service', businessId } });
    expect((await driverOf(service)).businessId).toBe(businessId);
    // Back to independent: the business goes.
    const independent = await call(`/${driver.id}`, { method: 'PATCH', json: { driverType: 'independent' } });
    expect((await driverOf(independent)).businessId).toBeNull();
  });
});

describe('activating and deactivating', () => {
  it('locks a deactivated driver out at once, shows Inactif, and lets them back when reactivated', async () => {
    const { driver, body } = await createDriverAs(server, admin);
    const signedIn = await driverSignIn(server, body.email, DRIVER_PASSWORD_CHOSEN);
    const cookie = cookieFrom(signedIn);
    expect((await server.request('/driver/duty', { cookie, json: { onDuty: true } })).status).toBe(200);
    expect((await (await call(`/${driver.id}`)).json()).driver.activeSessions).toBe(1);

    const off = await call(`/${driver.id}/active`, { method: 'PUT', json: { isActive: false } });
    expect(off.status).toBe(200);
    const deactivated = (await off.json()) as { driver: AdminDriver; message: string };
    expect(deactivated.message).toBe('Livreur désactivé avec succès');
    expect(deactivated.driver).toMatchObject({ isActive: false, activeSessions: 0 });
    expect((await server.request('/driver/me', { cookie })).status).toBe(401);
    const refused = await driverSignIn(server, body.email, DRIVER_PASSWORD_CHOSEN);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toBe("Votre compte est désactivé. Contactez l'administrateur.");
    const [entry] = await auditOf(server, driver.id);
    expect(entry).toMatchObject({
      action: 'driver.deactivate',
      data: { before: { isActive: true }, after: { isActive: false } },
    });

    const on = await call(`/${driver.id}/active`, { method: 'PUT', json: { isActive: true } });
    expect((await on.json()).message).toBe('Livreur activé avec succès');
    expect((await driverSignIn(server, body.email, DRIVER_PASSWORD_CHOSEN)).status).toBe(200);
  });
});

describe('the admin’s own account', () => {
  it('cannot be deactivated or deleted through a driver row linked to it', async () => {
    const { driver } = await createDriverAs(server, admin);
    const [me] = await server.deps.db.select().from(users).where(eq(users.email, DEMO.admin));
    await server.deps.db.update(drivers).set({ userId: me.id }).where(eq(drivers.id, driver.id));
    for (const response of [
      await call(`/${driver.id}/active`, { method: 'PUT', json: { isActive: false } }),
      await call(`/${driver.id}`, { method: 'DELETE' }),
    ]) {
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toBe('Vous ne pouvez pas désactiver ni supprimer votre propre compte');
    }
    expect((await call('')).status).toBe(200);
  });
});

describe('verifying', () => {
  it('only ever sets verified, once', async () => {
    const { driver } = await createDriverAs(server, admin);
    const first = await call(`/${driver.id}/verify`, { method: 'POST' });
    expect((await first.json()) as unknown).toMatchObject({
      driver: { isVerified: true },
      message: 'Livreur vérifié avec succès',
    });
    expect((await call(`/${driver.id}/verify`, { method: 'POST' })).status).toBe(200);
    const actions = (await auditOf(server, driver.id)).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'driver.verify')).toHaveLength(1);
  });
});

describe('passwords', () => {
  it('the admin sets a new one: the old one stops working, open sessions end, the audit keeps no password', async () => {
    const { driver, body } = await createDriverAs(server, admin);
    const cookie = cookieFrom(await driverSignIn(server, body.email, DRIVER_PASSWORD_CHOSEN));
    const weak = await call(`/${driver.id}/password`, { method: 'PUT', json: { password: 'azerty12' } });
    expect(weak.status).toBe(400);
    const response = await call(`/${driver.id}/password`, { method: 'PUT', json: { password: 'Matoto-Moto-2026' } });
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe('Mot de passe réinitialisé avec succès');
    expect((await server.request('/driver/me', { cookie })).status).toBe(401);
    expect((await driverSignIn(server, body.email, DRIVER_PASSWORD_CHOSEN)).status).toBe(401);
    expect((await driverSignIn(server, body.email, 'Matoto-Moto-2026')).status).toBe(200);
    const [entry] = await auditOf(server, driver.id);
    expect(entry.action).toBe('driver.password_reset');
    expect(JSON.stringify(entry.data)).not.toContain('Matoto');
  });

  it('sends the reset e-mail with its link to the driver reset page', async () => {
    const { driver, body } = await createDriverAs(server, admin);
    const response = await call(`/${driver.id}/reset-email`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe('Email de réinitialisation envoyé');
    const mails = await server.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, body.email));
    const reset = mails.find((mail) => mail.template === 'password-reset');
    expect(String(reset?.payload.reset_url)).toContain('/driver/reset-password?token=');
    expect((await auditOf(server, driver.id))[0].action).toBe('driver.reset_email');
  });
});

describe('deleting', () => {
  it('erases a driver without deliveries, with their account', async () => {
    const { driver, body } = await createDriverAs(server, admin);
    const response = await call(`/${driver.id}`, { method: 'DELETE' });
    expect(await response.json()).toEqual({ outcome: 'deleted', message: 'Livreur supprimé avec succès' });
    expect(await server.deps.db.select().from(drivers).where(eq(drivers.id, driver.id))).toHaveLength(0);
    expect(await server.deps.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    const [entry] = await auditOf(server, driver.id);
    expect(entry).toMatchObject({ action: 'driver.delete', data: { before: { email: body.email }, after: null } });
    expect((await call(`/${driver.id}`)).status).toBe(404);
  });

  it('deactivates and anonymises a driver with deliveries: the orders keep their driver, the sign-in goes', async () => {
    const { driver, body } = await createDriverAs(server, admin);
    const [row] = await server.deps.db.select().from(drivers).where(eq(drivers.id, driver.id));
    const { order } = await customerWithOrder(server);
    await server.deps.db
      .update(orders)
      .set({ driverId: driver.id, driverName: body.name, driverPhone: body.phone, status: 'delivered' })
      .where(eq(orders.id, order.id));
    await server.deps.db
      .update(drivers)
      .set({ totalDeliveries: 1, totalEarnings: 15000 })
      .where(eq(drivers.id, driver.id));

    const response = await call(`/${driver.id}`, { method: 'DELETE' });
    expect(await response.json()).toEqual({
      outcome: 'anonymised',
      message: 'Livreur désactivé et anonymisé : ses livraisons sont conservées',
    });
    const [after] = await server.deps.db.select().from(drivers).where(eq(drivers.id, driver.id));
    expect(after).toMatchObject({
      name: 'Livreur supprimé',
      isActive: false,
      userId: null,
      totalDeliveries: 1,
      vehiclePlate: null,
    });
    expect(after.email).not.toContain(body.email);
    expect(after.phone).not.toBe(body.phone);
    const [kept] = await server.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ driverId: driver.id, driverName: 'Livreur supprimé', driverPhone: null });
    expect(await server.deps.db.select().from(accounts).where(eq(accounts.userId, row.userId!))).toHaveLength(0);
    expect(await server.deps.db.select().from(sessions).where(eq(sessions.userId, row.userId!))).toHaveLength(0);
    expect((await driverSignIn(server, body.email, DRIVER_PASSWORD_CHOSEN)).status).toBe(401);
    // The e-mail is free again for a new account.
    expect((await call('', { json: newDriverBody({ email: body.email }) })).status).toBe(201);

    const [entry] = await auditOf(server, driver.id);
    expect(entry.action).toBe('driver.anonymise');
    expect(JSON.stringify(entry.data)).not.toContain(body.email);
    // Still listed, as Inactif: its deliveries count in the figures.
    expect((await (await call(`/${driver.id}`)).json()).driver).toMatchObject({ isActive: false, totalDeliveries: 1 });
  });
});
