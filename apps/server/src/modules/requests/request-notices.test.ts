import { NOTIFY_TEXTS, ROLE_IDS, type NotificationView } from '@livra/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businesses, drivers, notifications, userProfiles } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { uniqueContact } from './requests.fixtures';

let server: TestServer;
let activeAdmins: string[];
let maquis: { id: string; ownerId: string | null };

beforeAll(async () => {
  server = await createTestServer();
  const admins = await server.deps.db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(and(eq(userProfiles.roleId, ROLE_IDS.admin), eq(userProfiles.isActive, true)));
  activeAdmins = admins.map((row) => row.id).sort();
  expect(activeAdmins.length).toBeGreaterThan(0);
  [maquis] = await server.deps.db
    .select({ id: businesses.id, ownerId: businesses.ownerId })
    .from(businesses)
    .where(eq(businesses.name, 'Le Maquis de Kaloum'));
});
afterAll(() => server?.close());

/** Who was notified of one application. */
async function noticesOf(requestId: string) {
  return server.deps.db.select().from(notifications).where(sql`${notifications.data}->>'requestId' = ${requestId}`);
}

let counter = 0;
async function applyAsPartner() {
  counter += 1;
  const plans = (await (await server.request('/subscription-plans')).json()).plans;
  const { email, phone } = uniqueContact('mariama');
  const response = await server.request('/requests/partner', {
    json: {
      ownerName: 'Mariama Barry',
      email,
      phone,
      businessName: `Le Jardin de Dixinn ${counter}`,
      businessTypeId: 1,
      address: 'Corniche Nord, Dixinn',
      region: 'Conakry',
      description: 'Poisson braisé, attiéké et jus de gingembre.',
      planId: plans[0].id,
    },
  });
  return response;
}

const applyAsDriver = (extra: Record<string, unknown> = {}) =>
  server.request('/requests/driver', { json: { name: 'Djénabou Diallo', ...uniqueContact('djenabou'), ...extra } });

describe('a new application', () => {
  it('tells every active admin of a partner application, and nobody else', async () => {
    const response = await applyAsPartner();
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const rows = await noticesOf(id);
    expect(rows.map((row) => row.userId).sort()).toEqual(activeAdmins);
    expect(rows[0]).toMatchObject({
      type: 'system',
      title: NOTIFY_TEXTS.newPartnerRequestTitle,
      message: NOTIFY_TEXTS.newPartnerRequest('Mariama Barry', `Le Jardin de Dixinn ${counter}`, 'Conakry'),
      data: { requestKind: 'partner', requestId: id },
    });
    // The admin reads it on their own list; the demo partner does not see it.
    const admin = await server.request('/notifications', { cookie: await server.signIn(DEMO.admin) });
    expect(((await admin.json()).items as NotificationView[]).some((n) => n.data?.requestId === id)).toBe(true);
    const partner = await server.request('/notifications', { cookie: await server.signIn(DEMO.partner) });
    expect(((await partner.json()).items as NotificationView[]).some((n) => n.data?.requestId === id)).toBe(false);
  });

  it('does not tell an inactive admin', async () => {
    const [first] = activeAdmins;
    await server.deps.db.update(userProfiles).set({ isActive: false }).where(eq(userProfiles.id, first));
    try {
      const { id } = await (await applyAsPartner()).json();
      expect((await noticesOf(id)).map((row) => row.userId).sort()).toEqual(activeAdmins.slice(1));
    } finally {
      await server.deps.db.update(userProfiles).set({ isActive: true }).where(eq(userProfiles.id, first));
    }
  });

  it('tells the admins of an independent driver application, not any partner', async () => {
    const response = await applyAsDriver({ vehicleType: 'Voiture' });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const rows = await noticesOf(id);
    expect(rows.map((row) => row.userId).sort()).toEqual(activeAdmins);
    expect(rows[0]).toMatchObject({
      title: NOTIFY_TEXTS.newDriverRequestTitle,
      message: NOTIFY_TEXTS.newDriverRequest('Djénabou Diallo', 'Voiture'),
      data: { requestKind: 'driver', requestId: id },
    });
  });

  it("also tells the business's owner when a service driver applies for it", async () => {
    const response = await applyAsDriver({ driverType: 'service', businessId: maquis.id });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const rows = await noticesOf(id);
    expect(rows.map((row) => row.userId).sort()).toEqual([...activeAdmins, maquis.ownerId].sort());
    const owner = rows.find((row) => row.userId === maquis.ownerId);
    expect(owner).toMatchObject({
      title: NOTIFY_TEXTS.serviceDriverRequestTitle,
      message: NOTIFY_TEXTS.serviceDriverRequest('Djénabou Diallo', 'Le Maquis de Kaloum'),
      data: { requestKind: 'driver', requestId: id, businessId: maquis.id },
    });
    const admin = rows.find((row) => row.userId === activeAdmins[0]);
    expect(admin?.message).toBe(NOTIFY_TEXTS.newDriverRequest('Djénabou Diallo', 'Moto', 'Le Maquis de Kaloum'));
  });

  it('tells nobody when the application is rolled back', async () => {
    const before = await server.deps.db.select({ id: notifications.id }).from(notifications);
    const contact = uniqueContact('rollback');
    // The live event after the first admin's notification fails: the application and what was stored with it go.
    const publish = vi.spyOn(server.deps.events, 'publish').mockRejectedValue(new Error('bus en panne'));
    try {
      const response = await server.request('/requests/driver', { json: { name: 'Sékou Keïta', ...contact } });
      expect(response.status).toBeGreaterThanOrEqual(500);
    } finally {
      publish.mockRestore();
    }
    expect(await server.deps.db.select().from(drivers).where(eq(drivers.email, contact.email))).toEqual([]);
    expect(await server.deps.db.select({ id: notifications.id }).from(notifications)).toHaveLength(before.length);
  });
});
