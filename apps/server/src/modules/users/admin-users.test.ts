import {
  type AdminUser,
  type AdminUserPage,
  type AdminUserStats,
  DELETED_USER_NAME,
  MESSAGES,
  STREAM_READY_EVENT,
} from '@livra/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  auditLog,
  businesses,
  orders,
  sessions,
  userAddresses,
  userProfiles,
  users,
} from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { openEventStream } from '@/test/sse';
import { customerWithOrder, errorOf, newCustomer } from '../orders/orders.fixtures';

let server: TestServer;
let admin: string;
let adminId: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn(DEMO.admin);
  adminId = (await (await server.request('/auth/session', { cookie: admin })).json()).user.id;
});
afterAll(() => server?.close());

const get = async <T>(path: string): Promise<T> => {
  const response = await server.request(path, { cookie: admin });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};
const post = (path: string, cookie = admin) => server.request(path, { method: 'POST', cookie });
const remove = (path: string, cookie = admin) => server.request(path, { method: 'DELETE', cookie });

async function lastAudit(entityId: string) {
  const [entry] = await server.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(desc(auditLog.createdAt));
  return entry;
}

async function auditCount(entityId: string) {
  const [{ total }] = await server.deps.db
    .select({ total: count() })
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId));
  return Number(total);
}

async function userRow(id: string): Promise<AdminUser> {
  const [profile] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.id, id));
  const page = await get<AdminUserPage>(`/admin/users?search=${encodeURIComponent(profile.email)}`);
  const row = page.items.find((item) => item.id === id);
  if (!row) throw new Error(`${profile.email} absent de la liste`);
  return row;
}

describe('the users list', () => {
  it('lists every profile, 10 a page, newest first, with the total', async () => {
    const [{ total }] = await server.deps.db.select({ total: count() }).from(userProfiles);
    const first = await get<AdminUserPage>('/admin/users');
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: Number(total) });
    expect(first.items).toHaveLength(10);
    const second = await get<AdminUserPage>('/admin/users?page=2');
    const dates = [...first.items, ...second.items].map((user) => user.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const ids = new Set([...first.items, ...second.items].map((user) => user.id));
    expect(ids.size).toBe(Math.min(Number(total), 20));
    expect(ids.size).toBeGreaterThan(10);
  });

  it('searches name or e-mail, accents and case aside, and filters by role and status', async () => {
    const newest = await newCustomer(server, 'Fatoumata Diallo-Kéïta');
    const byName = await get<AdminUserPage>('/admin/users?search=diallo-keita');
    expect(byName.items.map((user) => user.id)).toContain(newest.id);
    const byEmail = await get<AdminUserPage>(`/admin/users?search=${encodeURIComponent(newest.email.toUpperCase())}`);
    expect(byEmail.items.map((user) => user.id)).toEqual([newest.id]);
    // LIKE's wildcards are searched as typed.
    expect((await get<AdminUserPage>('/admin/users?search=%25%25%25')).total).toBe(0);

    const partners = await get<AdminUserPage>('/admin/users?role=partner&pageSize=50');
    expect(partners.total).toBeGreaterThan(0);
    expect(partners.items.every((user) => user.role === 'partner')).toBe(true);
    const admins = await get<AdminUserPage>('/admin/users?role=admin&search=admin%40livra.gn');
    expect(admins.items.map((user) => user.email)).toEqual([DEMO.admin]);
    expect((await get<AdminUserPage>('/admin/users?role=customer&search=admin%40livra.gn')).total).toBe(0);

    const inactive = await get<AdminUserPage>('/admin/users?status=inactive&pageSize=50');
    expect(inactive.items.every((user) => !user.isActive)).toBe(true);
  });

  it('refuses an unknown role or status with a French message', async () => {
    const role = await server.request('/admin/users?role=superadmin', { cookie: admin });
    expect(role.status).toBe(400);
    expect(await errorOf(role)).toBe(MESSAGES.userRoleInvalid);
    const status = await server.request('/admin/users?status=maybe', { cookie: admin });
    expect(await errorOf(status)).toBe(MESSAGES.userStatusInvalid);
  });

  it('shows each user’s orders and what they paid (completed payments only)', async () => {
    const customer = await customerWithOrder(server);
    const second = await customerWithOrder(server);
    expect(await userRow(customer.id)).toMatchObject({ totalOrders: 1, totalSpent: 0, hasHistory: true });
    await server.deps.db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, customer.order.id));
    expect(await userRow(customer.id)).toMatchObject({
      totalOrders: 1,
      totalSpent: customer.order.grandTotal,
      hasHistory: true,
    });
    expect((await userRow(second.id)).totalSpent).toBe(0);
    const fresh = await newCustomer(server);
    expect(await userRow(fresh.id)).toMatchObject({ totalOrders: 0, totalSpent: 0, hasHistory: false, deleted: false });
  });

  it('exports the whole filtered list, not one page', async () => {
    const [{ total }] = await server.deps.db.select({ total: count() }).from(userProfiles);
    const everyone = await get<{ items: AdminUser[] }>('/admin/users/export');
    expect(everyone.items).toHaveLength(Number(total));
    expect(everyone.items.length).toBeGreaterThan(10);
    const [{ partners }] = await server.deps.db
      .select({ partners: count() })
      .from(userProfiles)
      .where(eq(userProfiles.roleId, 2));
    const exported = await get<{ items: AdminUser[] }>('/admin/users/export?role=partner&page=3');
    expect(exported.items).toHaveLength(Number(partners));
    expect(exported.items.every((user) => user.role === 'partner')).toBe(true);
  });

  it('is for admins only', async () => {
    const partner = await server.signIn(DEMO.partner);
    expect((await server.request('/admin/users', { cookie: partner })).status).toBe(403);
    expect((await server.request('/admin/users')).status).toBe(401);
  });
});

