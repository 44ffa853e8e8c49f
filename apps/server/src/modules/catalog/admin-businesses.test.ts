import type { AdminBusinessDetail, AdminBusinessPage, AdminBusinessRow, PartnerCandidate } from '@livra/shared';
import { eq, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, menuItems, partnerSubscriptions, subscriptionPlans } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { ADMIN_BUSINESSES, insertPartnerProfile, profileByEmail, seededBusiness } from './admin-businesses.fixtures';

/** Reading the admin businesses page: list, search, stats, export, detail, partner search. */

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn(DEMO.admin);
});
afterAll(() => server?.close());

const get = async <T>(path: string) => {
  const response = await server.request(path, { cookie: admin });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
};

/** What the list must hold: added directly (no request status) or approved applications. */
async function realBusinesses() {
  return server.deps.db
    .select()
    .from(businesses)
    .where(or(isNull(businesses.requestStatus), eq(businesses.requestStatus, 'approved')));
}

describe('the businesses list', () => {
  it('is for admins only', async () => {
    expect((await server.request(ADMIN_BUSINESSES)).status).toBe(401);
    const partner = await server.signIn(DEMO.partner);
    expect((await server.request(ADMIN_BUSINESSES, { cookie: partner })).status).toBe(403);
  });

  it('holds real businesses only, newest first, 10 a page, with every column of the table', async () => {
    const real = await realBusinesses();
    const first = await get<AdminBusinessPage>(ADMIN_BUSINESSES);
    expect(first.total).toBe(real.length);
    expect(first.pageSize).toBe(10);
    expect(first.items).toHaveLength(10);

    const all: AdminBusinessRow[] = [];
    for (let page = 1; page <= Math.ceil(first.total / 10); page++)
      all.push(...(await get<AdminBusinessPage>(`${ADMIN_BUSINESSES}?page=${page}`)).items);
    expect(new Set(all.map((row) => row.id))).toEqual(new Set(real.map((row) => row.id)));
    const dates = all.map((row) => row.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    // Applications waiting or refused stay on the requests page.
    const names = all.map((row) => row.name);
    expect(names).not.toContain('Le Jardin de Dixinn');
    expect(names).not.toContain('Tech Express Matoto');
    expect(names).toContain('Épicerie Bonne Affaire');

    const maquis = all.find((row) => row.name === 'Le Maquis de Kaloum');
    const stored = await seededBusiness(server, 'Le Maquis de Kaloum');
    expect(maquis).toMatchObject({
      businessType: 'Restaurant',
      phone: stored.phone,
      email: stored.email,
      address: stored.address,
      isActive: true,
      isOpen: stored.isOpen,
      rating: Math.round(stored.rating * 10) / 10,
      reviewCount: stored.reviewCount,
      totalOrders: stored.totalOrders,
      totalRevenue: stored.totalRevenue,
      ownerEmail: DEMO.partner,
    });
    expect(maquis?.category).toEqual(expect.any(String));
  });

  it('is searched on the name or the address, case and accents ignored', async () => {
    const byName = await get<AdminBusinessPage>(`${ADMIN_BUSINESSES}?search=MAQUIS`);
    expect(byName.items.map((row) => row.name)).toContain('Le Maquis de Kaloum');
    expect(byName.items.every((row) => /maquis/i.test(row.name) || /maquis/i.test(row.address ?? ''))).toBe(true);

    const byAddress = await get<AdminBusinessPage>(`${ADMIN_BUSINESSES}?search=manquepas`);
    expect(byAddress.items.map((row) => row.name)).toEqual(['Épicerie Bonne Affaire']);
    expect(byAddress.total).toBe(1);

    const accents = await get<AdminBusinessPage>(`${ADMIN_BUSINESSES}?search=epicerie bonne`);
    expect(accents.items.map((row) => row.name)).toEqual(['Épicerie Bonne Affaire']);

    const none = await get<AdminBusinessPage>(`${ADMIN_BUSINESSES}?search=${encodeURIComponent('100%_')}`);
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('refuses an over-long search or a bad page with a French message', async () => {
    const long = await server.request(`${ADMIN_BUSINESSES}?search=${'a'.repeat(101)}`, { cookie: admin });
    expect(long.status).toBe(400);
    expect((await long.json()).error).toBe('La recherche ne doit pas dépasser 100 caractères');
    const page = await server.request(`${ADMIN_BUSINESSES}?page=0`, { cookie: admin });
    expect(page.status).toBe(400);
    expect((await page.json()).error).toBe('Numéro de page invalide');
  });

  it('exports the whole filtered list, not one page', async () => {
    const all = await get<{ items: AdminBusinessRow[] }>(`${ADMIN_BUSINESSES}/export`);
    expect(all.items.length).toBe((await realBusinesses()).length);
    expect(all.items.length).toBeGreaterThan(10);
    const kaloum = await get<{ items: AdminBusinessRow[] }>(`${ADMIN_BUSINESSES}/export?search=kaloum`);
    const listed = await get<AdminBusinessPage>(`${ADMIN_BUSINESSES}?search=kaloum&pageSize=50`);
    expect(kaloum.items.map((row) => row.id)).toEqual(listed.items.map((row) => row.id));
  });
});

describe('the stat cards', () => {
  it('count every business, not the page: total, active, average orders and revenue', async () => {
    const real = await realBusinesses();
    const stats = await get<{ total: number; active: number; averageOrders: number; averageRevenue: number }>(
      `${ADMIN_BUSINESSES}/stats`,
    );
    const sum = (pick: (row: (typeof real)[number]) => number) => real.reduce((total, row) => total + pick(row), 0);
    expect(stats).toEqual({
      total: real.length,
      active: real.filter((row) => row.isActive).length,
      averageOrders: Math.round((sum((row) => row.totalOrders) / real.length) * 10) / 10,
      averageRevenue: Math.round(sum((row) => row.totalRevenue) / real.length),
    });
    expect(stats.total).toBeGreaterThan(10);
  });
});

describe('one business in detail', () => {
  it('shows its owner, menu size, orders, revenue and subscription', async () => {
    const maquis = await seededBusiness(server, 'Le Maquis de Kaloum');
    const detail = await get<AdminBusinessDetail>(`${ADMIN_BUSINESSES}/${maquis.id}`);
    const partner = await profileByEmail(server, DEMO.partner);
    expect(detail.owner).toMatchObject({ id: partner.id, name: partner.name, email: DEMO.partner, isActive: true });
    const items = await server.deps.db.select().from(menuItems).where(eq(menuItems.businessId, maquis.id));
    expect(detail.menu.items).toBe(items.length);
    expect(detail.menu.availableItems).toBe(items.filter((item) => item.isAvailable).length);
    expect(detail.menu.categories).toBeGreaterThan(0);
    expect(detail.orders.total).toBeGreaterThan(0);
    expect(detail.orders.total).toBe(detail.orders.delivered + detail.orders.cancelled + detail.orders.inProgress);
    expect(detail.orders.revenue).toBeGreaterThan(0);
    expect(detail.serviceDrivers).toBe(2);

    const [subscription] = await server.deps.db
      .select({ status: partnerSubscriptions.status, planName: subscriptionPlans.name })
      .from(partnerSubscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, partnerSubscriptions.planId))
      .where(eq(partnerSubscriptions.businessId, maquis.id));
    expect(detail.subscription).toMatchObject(subscription);
    expect(detail).toMatchObject({ deliveryFee: maquis.deliveryFee, deliveryTime: maquis.deliveryTime });
  });

  it('is not found for an application still pending, and refuses a malformed id', async () => {
    const pending = await seededBusiness(server, 'Le Jardin de Dixinn');
    const response = await server.request(`${ADMIN_BUSINESSES}/${pending.id}`, { cookie: admin });
    expect(response.status).toBe(404);
    expect((await response.json()).error).toBe('Commerce non trouvé');
    const malformed = await server.request(`${ADMIN_BUSINESSES}/pas-un-id`, { cookie: admin });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toBe('Identifiant de commerce invalide');
  });
});

describe('the partner search of the add dialog', () => {
  const search = (text: string) =>
    get<{ partners: PartnerCandidate[] }>(`${ADMIN_BUSINESSES}/partners?search=${encodeURIComponent(text)}`).then(
      (body) => body.partners,
    );

  it('finds partners by name or e-mail, case ignored, with avatar, active state and phone', async () => {
    const partner = await profileByEmail(server, DEMO.partner);
    expect(await search('boubacar')).toEqual([
      {
        id: partner.id,
        name: partner.name,
        email: DEMO.partner,
        phoneNumber: partner.phoneNumber,
        profileImage: partner.profileImage,
        isActive: true,
      },
    ]);
    expect((await search('PARTENAIRE@LIVRA')).map((p) => p.id)).toEqual([partner.id]);
  });

  it('finds partners only, none for a blank text, and at most 10', async () => {
    expect(await search('client@livra.gn')).toEqual([]);
    expect(await search('admin@livra.gn')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect(await search('')).toEqual([]);

    for (let i = 0; i < 12; i++) await insertPartnerProfile(server, `Kadiatou Soumah ${i}`);
    const found = await search('kadiatou soumah');
    expect(found).toHaveLength(10);
    expect(found.every((p) => p.name.startsWith('Kadiatou Soumah'))).toBe(true);

    const inactive = await insertPartnerProfile(server, 'Fodé Inactif', { isActive: false });
    expect(await search('fodé inactif')).toMatchObject([{ id: inactive.id, isActive: false }]);
  });
});
