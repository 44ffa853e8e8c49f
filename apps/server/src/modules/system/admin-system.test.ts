import { totalmem } from 'node:os';
import {
  type AuditFacets,
  type AuditPage,
  DEFAULT_PLATFORM_SETTINGS,
  MESSAGES,
  type PlatformSettings,
  type SystemHealth,
} from '@livra/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, businesses, userProfiles } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { applyAsPartner } from '../requests/admin-requests.fixtures';

let server: TestServer;
let admin: string;
let adminId: string;
let partnerId: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn(DEMO.admin);
  adminId = (await (await server.request('/auth/session', { cookie: admin })).json()).user.id;
  const [partner] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.email, DEMO.partner));
  partnerId = partner.id;
});
afterAll(() => server?.close());

async function get<T>(path: string, cookie = admin): Promise<T> {
  const response = await server.request(path, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json() as Promise<T>;
}
const put = (json: unknown, cookie = admin) =>
  server.request('/admin/system/settings', { method: 'PUT', cookie, json });
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

const settings = {
  platformName: 'Livra Guinée',
  contactEmail: 'support@livra.gn',
  contactPhone: '+224 620 00 00 00',
  defaultDeliveryFee: 12_000,
  defaultDeliveryTime: '20-30 min',
  backupFrequency: 'weekly',
};

describe('general settings', () => {
  it('gives the defaults until an admin saves, then what was saved, with an audit entry', async () => {
    expect(await get<PlatformSettings>('/admin/system/settings')).toEqual({
      ...DEFAULT_PLATFORM_SETTINGS,
      updatedAt: null,
    });
    const response = await put(settings);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: MESSAGES.systemSettingsSaved, settings });
    expect(await get<PlatformSettings>('/admin/system/settings')).toMatchObject(settings);

    const [entry] = await server.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
      .orderBy(desc(auditLog.createdAt));
    expect(entry).toMatchObject({ actorId: adminId, entity: 'settings' });
    expect(entry.data).toMatchObject({
      before: { platformName: 'Livra', defaultDeliveryFee: 5000, backupFrequency: 'daily' },
      after: { platformName: 'Livra Guinée', defaultDeliveryFee: 12_000, backupFrequency: 'weekly' },
    });
  });

  it('refuses bad input in French, and anyone but an admin', async () => {
    const bad = await put({ ...settings, backupFrequency: 'yearly' });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toBe(MESSAGES.systemBackupFrequencyInvalid);
    const noName = await put({ ...settings, platformName: '  ' });
    expect(await errorOf(noName)).toBe(MESSAGES.systemPlatformNameRequired);
    const email = await put({ ...settings, contactEmail: 'pas-un-email' });
    expect(await errorOf(email)).toBe(MESSAGES.systemContactEmailInvalid);
    expect((await put({ ...settings, defaultDeliveryFee: -5 })).status).toBe(400);
    const partner = await server.signIn(DEMO.partner);
    expect((await put(settings, partner)).status).toBe(403);
    expect((await server.request('/admin/system/settings')).status).toBe(401);
  });
});