describe('the stat cards', () => {
  it('count accounts per role and status, and the new ones of the month', async () => {
    const before = await get<AdminUserStats>('/admin/users/stats');
    const rows = await server.deps.db.select().from(userProfiles);
    const live = rows.filter((row) => !row.email.endsWith('@supprime.livra.invalid'));
    expect(before.total).toBe(live.length);
    expect(before.active + before.inactive).toBe(before.total);
    expect(Object.values(before.byRole).reduce((a, b) => a + b, 0)).toBe(before.total);
    expect(before.byRole.admin).toBe(live.filter((row) => row.roleId === 3).length);

    const fresh = await newCustomer(server);
    const after = await get<AdminUserStats>('/admin/users/stats');
    expect(after.total).toBe(before.total + 1);
    expect(after.newThisMonth).toBe(before.newThisMonth + 1);
    expect(after.byRole.customer).toBe(before.byRole.customer + 1);

    expect((await post(`/admin/users/${fresh.id}/deactivate`)).status).toBe(200);
    const deactivated = await get<AdminUserStats>('/admin/users/stats');
    expect(deactivated).toMatchObject({ active: after.active - 1, inactive: after.inactive + 1 });
  });
});

describe('activating and deactivating', () => {
  it('a deactivated user cannot sign in, and their open session ends at once', async () => {
    const customer = await newCustomer(server, 'Mamadou Camara');
    const { cookie } = customer;
    expect((await server.request('/me/profile', { cookie })).status).toBe(200);
    const stream = await openEventStream(server, cookie);
    await stream.readUntil((frame) => frame.event === STREAM_READY_EVENT);

    const response = await post(`/admin/users/${customer.id}/deactivate`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ message: MESSAGES.userDeactivated, user: { id: customer.id, isActive: false } });

    // Their open page hears it at once, and its realtime stream closes…
    await stream.readUntil((frame) => frame.event === 'session_ended');
    await expect(stream.readUntil(() => false, 2000)).rejects.toThrow('flux fermé');
    // …and the session open before is refused on its very next request…
    expect((await server.request('/me/profile', { cookie })).status).toBe(401);
    expect((await (await server.request('/auth/session', { cookie })).json()).user).toBeNull();
    const [{ left }] = await server.deps.db
      .select({ left: count() })
      .from(sessions)
      .where(eq(sessions.userId, customer.id));
    expect(Number(left)).toBe(0);

    // …and signing in again says why.
    const signIn = await server.request('/auth/sign-in', { json: { email: customer.email, password: 'secret12' } });
    expect(signIn.status).toBe(403);
    expect(await errorOf(signIn)).toBe("Votre compte est désactivé. Contactez l'administrateur.");
    // A wrong password still says only that the credentials are wrong.
    const wrong = await server.request('/auth/sign-in', { json: { email: customer.email, password: 'pas-le-bon' } });
    expect(await errorOf(wrong)).toBe(MESSAGES.invalidCredentials);

    const entry = await lastAudit(customer.id);
    expect(entry).toMatchObject({ actorId: adminId, action: 'user.deactivate', entity: 'user' });
    expect(entry.data).toMatchObject({ before: { isActive: true }, after: { isActive: false } });

    const activated = await post(`/admin/users/${customer.id}/activate`);
    expect(activated.status).toBe(200);
    expect(await activated.json()).toMatchObject({ message: MESSAGES.userActivated, user: { isActive: true } });
    expect(await lastAudit(customer.id)).toMatchObject({ action: 'user.activate', actorId: adminId });
    await server.signIn(customer.email, 'secret12');
  });

  it('changes nothing, and records nothing, when the account is already so', async () => {
    const customer = await newCustomer(server);
    const response = await post(`/admin/users/${customer.id}/activate`);
    expect(response.status).toBe(200);
    expect(await auditCount(customer.id)).toBe(0);
  });

  it('never deactivates the admin’s own account', async () => {
    const response = await post(`/admin/users/${adminId}/deactivate`);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toBe(MESSAGES.ownAccountDeactivate);
    expect((await server.request('/auth/session', { cookie: admin })).status).toBe(200);
    const [profile] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.id, adminId));
    expect(profile.isActive).toBe(true);
  });

  it('answers 404 for an unknown account and 400 for a malformed id', async () => {
    const missing = await post('/admin/users/00000000-0000-4000-8000-000000000000/deactivate');
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toBe(MESSAGES.userNotFound);
    const malformed = await post('/admin/users/abc/deactivate');
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toBe("Format d'ID invalide (UUID attendu)");
  });
});

