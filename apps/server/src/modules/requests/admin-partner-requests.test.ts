import { isWeakPassword, MESSAGES } from '@livra/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businesses,
  businessTypeMenuTemplates,
  menuCategories,
  partnerSubscriptions,
  subscriptionNotifications,
  userProfiles,
  users,
} from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { applyAsPartner, auditOf, mailsTo } from './admin-requests.fixtures';
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

const base = '/admin/requests/partners';
const get = (path: string, cookie = admin) => server.request(path, { cookie });
const post = (path: string, json: unknown = {}, cookie = admin) => server.request(path, { cookie, json });
const approve = (id: string, notes?: string) => post(`${base}/${id}/approve`, notes === undefined ? {} : { notes });
const reject = (id: string, reason?: string) => post(`${base}/${id}/reject`, reason === undefined ? {} : { reason });
const createAccount = (id: string) => post(`${base}/${id}/account`);

async function businessRow(id: string) {
  const [row] = await server.deps.db.select().from(businesses).where(eq(businesses.id, id));
  return row;
}

/** A business added directly (no request status): never an application. */
async function addDirectBusiness() {
  const [row] = await server.deps.db
    .insert(businesses)
    .values({ name: `Boutique directe ${Date.now()}`, requestStatus: null })
    .returning({ id: businesses.id });
  return row.id;
}

