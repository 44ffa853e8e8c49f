import {
  MESSAGES,
  type AdminSubscription,
  type BusinessBilling,
  type SubscriptionHistoryEntry,
  type SubscriptionStats,
} from '@livra/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerSubscriptions, userProfiles } from '@/db/schema/index';
import { manualClock } from '@/lib/clock';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { adminAction, auditOf, businessIdOf, SEEDED, subscriptionOf } from './subscriptions.fixtures';

const DAY = 86_400_000;
const clock = manualClock();
let server: TestServer;
let admin: string;
let adminId: string;

beforeAll(async () => {
  server = await createTestServer({}, { clock });
  admin = await server.signIn(DEMO.admin);
  const [profile] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.email, DEMO.admin));
  adminId = profile.id;
});
afterAll(() => server?.close());

async function get<T>(path: string, cookie = admin): Promise<T> {
  const response = await server.request(path, { cookie });
  expect(response.status).toBe(200);
  return response.json() as Promise<T>;
}

/** Puts a seeded subscription back to active, ending in 30 days, for a test that needs one. */
async function freshActive(businessName: string) {
  const subscription = await subscriptionOf(server, businessName);
  await server.deps.db
    .update(partnerSubscriptions)
    .set({
      status: 'active',
      suspendedUntil: null,
      statusReason: null,
      endDate: new Date(clock().getTime() + 30 * DAY),
    })
    .where(eq(partnerSubscriptions.id, subscription.id));
  return subscription.id;
}

