import { isWeakPassword, MESSAGES } from '@livra/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, orders, userProfiles, users } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { applyAsDriver, auditOf, mailsTo } from './admin-requests.fixtures';
import { errorOf } from './requests.fixtures';

let server: TestServer;
let admin: string;
let adminId: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn(DEMO.admin);
  adminId = (await (await server.request('/auth/session', { cookie: admin })).json()).user.id;
});
afterAll(() => server?.close());

const base = '/admin/requests/drivers';
const get = (path: string) => server.request(path, { cookie: admin });
const post = (path: string, json: unknown = {}) => server.request(path, { cookie: admin, json });
const approve = (id: string, notes?: string) => post(`${base}/${id}/approve`, notes === undefined ? {} : { notes });
const reject = (id: string, reason?: string) => post(`${base}/${id}/reject`, reason === undefined ? {} : { reason });
const remove = (id: string) => server.request(`${base}/${id}`, { method: 'DELETE', cookie: admin });
const createAccount = (id: string) => post(`${base}/${id}/account`);

async function driverRow(id: string) {
  const [row] = await server.deps.db.select().from(drivers).where(eq(drivers.id, id));
  return row;
}

describe('the driver requests list', () => {
  it('lists applications newest first with their vehicle, and searches name, e-mail or phone', async () => {
    const fresh = await applyAsDriver(server, { vehicleType: 'Voiture' });
    const body = await (await get(base)).json();
    expect(body.pageSize).toBe(10);
    expect(body.items[0]).toMatchObject({
      id: fresh.id,
      name: 'Ousmane Touré',
      email: fresh.input.email,
      vehicleType: 'Voiture',
      vehiclePlate: 'RC-2231-B',
      driverType: 'independent',
      requestStatus: 'pending',
      hasAccount: false,
    });

    const byName = await (await get(`${base}?search=djenabou`)).json();
    expect(byName.items.map((item: { name: string }) => item.name)).toEqual(['Djénabou Diallo']);
    const byEmail = await (await get(`${base}?search=fode.sacko@`)).json();
    expect(byEmail.items.map((item: { name: string }) => item.name)).toEqual(['Fodé Sacko']);
    const byPhone = await (await get(`${base}?search=${encodeURIComponent('620 77 41')}`)).json();
    expect(byPhone.items.map((item: { name: string }) => item.name)).toEqual(['Djénabou Diallo']);

    const pending = await (await get(`${base}?status=pending`)).json();
    expect(pending.items.every((item: { requestStatus: string }) => item.requestStatus === 'pending')).toBe(true);
    const exported = await (await get(`${base}/export?status=pending`)).json();
    expect(exported.items).toHaveLength(pending.total);
  });

  it('counts the four figures and shows a decision at once', async () => {
    const before = await (await get(`${base}/stats`)).json();
    expect(before.total).toBe(before.pending + before.approved + before.rejected);
    const { id } = await applyAsDriver(server);
    await reject(id, 'Permis expiré');
    expect(await (await get(`${base}/stats`)).json()).toEqual({
      ...before,
      total: before.total + 1,
      rejected: before.rejected + 1,
    });
  });

  it('answers « Chauffeur non trouvé » for an unknown id and the UUID message for a malformed one', async () => {
    const unknown = await get(`${base}/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe(MESSAGES.chauffeurNotFound);
    const malformed = await approve('abc');
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toBe(MESSAGES.driverIdFormat);
  });
});

describe('approving a driver application creates the account', () => {
  it('approves, verifies, links a new driver account and returns its credentials', async () => {
    const { id, input } = await applyAsDriver(server);
    const response = await approve(id, 'Bienvenue dans l’équipe !');
    expect(response.status).toBe(200);
    const { request, credentials } = await response.json();
    expect(credentials).toEqual({
      name: 'Ousmane Touré',
      email: input.email,
      password: expect.any(String),
      dashboardUrl: 'http://localhost:3000/driver-dashboard',
    });
    expect(credentials.password).toHaveLength(12);
    expect(credentials.password).toMatch(/[!@#$%&*?]/);
    expect(isWeakPassword(credentials.password)).toBe(false);
    expect(request).toMatchObject({ requestStatus: 'approved', isVerified: true, hasAccount: true });

    const [profile] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.email, input.email));
    expect(profile).toMatchObject({ roleId: 4, mustChangePassword: true, phoneNumber: input.phone });
    expect(await driverRow(id)).toMatchObject({ userId: profile.id, requestStatus: 'approved', isVerified: true });

    const [approval] = await mailsTo(server, 'request-approval', input.email);
    expect(approval.payload).toMatchObject({ request_type: 'driver', admin_notes: 'Bienvenue dans l’équipe !' });
    const [mail] = await mailsTo(server, 'account-credentials', input.email);
    expect(mail.payload).toMatchObject({
      password: credentials.password,
      user_type: 'driver',
      login_url: 'http://localhost:3000/driver/login',
    });
    const audit = await auditOf(server, id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: adminId,
      action: 'driver_request.approve',
      entity: 'driver',
      data: {
        before: { requestStatus: 'pending', isVerified: false, userId: null },
        after: { requestStatus: 'approved', isVerified: true, userId: profile.id },
      },
    });

    // The driver signs in on the driver page and must change the password first.
    const signIn = await server.request('/auth/driver/sign-in', {
      json: { email: input.email, password: credentials.password },
    });
    expect(signIn.status).toBe(200);
    expect((await signIn.json()).user).toMatchObject({ role: 'driver', mustChangePassword: true, driverId: id });
  });

  it('decides only pending applications', async () => {
    const { id } = await applyAsDriver(server);
    await reject(id);
    for (const again of [await approve(id), await reject(id, 'encore')]) {
      expect(again.status).toBe(409);
      expect(await errorOf(again)).toBe(MESSAGES.requestNotPending);
    }
    expect(await driverRow(id)).toMatchObject({ requestStatus: 'rejected', userId: null });
    expect(await auditOf(server, id)).toHaveLength(1);
  });

  it('leaves the application pending and nothing created when the e-mail already has an account', async () => {
    const { id } = await applyAsDriver(server);
    await server.deps.db.update(drivers).set({ email: DEMO.customer }).where(eq(drivers.id, id));
    const response = await approve(id);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toBe(MESSAGES.emailTaken);
    expect(await driverRow(id)).toMatchObject({ requestStatus: 'pending', isVerified: false, userId: null });
    expect(await mailsTo(server, 'account-credentials', DEMO.customer)).toHaveLength(0);
    expect(await mailsTo(server, 'request-approval', DEMO.customer)).toHaveLength(0);
    expect(await auditOf(server, id)).toHaveLength(0);
  });
});

describe('rejecting, creating an account later, deleting', () => {
  it('rejects with the reason, e-mailed to the applicant, and audited', async () => {
    const { id, input } = await applyAsDriver(server);
    const response = await reject(id, 'Permis poids lourd expiré.');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      requestStatus: 'rejected',
      adminNotes: 'Permis poids lourd expiré.',
    });
    const [mail] = await mailsTo(server, 'request-rejection', input.email);
    expect(mail.payload).toMatchObject({ reason: 'Permis poids lourd expiré.', request_type: 'driver' });
    expect((await auditOf(server, id))[0]).toMatchObject({ action: 'driver_request.reject', actorId: adminId });
  });

  it('creates the account of a driver approved earlier without one, once', async () => {
    const { id, input } = await applyAsDriver(server);
    const pending = await createAccount(id);
    expect(pending.status).toBe(409);
    expect(await errorOf(pending)).toBe(MESSAGES.requestMustBeApproved);

    // Approved before accounts were made with the approval (e.g. imported data).
    await server.deps.db.update(drivers).set({ requestStatus: 'approved' }).where(eq(drivers.id, id));
    const response = await createAccount(id);
    expect(response.status).toBe(201);
    const { credentials } = await response.json();
    expect(credentials.email).toBe(input.email);
    const [user] = await server.deps.db.select().from(users).where(eq(users.email, input.email));
    expect((await driverRow(id)).userId).toBe(user.id);
    expect((await auditOf(server, id)).map((entry) => entry.action)).toEqual(['driver_request.create_account']);

    const again = await createAccount(id);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(MESSAGES.driverAccountExists);
  });

  it('deletes an application without account, audited with what it was', async () => {
    const { id, input } = await applyAsDriver(server);
    const response = await remove(id);
    expect(response.status).toBe(200);
    expect(await driverRow(id)).toBeUndefined();
    const [entry] = await auditOf(server, id);
    expect(entry).toMatchObject({
      action: 'driver_request.delete',
      actorId: adminId,
      data: { before: { name: 'Ousmane Touré', email: input.email, requestStatus: 'pending' }, after: null },
    });
    const gone = await remove(id);
    expect(gone.status).toBe(404);
    expect(await errorOf(gone)).toBe(MESSAGES.chauffeurNotFound);
  });

  it('refuses to delete a driver who has an account or deliveries', async () => {
    const { id } = await applyAsDriver(server);
    await approve(id);
    const withAccount = await remove(id);
    expect(withAccount.status).toBe(409);
    expect(await errorOf(withAccount)).toBe(MESSAGES.driverRequestNotDeletable);

    const other = await applyAsDriver(server);
    const [order] = await server.deps.db.select({ id: orders.id }).from(orders).limit(1);
    const [previous] = await server.deps.db
      .select({ driverId: orders.driverId })
      .from(orders)
      .where(eq(orders.id, order.id));
    await server.deps.db.update(orders).set({ driverId: other.id }).where(eq(orders.id, order.id));
    const withDeliveries = await remove(other.id);
    expect(withDeliveries.status).toBe(409);
    await server.deps.db.update(orders).set({ driverId: previous.driverId }).where(eq(orders.id, order.id));
    expect(await driverRow(other.id)).toBeDefined();
  });
});