describe('the partner requests list', () => {
  it('shows only applications, newest first, 10 a page, with plan and type', async () => {
    const fresh = await applyAsPartner(server);
    const response = await get(base);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(10);
    expect(body.items[0]).toMatchObject({
      id: fresh.id,
      name: fresh.input.businessName,
      ownerName: 'Kadiatou Bangoura',
      ownerEmail: fresh.input.email,
      businessType: 'Restaurant',
      region: 'Boké',
      requestStatus: 'pending',
      planName: fresh.plan.name,
      hasAccount: false,
    });
    expect(body.items.map((item: { name: string }) => item.name)).toContain('Le Jardin de Dixinn');
    // A business an admin added directly never applied: it is not in the list.
    const direct = await addDirectBusiness();
    const all = await (await get(`${base}/export`)).json();
    expect(all.items.map((item: { id: string }) => item.id)).not.toContain(direct);
    const dates = body.items.map((item: { createdAt: string }) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by status, by name, owner name or owner e-mail (accents aside), and by dates', async () => {
    const byStatus = await (await get(`${base}?status=rejected`)).json();
    expect(byStatus.items.length).toBeGreaterThan(0);
    expect(byStatus.items.every((item: { requestStatus: string }) => item.requestStatus === 'rejected')).toBe(true);
    expect((await (await get(`${base}?status=all`)).json()).total).toBeGreaterThan(byStatus.total);

    const byBusiness = await (await get(`${base}?search=${encodeURIComponent('jardin de dixinn')}`)).json();
    expect(byBusiness.items.map((item: { name: string }) => item.name)).toEqual(['Le Jardin de Dixinn']);
    const byOwner = await (await get(`${base}?search=lamine sow`)).json();
    expect(byOwner.items.map((item: { name: string }) => item.name)).toEqual(['Boulangerie du Niger']);
    const byEmail = await (await get(`${base}?search=YOUSSOUF.CAMARA@`)).json();
    expect(byEmail.items.map((item: { name: string }) => item.name)).toEqual(['Tech Express Matoto']);
    const accents = await (await get(`${base}?search=epicerie bonne`)).json();
    expect(accents.items.map((item: { name: string }) => item.name)).toEqual(['Épicerie Bonne Affaire']);
    const wildcard = await (await get(`${base}?search=%25`)).json();
    expect(wildcard.total).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    const recent = await (await get(`${base}?from=${today}&to=${today}`)).json();
    expect(recent.items.map((item: { name: string }) => item.name)).not.toContain('Tech Express Matoto');
    const cutoff = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const old = await (await get(`${base}?to=${cutoff}`)).json();
    const oldNames = old.items.map((item: { name: string }) => item.name);
    expect(oldNames).toContain('Tech Express Matoto');
    expect(oldNames).not.toContain('Épicerie Bonne Affaire');
    expect(old.items.every((item: { createdAt: string }) => item.createdAt.slice(0, 10) <= cutoff)).toBe(true);
  });

  it('refuses a bad status or date with a French message', async () => {
    const status = await get(`${base}?status=done`);
    expect(status.status).toBe(400);
    expect(await errorOf(status)).toBe('Statut invalide : pending, approved, rejected ou all');
    const date = await get(`${base}?from=2026-13-40`);
    expect(date.status).toBe(400);
    expect(await errorOf(date)).toBe('Date de début invalide (AAAA-MM-JJ)');
  });

  it('exports the whole filtered list, not only the first page', async () => {
    const tag = `Export ${Date.now()}`;
    for (let i = 0; i < 11; i++) await applyAsPartner(server, { businessName: `${tag} ${i}` });
    const page = await (await get(`${base}?search=${encodeURIComponent(tag)}`)).json();
    expect(page.items).toHaveLength(10);
    expect(page.total).toBe(11);
    const exported = await (await get(`${base}/export?search=${encodeURIComponent(tag)}`)).json();
    expect(exported.items).toHaveLength(11);
    const second = await (await get(`${base}?search=${encodeURIComponent(tag)}&page=2`)).json();
    expect(second.items).toHaveLength(1);
  });

  it('counts Total, En attente, Approuvées, Rejetées, and an approval shows at once', async () => {
    const before = await (await get(`${base}/stats`)).json();
    expect(before.total).toBe(before.pending + before.approved + before.rejected);
    const { id } = await applyAsPartner(server);
    await approve(id);
    const after = await (await get(`${base}/stats`)).json();
    expect(after).toEqual({ ...before, total: before.total + 1, approved: before.approved + 1 });
  });

  it('shows one application; an unknown id or a business that never applied is « Business non trouvé »', async () => {
    const { id, input } = await applyAsPartner(server, { notes: 'Ouvert 7j/7' });
    const detail = await (await get(`${base}/${id}`)).json();
    expect(detail).toMatchObject({ id, requestNotes: 'Ouvert 7j/7', ownerPhone: input.phone, adminNotes: null });
    const unknown = await get(`${base}/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe(MESSAGES.businessNotFound);
    const direct = await addDirectBusiness();
    expect((await get(`${base}/${direct}`)).status).toBe(404);
    expect((await approve(direct)).status).toBe(404);
  });

  it('is for admins only', async () => {
    const partner = await server.signIn(DEMO.partner);
    expect((await get(base, partner)).status).toBe(403);
    expect((await server.request(base)).status).toBe(401);
  });
});

describe('approving and rejecting a partner application', () => {
  it('approves with notes, tells the applicant, writes the audit, and creates no account', async () => {
    const { id, input } = await applyAsPartner(server);
    const response = await approve(id, 'Bienvenue ! Passez nous voir pour la photo de la vitrine.');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id,
      requestStatus: 'approved',
      adminNotes: 'Bienvenue ! Passez nous voir pour la photo de la vitrine.',
      hasAccount: false,
    });
    expect(await businessRow(id)).toMatchObject({ requestStatus: 'approved', ownerId: null, isActive: false });
    expect(await server.deps.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(0);

    const [mail] = await mailsTo(server, 'request-approval', input.email);
    expect(mail.payload).toMatchObject({
      request_type: 'partner',
      business_name: input.businessName,
      admin_notes: 'Bienvenue ! Passez nous voir pour la photo de la vitrine.',
    });
    const audit = await auditOf(server, id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: adminId,
      action: 'partner_request.approve',
      entity: 'business',
      data: {
        before: { requestStatus: 'pending', adminNotes: null },
        after: { requestStatus: 'approved', adminNotes: 'Bienvenue ! Passez nous voir pour la photo de la vitrine.' },
      },
    });
  });

  it('decides only a pending application: approving or rejecting twice is refused, nothing changes', async () => {
    const { id } = await applyAsPartner(server);
    await approve(id, 'ok');
    for (const again of [await approve(id, 'encore'), await reject(id, 'trop tard')]) {
      expect(again.status).toBe(409);
      expect(await errorOf(again)).toBe(MESSAGES.requestNotPending);
    }
    expect(await businessRow(id)).toMatchObject({ requestStatus: 'approved', adminNotes: 'ok' });
    expect(await auditOf(server, id)).toHaveLength(1);
  });

  it('rejects for good with the reason, sent by e-mail and kept as the request’s notes', async () => {
    const { id, input } = await applyAsPartner(server);
    const response = await reject(id, '  Registre du commerce manquant.  ');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      requestStatus: 'rejected',
      adminNotes: 'Registre du commerce manquant.',
    });
    const [mail] = await mailsTo(server, 'request-rejection', input.email);
    expect(mail.payload).toMatchObject({ reason: 'Registre du commerce manquant.', request_type: 'partner' });
    const audit = await auditOf(server, id);
    expect(audit.map((entry) => entry.action)).toEqual(['partner_request.reject']);
    expect(audit[0].data).toMatchObject({ after: { requestStatus: 'rejected' } });

    expect((await approve(id)).status).toBe(409);
    const account = await createAccount(id);
    expect(account.status).toBe(409);
    expect(await errorOf(account)).toBe(MESSAGES.businessMustBeApproved);
  });

  it('rejects without a reason: the applicant still gets a sentence, not an empty reason', async () => {
    const { id, input } = await applyAsPartner(server);
    expect((await reject(id)).status).toBe(200);
    const [mail] = await mailsTo(server, 'request-rejection', input.email);
    expect(mail.payload).toMatchObject({ reason: MESSAGES.defaultRejectionReason });
    expect((await businessRow(id)).adminNotes).toBeNull();
  });

  it('refuses a reason longer than 1000 characters', async () => {
    const { id } = await applyAsPartner(server);
    const response = await reject(id, 'x'.repeat(1001));
    expect(response.status).toBe(400);
    expect((await businessRow(id)).requestStatus).toBe('pending');
  });
});

describe('creating the partner account', () => {
  it('refuses while the application is pending', async () => {
    const { id } = await applyAsPartner(server);
    const response = await createAccount(id);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toBe(MESSAGES.businessMustBeApproved);
    expect(await auditOf(server, id)).toHaveLength(0);
  });

  it('makes the account, attaches the business, its menu and the chosen plan, in one go', async () => {
    const { id, input, plan } = await applyAsPartner(server, { businessTypeId: 2 });
    await approve(id);
    const response = await createAccount(id);
    expect(response.status).toBe(201);
    const body = await response.json();
    const { credentials } = body;
    expect(credentials).toEqual({
      name: 'Kadiatou Bangoura',
      email: input.email,
      password: expect.stringMatching(/^(?=.*[a-zA-Z])(?=.*\d)[a-zA-Z\d]{12}$/),
      dashboardUrl: 'http://localhost:3000/partner-dashboard',
    });
    expect(isWeakPassword(credentials.password)).toBe(false);
    expect(body.request).toMatchObject({ id, requestStatus: 'approved', hasAccount: true });

    // The account: a partner who must change the generated password.
    const [profile] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.email, input.email));
    expect(profile).toMatchObject({ roleId: 2, mustChangePassword: true, phoneNumber: input.phone, isActive: true });
    expect(await businessRow(id)).toMatchObject({ ownerId: profile.id, isActive: true, requestStatus: 'approved' });

    // The menu: the categories of the type's templates, in their order.
    const templates = await server.deps.db
      .select()
      .from(businessTypeMenuTemplates)
      .where(eq(businessTypeMenuTemplates.businessTypeId, 2))
      .orderBy(asc(businessTypeMenuTemplates.sortOrder));
    const categories = await server.deps.db
      .select()
      .from(menuCategories)
      .where(eq(menuCategories.businessId, id))
      .orderBy(asc(menuCategories.sortOrder));
    expect(templates.length).toBeGreaterThan(0);
    expect(categories.map((c) => [c.name, c.description, c.sortOrder])).toEqual(
      templates.map((t) => [t.categoryName, t.categoryDescription, t.sortOrder]),
    );
    expect(body.menuCategories).toBe(templates.length);

    // The subscription of the plan chosen in the application, started now for a month.
    const [subscription] = await server.deps.db
      .select()
      .from(partnerSubscriptions)
      .where(eq(partnerSubscriptions.businessId, id));
    expect(subscription).toMatchObject({ id: body.subscriptionId, planId: plan.id, status: 'active', totalPaid: 0 });
    expect(subscription.monthlyAmount).toBe(300_000);
    const days = (subscription.endDate!.getTime() - subscription.startDate!.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    const history = await server.deps.db
      .select()
      .from(subscriptionNotifications)
      .where(eq(subscriptionNotifications.subscriptionId, subscription.id));
    expect(history.map((entry) => entry.type)).toEqual(['activated']);

    // The credentials e-mail and one audit entry for the creation.
    const [mail] = await mailsTo(server, 'account-credentials', input.email);
    expect(mail.payload).toMatchObject({
      password: credentials.password,
      user_type: 'partner',
      business_name: input.businessName,
      dashboard_url: 'http://localhost:3000/partner-dashboard',
    });
    const audit = await auditOf(server, id);
    expect(audit.map((entry) => entry.action)).toEqual(['partner_request.approve', 'partner_request.create_account']);
    expect(audit[1]).toMatchObject({
      actorId: adminId,
      data: {
        before: { ownerId: null, isActive: false },
        after: { ownerId: profile.id, isActive: true },
        details: { userId: profile.id, subscriptionId: subscription.id, menuCategories: templates.length },
      },
    });

    // The partner signs in, must change the password, and finds the business and its menu.
    const partner = await server.signIn(input.email, credentials.password);
    const session = await (await server.request('/auth/session', { cookie: partner })).json();
    expect(session.user).toMatchObject({ role: 'partner', mustChangePassword: true });
    const owned = await (await server.request('/partner/businesses', { cookie: partner })).json();
    expect(owned.businesses.map((b: { id: string }) => b.id)).toEqual([id]);
    const menu = await (await server.request(`/partner/businesses/${id}/menu/categories`, { cookie: partner })).json();
    expect(menu.categories.map((c: { name: string }) => c.name)).toEqual(templates.map((t) => t.categoryName));
  });

  it('lists the business at once: search finds it as soon as the account exists', async () => {
    const { id, input } = await applyAsPartner(server);
    await approve(id);
    const found = async () => {
      const response = await get(`/search?q=${encodeURIComponent(input.businessName)}`);
      return ((await response.json()) as { businesses: { id: string }[] }).businesses.some((row) => row.id === id);
    };
    expect(await found()).toBe(false);
    expect((await createAccount(id)).status).toBe(201);
    expect(await found()).toBe(true);
  });

  it('refuses a second account for the same business', async () => {
    const { id } = await applyAsPartner(server);
    await approve(id);
    expect((await createAccount(id)).status).toBe(201);
    const again = await createAccount(id);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(MESSAGES.businessAccountExists);
  });

  it('leaves nothing half-made when the owner e-mail already has an account', async () => {
    const { id } = await applyAsPartner(server);
    // The application's e-mail now belongs to someone else (e.g. a customer account).
    await server.deps.db.update(businesses).set({ ownerEmail: DEMO.customer }).where(eq(businesses.id, id));
    await approve(id);
    const response = await createAccount(id);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toBe(MESSAGES.emailTaken);

    expect(await businessRow(id)).toMatchObject({ ownerId: null, isActive: false, requestStatus: 'approved' });
    expect(await server.deps.db.select().from(menuCategories).where(eq(menuCategories.businessId, id))).toHaveLength(0);
    expect(
      await server.deps.db.select().from(partnerSubscriptions).where(eq(partnerSubscriptions.businessId, id)),
    ).toHaveLength(0);
    expect(await mailsTo(server, 'account-credentials', DEMO.customer)).toHaveLength(0);
    expect((await auditOf(server, id)).map((entry) => entry.action)).toEqual(['partner_request.approve']);
  });

  it('works for an application approved earlier (the seeded Épicerie Bonne Affaire)', async () => {
    const [seeded] = await server.deps.db
      .select()
      .from(businesses)
      .where(and(eq(businesses.name, 'Épicerie Bonne Affaire'), eq(businesses.requestStatus, 'approved')));
    const response = await createAccount(seeded.id);
    expect(response.status).toBe(201);
    expect((await response.json()).credentials.email).toBe('mamadou.diallo@exemple.gn');
  });
});