describe('admin subscriptions: stats, list, export, history', () => {
  it('counts the subscriptions by status', async () => {
    expect(await get<SubscriptionStats>('/admin/subscriptions/stats')).toEqual({
      total: 10,
      active: 6,
      pending: 1,
      suspended: 1,
      inactive: 1,
      expired: 1,
    });
  });

  it('lists them newest first, 10 a page, with business, plan, status, amount and period', async () => {
    const page = await get<{ items: AdminSubscription[]; total: number; pageSize: number }>('/admin/subscriptions');
    expect(page).toMatchObject({ total: 10, pageSize: 10 });
    const created = page.items.map((item) => item.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const milo = page.items.find((item) => item.business.name === SEEDED.milo);
    expect(milo).toMatchObject({
      status: 'suspended',
      statusLabel: 'Suspendu',
      statusReason: 'Retard de paiement',
      plan: { name: 'Pro', planTypeLabel: 'Standard', price: 300_000 },
      monthlyAmount: 300_000,
    });
    expect(milo?.startDate && milo.endDate && milo.suspendedUntil).toBeTruthy();

    const second = await get<{ items: AdminSubscription[] }>('/admin/subscriptions?page=2&pageSize=4');
    expect(second.items.map((item) => item.id)).toEqual(page.items.slice(4, 8).map((item) => item.id));
  });

  it('filters by status, and exports the whole filtered list', async () => {
    const active = await get<{ items: AdminSubscription[]; total: number }>('/admin/subscriptions?status=active');
    expect(active.total).toBe(6);
    expect(active.items.every((item) => item.status === 'active')).toBe(true);
    const all = await get<{ items: AdminSubscription[] }>('/admin/subscriptions?status=all&pageSize=50');
    expect(all.items).toHaveLength(10);

    const exported = await get<{ items: AdminSubscription[] }>('/admin/subscriptions/export?status=active');
    expect(exported.items.map((item) => item.id)).toEqual(
      (await get<{ items: AdminSubscription[] }>('/admin/subscriptions?status=active&pageSize=50')).items.map(
        (item) => item.id,
      ),
    );
    const bad = await server.request('/admin/subscriptions?status=gelé', { cookie: admin });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("Statut d'abonnement invalide");
  });

  it("gives a subscription's history newest first, 404 for an unknown one and 400 for a malformed id", async () => {
    const { id } = await subscriptionOf(server, SEEDED.milo);
    const history = await get<{ items: SubscriptionHistoryEntry[] }>(`/admin/subscriptions/${id}/history`);
    expect(history.items.map((entry) => entry.typeLabel)).toEqual(['Suspension', 'Activation']);

    const unknown = await server.request('/admin/subscriptions/00000000-0000-4000-8000-000000000000/history', {
      cookie: admin,
    });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toBe(MESSAGES.subscriptionNotFound);
    const malformed = await server.request('/admin/subscriptions/abc/history', { cookie: admin });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toBe(MESSAGES.subscriptionIdInvalid);
  });

  it('is for admins only', async () => {
    const partner = await server.signIn(DEMO.partner);
    expect((await server.request('/admin/subscriptions', { cookie: partner })).status).toBe(403);
    expect((await server.request('/admin/subscriptions/stats')).status).toBe(401);
  });
});

describe('suspending', () => {
  it('suspends an active subscription for the days asked, with the reason, one audit entry and a history entry', async () => {
    const id = await freshActive(SEEDED.cafe);
    const now = clock();
    const { status, body } = await adminAction(server, admin, id, 'suspend', { days: 3, reason: '  Impayé  ' });
    expect(status).toBe(200);
    expect(body.message).toBe('Abonnement suspendu pour 3 jours');
    expect(body.subscription).toMatchObject({ id, status: 'suspended', statusReason: 'Impayé' });
    expect(new Date(body.subscription.suspendedUntil!).getTime()).toBe(now.getTime() + 3 * DAY);

    const audit = await auditOf(server, id, 'subscription.suspend');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: adminId,
      data: {
        before: { status: 'active', statusReason: null, suspendedUntil: null },
        after: {
          status: 'suspended',
          statusReason: 'Impayé',
          suspendedUntil: new Date(now.getTime() + 3 * DAY).toISOString(),
        },
        details: { days: 3, reason: 'Impayé' },
      },
    });
    const history = await get<{ items: SubscriptionHistoryEntry[] }>(`/admin/subscriptions/${id}/history`);
    expect(history.items[0]).toMatchObject({ typeLabel: 'Suspension' });
    expect(history.items[0].message).toContain('Abonnement suspendu pour 3 jours');
    expect(history.items[0].message).toContain('Motif : Impayé');
    // Its values too, from which each reader's page writes the line in its language.
    expect(history.items[0].details).toMatchObject({ days: 3, reason: 'Impayé', until: expect.any(String) });
  });

  it.each([
    ['nothing', {}],
    ['an empty text', { days: '' }],
    ['a word', { days: 'dix' }],
    ['zero', { days: 0 }],
    ['31 days', { days: 31 }],
    ['a fraction', { days: 2.5 }],
    ['null', { days: null }],
  ])('suspends for 7 days when given %s', async (_label, json) => {
    const id = await freshActive(SEEDED.cafe);
    const { status, body } = await adminAction(server, admin, id, 'suspend', json);
    expect(status).toBe(200);
    expect(body.message).toBe('Abonnement suspendu pour 7 jours');
    expect(new Date(body.subscription.suspendedUntil!).getTime()).toBe(clock().getTime() + 7 * DAY);
    expect(body.subscription.statusReason).toBeNull();
  });

  it('reads 1 and 30 days, and a number written as text', async () => {
    for (const [days, expected] of [
      [1, 1],
      [30, 30],
      ['12', 12],
    ] as const) {
      const id = await freshActive(SEEDED.cafe);
      const { body } = await adminAction(server, admin, id, 'suspend', { days });
      expect(body.message).toBe(`Abonnement suspendu pour ${expected} jours`);
    }
  });

  it('refuses a reason over 500 characters, changing nothing', async () => {
    const id = await freshActive(SEEDED.cafe);
    const { status, body } = await adminAction(server, admin, id, 'suspend', { reason: 'x'.repeat(501) });
    expect(status).toBe(400);
    expect(body.error).toBe(MESSAGES.subscriptionReasonTooLong);
    expect((await subscriptionOf(server, SEEDED.cafe)).status).toBe('active');
  });
});