describe('deleting', () => {
  it('erases an account with no history, with one audit entry', async () => {
    const customer = await newCustomer(server, 'Ibrahima Sow');
    await server.deps.db.insert(userAddresses).values({ userId: customer.id, label: 'Maison', address: 'Kipé' });
    const response = await remove(`/admin/users/${customer.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: 'erased', message: MESSAGES.userErased });
    expect(await server.deps.db.select().from(users).where(eq(users.id, customer.id))).toEqual([]);
    expect(await server.deps.db.select().from(userAddresses).where(eq(userAddresses.userId, customer.id))).toEqual([]);
    const entry = await lastAudit(customer.id);
    expect(entry).toMatchObject({ action: 'user.delete', actorId: adminId, entity: 'user' });
    expect(entry.data).toMatchObject({ before: { name: 'Ibrahima Sow', email: customer.email } });
    expect((await remove(`/admin/users/${customer.id}`)).status).toBe(404);
    expect((await server.request('/auth/session', { cookie: customer.cookie })).status).toBe(200);
    expect((await (await server.request('/auth/session', { cookie: customer.cookie })).json()).user).toBeNull();
  });

  it('anonymises an account with orders: the orders and the revenue stay true', async () => {
    const customer = await customerWithOrder(server);
    await server.deps.db
      .update(userProfiles)
      .set({ phoneNumber: '+224 622 00 11 22', address: 'Kaloum' })
      .where(eq(userProfiles.id, customer.id));
    await server.deps.db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, customer.order.id));
    const revenueBefore = await get<{ totalRevenue: number; totalOrders: number }>('/admin/home/stats?period=year');

    const response = await remove(`/admin/users/${customer.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: 'anonymised', message: MESSAGES.userAnonymised });

    const row = await userRow(customer.id);
    expect(row).toMatchObject({
      name: DELETED_USER_NAME,
      email: `${customer.id}@supprime.livra.invalid`,
      phoneNumber: null,
      address: null,
      profileImage: null,
      isActive: false,
      deleted: true,
      totalOrders: 1,
      totalSpent: customer.order.grandTotal,
    });
    const [order] = await server.deps.db.select().from(orders).where(eq(orders.id, customer.order.id));
    expect(order).toMatchObject({ userId: customer.id, grandTotal: customer.order.grandTotal });
    expect(await get('/admin/home/stats?period=year')).toMatchObject({
      totalRevenue: revenueBefore.totalRevenue,
      totalOrders: revenueBefore.totalOrders,
    });

    // No way back in: no password, no session, and the old address is unknown.
    expect(await server.deps.db.select().from(accounts).where(eq(accounts.userId, customer.id))).toEqual([]);
    expect(await server.deps.db.select().from(sessions).where(eq(sessions.userId, customer.id))).toEqual([]);
    expect((await (await server.request('/auth/session', { cookie: customer.cookie })).json()).user).toBeNull();
    const signIn = await server.request('/auth/sign-in', { json: { email: customer.email, password: 'secret12' } });
    expect(signIn.status).toBe(401);

    const entry = await lastAudit(customer.id);
    expect(entry).toMatchObject({ action: 'user.anonymise', actorId: adminId, entity: 'user' });
    expect(entry.data).toMatchObject({
      before: { email: customer.email, totalOrders: 1 },
      after: { name: DELETED_USER_NAME, isActive: false },
    });

    // A deleted account can be neither deleted again nor reactivated.
    const again = await remove(`/admin/users/${customer.id}`);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(MESSAGES.userDeletedAlready);
    expect((await post(`/admin/users/${customer.id}/activate`)).status).toBe(409);
    expect(await auditCount(customer.id)).toBe(1);
  });

  it('keeps a partner who owns a business, anonymised, with the business still theirs', async () => {
    const [owned] = await server.deps.db
      .select({ businessId: businesses.id, ownerId: businesses.ownerId })
      .from(businesses)
      .innerJoin(userProfiles, eq(userProfiles.id, businesses.ownerId))
      .where(and(eq(userProfiles.roleId, 2), eq(userProfiles.isActive, true)))
      .limit(1);
    const response = await remove(`/admin/users/${owned.ownerId}`);
    expect(await response.json()).toMatchObject({ outcome: 'anonymised' });
    const [business] = await server.deps.db.select().from(businesses).where(eq(businesses.id, owned.businessId));
    expect(business.ownerId).toBe(owned.ownerId);
  });

  it('never deletes the admin’s own account', async () => {
    const response = await remove(`/admin/users/${adminId}`);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toBe(MESSAGES.ownAccountDelete);
    expect(await server.deps.db.select().from(users).where(eq(users.id, adminId))).toHaveLength(1);
  });
});