describe('new businesses take the default delivery fee and time', () => {
  beforeAll(async () => {
    expect((await put({ ...settings, defaultDeliveryFee: 9_000, defaultDeliveryTime: '25-40 min' })).status).toBe(200);
  });

  it('a business added by an admin with no fee or time given', async () => {
    const response = await server.request('/admin/businesses', {
      cookie: admin,
      json: { ownerId: partnerId, name: 'Chez Défaut', businessTypeId: 1, address: 'Kipé, Ratoma' },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ deliveryFee: 9_000, deliveryTime: '25-40 min' });

    const given = await server.request('/admin/businesses', {
      cookie: admin,
      json: {
        ownerId: partnerId,
        name: 'Chez Donné',
        businessTypeId: 1,
        address: 'Kipé, Ratoma',
        deliveryFee: 4_000,
        deliveryTime: '15-20 min',
      },
    });
    expect(await given.json()).toMatchObject({ deliveryFee: 4_000, deliveryTime: '15-20 min' });
  });

  it("the business of the new-partner dialog, and an approved application's business", async () => {
    const partner = await server.request('/admin/partners', {
      cookie: admin,
      json: {
        name: 'Aïssatou Diallo',
        email: `aissatou.${Date.now()}@exemple.gn`,
        phoneNumber: '+224 622 11 22 33',
        password: 'Secret-2026',
        confirmPassword: 'Secret-2026',
        businessName: 'Chez Aïssatou',
        businessPhone: '+224 622 11 22 34',
        businessEmail: 'contact@chezaissatou.gn',
        businessDescription: 'Riz gras et sauce feuille.',
        businessTypeId: 1,
        businessAddress: 'Madina, Conakry',
        city: 'Conakry',
        isActive: true,
        isVerified: true,
      },
    });
    expect(partner.status, await partner.clone().text()).toBe(201);
    const { businessId } = await partner.json();
    const [added] = await server.deps.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(added).toMatchObject({ deliveryFee: 9_000, deliveryTime: '25-40 min' });

    const { id } = await applyAsPartner(server);
    const base = `/admin/requests/partners/${id}`;
    expect((await server.request(`${base}/approve`, { cookie: admin, json: {} })).status).toBe(200);
    expect((await server.request(`${base}/account`, { cookie: admin, json: {} })).status).toBe(201);
    const [approved] = await server.deps.db.select().from(businesses).where(eq(businesses.id, id));
    expect(approved).toMatchObject({ deliveryFee: 9_000, deliveryTime: '25-40 min', isActive: true });
  });
});

describe('the audit log', () => {
  const DAY = 86_400_000;
  beforeAll(async () => {
    // Three known entries on known days, besides what the other tests wrote today.
    await server.deps.db.insert(auditLog).values([
      {
        actorId: adminId,
        action: 'driver.verify',
        entity: 'driver',
        entityId: 'd-1',
        data: { before: { isVerified: false }, after: { isVerified: true } },
        createdAt: new Date('2026-01-10T09:00:00Z'),
      },
      {
        actorId: null,
        action: 'subscription.expire',
        entity: 'subscription',
        entityId: 's-1',
        data: { before: { status: 'active' }, after: { status: 'expired' } },
        createdAt: new Date('2026-01-11T23:59:00Z'),
      },
      {
        actorId: adminId,
        action: 'driver.verify',
        entity: 'driver',
        entityId: 'd-2',
        data: { before: { isVerified: false }, after: { isVerified: true }, details: { note: 'ok' } },
        createdAt: new Date('2026-01-12T00:00:00Z'),
      },
    ]);
  });

  it('lists every entry newest first, 10 a page, with the actor and before/after', async () => {
    const first = await get<AuditPage>('/admin/system/audit');
    expect(first.pageSize).toBe(10);
    const [{ total }] = [{ total: (await server.deps.db.select().from(auditLog)).length }];
    expect(first.total).toBe(total);
    const times = first.items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.items[0]).toMatchObject({ actorName: expect.any(String) });

    const small = await get<AuditPage>('/admin/system/audit?pageSize=2&page=2');
    const whole = await get<AuditPage>('/admin/system/audit?pageSize=4');
    expect(small.items.map((item) => item.id)).toEqual(whole.items.slice(2, 4).map((item) => item.id));
  });

  it('filters by actor, action, object and dates (inclusive days)', async () => {
    const inJanuary = '&from=2026-01-10&to=2026-01-12';
    const byAction = await get<AuditPage>(`/admin/system/audit?action=driver.verify${inJanuary}`);
    expect(byAction.items.map((item) => item.entityId)).toEqual(['d-2', 'd-1']);
    expect(byAction.items[0]).toMatchObject({
      actorId: adminId,
      actorEmail: DEMO.admin,
      before: { isVerified: false },
      after: { isVerified: true },
      details: { note: 'ok' },
    });

    const system = await get<AuditPage>(`/admin/system/audit?actor=system${inJanuary}`);
    expect(system.items).toHaveLength(1);
    expect(system.items[0]).toMatchObject({ actorId: null, actorName: 'Système', entity: 'subscription' });

    const mine = await get<AuditPage>(`/admin/system/audit?actor=${adminId}${inJanuary}`);
    expect(mine.total).toBe(2);
    const byEntity = await get<AuditPage>(`/admin/system/audit?entity=subscription${inJanuary}`);
    expect(byEntity.items.map((item) => item.entityId)).toEqual(['s-1']);
    const oneDay = await get<AuditPage>('/admin/system/audit?from=2026-01-11&to=2026-01-11');
    expect(oneDay.items.map((item) => item.entityId)).toEqual(['s-1']);
    const settingsOnly = await get<AuditPage>('/admin/system/audit?entity=settings');
    expect(settingsOnly.items.every((item) => item.action === 'settings.update')).toBe(true);
    expect(settingsOnly.total).toBeGreaterThan(0);
    expect(Date.now() - new Date(settingsOnly.items[0].createdAt).getTime()).toBeLessThan(DAY);
  });

  it('offers the filter choices, and refuses bad filters in French', async () => {
    const facets = await get<AuditFacets>('/admin/system/audit/facets');
    expect(facets.actors).toContainEqual({ id: adminId, name: expect.any(String), email: DEMO.admin });
    expect(facets.actions).toEqual(expect.arrayContaining(['driver.verify', 'settings.update', 'subscription.expire']));
    expect(facets.entities).toEqual(expect.arrayContaining(['driver', 'settings', 'subscription']));

    const badActor = await server.request('/admin/system/audit?actor=quelquun', { cookie: admin });
    expect(badActor.status).toBe(400);
    expect(await errorOf(badActor)).toBe(MESSAGES.systemActorInvalid);
    const reversed = await server.request('/admin/system/audit?from=2026-02-01&to=2026-01-01', { cookie: admin });
    expect(await errorOf(reversed)).toBe(MESSAGES.systemAuditDateInvalid);
    const customer = await server.signIn(DEMO.customer);
    expect((await server.request('/admin/system/audit', { cookie: customer })).status).toBe(403);
  });

  it('keeps the entries of every admin operation of the back-office (one from each page here)', async () => {
    const rows = await server.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorId, adminId));
    const actions = new Set(rows.map((row) => row.action));
    for (const action of ['settings.update', 'business.create', 'partner.create', 'partner_request.create_account'])
      expect(actions).toContain(action);
  });
});