describe('deactivating and reactivating', () => {
  it('deactivates an active subscription with a reason; the partner sees why on the billing page', async () => {
    const id = await freshActive(SEEDED.maquis);
    const { status, body } = await adminAction(server, admin, id, 'deactivate', { reason: 'Fermeture administrative' });
    expect(status).toBe(200);
    expect(body.message).toBe(MESSAGES.subscriptionDeactivated);
    expect(body.subscription).toMatchObject({ status: 'inactive', statusReason: 'Fermeture administrative' });
    expect(await auditOf(server, id, 'subscription.deactivate')).toHaveLength(1);

    const partner = await server.signIn(DEMO.partner);
    const billing = await get<BusinessBilling>(
      `/partner/businesses/${await businessIdOf(server, SEEDED.maquis)}/subscription`,
      partner,
    );
    expect(billing.subscription).toMatchObject({
      status: 'inactive',
      statusLabel: 'Inactif',
      statusReason: 'Fermeture administrative',
    });
    expect(billing.history[0]).toMatchObject({ typeLabel: 'Désactivation' });
  });

  it('reactivates an inactive or a suspended subscription', async () => {
    for (const name of [SEEDED.wax, SEEDED.milo]) {
      const { id } = await subscriptionOf(server, name);
      const { status, body } = await adminAction(server, admin, id, 'reactivate');
      expect(status).toBe(200);
      expect(body.message).toBe(MESSAGES.subscriptionReactivated);
      expect(body.subscription).toMatchObject({ status: 'active', statusReason: null, suspendedUntil: null });
      const [entry] = await auditOf(server, id, 'subscription.reactivate');
      expect(entry).toMatchObject({ actorId: adminId, data: { after: { status: 'active' } } });
    }
  });

  it('offers nothing for a pending or an expired subscription', async () => {
    const pending = await subscriptionOf(server, SEEDED.taouyah);
    const expired = await subscriptionOf(server, SEEDED.rio);
    for (const action of ['suspend', 'deactivate', 'reactivate'] as const) {
      const onPending = await adminAction(server, admin, pending.id, action);
      expect(onPending).toMatchObject({
        status: 409,
        body: { error: "Aucune action n'est possible sur un abonnement en attente" },
      });
      const onExpired = await adminAction(server, admin, expired.id, action);
      expect(onExpired).toMatchObject({
        status: 409,
        body: { error: "Aucune action n'est possible sur un abonnement expiré" },
      });
    }
    expect((await subscriptionOf(server, SEEDED.taouyah)).status).toBe('pending');
    expect(await auditOf(server, pending.id)).toHaveLength(0);
  });

  it('refuses the actions that do not fit the status, with a clear message', async () => {
    const id = await freshActive(SEEDED.fatou);
    expect(await adminAction(server, admin, id, 'reactivate')).toMatchObject({
      status: 409,
      body: { error: MESSAGES.subscriptionAlreadyActive },
    });
    await adminAction(server, admin, id, 'suspend', { days: 2 });
    expect(await adminAction(server, admin, id, 'suspend')).toMatchObject({
      status: 409,
      body: { error: MESSAGES.subscriptionSuspendNotActive },
    });
    expect(await adminAction(server, admin, id, 'deactivate')).toMatchObject({
      status: 409,
      body: { error: MESSAGES.subscriptionDeactivateNotActive },
    });
    const unknown = await adminAction(server, admin, '00000000-0000-4000-8000-000000000000', 'suspend');
    expect(unknown).toMatchObject({ status: 404, body: { error: MESSAGES.subscriptionNotFound } });
  });

  it('does not reactivate a subscription whose end date has passed', async () => {
    const id = await freshActive(SEEDED.fatou);
    await adminAction(server, admin, id, 'deactivate');
    const end = new Date(clock().getTime() - DAY);
    await server.deps.db.update(partnerSubscriptions).set({ endDate: end }).where(eq(partnerSubscriptions.id, id));
    const refused = await adminAction(server, admin, id, 'reactivate');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^L'échéance de cet abonnement est passée \(\d\d\/\d\d\/\d{4}\)/);
    expect((await subscriptionOf(server, SEEDED.fatou)).status).toBe('inactive');
  });
});