describe('live gauges and system info', () => {
  it('measures each resource with a level in words, and describes the system', async () => {
    const health = await get<SystemHealth>('/admin/system/health');
    expect(health.gauges.map((gauge) => gauge.key)).toEqual([
      'cpu',
      'memory',
      'eventLoop',
      'databaseSize',
      'queryLatency',
      'connections',
      'outboxWaiting',
      'outboxFailed',
      'realtimeStreams',
    ]);
    for (const gauge of health.gauges) {
      if (gauge.percent === null) expect(gauge).toMatchObject({ level: null, levelLabel: 'Sans objet' });
      else expect(gauge.levelLabel).toBe(gauge.percent < 50 ? 'Normal' : gauge.percent < 80 ? 'Élevé' : 'Critique');
    }
    // The embedded database has one connection, in the process: no percentage to invent. A
    // PostgreSQL server's connections count against its max_connections.
    const external = Boolean(server.config.databaseUrl);
    expect(health.gauges.find((gauge) => gauge.key === 'connections')).toMatchObject(
      external ? { percent: expect.any(Number) } : { percent: null, value: '1' },
    );
    expect(health.info).toMatchObject({
      node: process.version,
      databaseEngine: external ? 'postgres' : 'pglite',
      databaseVersion: expect.stringMatching(/^\d+/),
    });
    expect(health.info.instances.some((instance) => instance.current)).toBe(true);
    // The measures come as numbers the page writes in its language; `value` and `hint` are their French.
    const memory = health.gauges.find((gauge) => gauge.key === 'memory')!;
    expect(memory.measure).toMatchObject({ unit: 'bytes', of: totalmem() });
    expect(memory.hintValue).toBeGreaterThan(0);
    expect(memory.value).toMatch(/^[\d,\s\u202f]+ [MG]o \/ [\d,\s\u202f]+ [MG]o$/);
    expect(memory.hint).toMatch(/^mémoire du serveur utilisée \(Livra : [\d,\s\u202f]+ [MG]o\)$/);
  });
});
