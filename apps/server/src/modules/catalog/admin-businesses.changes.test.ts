import type { AdminBusinessDetail } from '@livra/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, businesses, categories, drivers, menuCategories } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { insertOrder } from '@/modules/partners/testing';
import { ADMIN_BUSINESSES, auditOf, profileByEmail, seededBusiness } from './admin-businesses.fixtures';

/** What an admin changes on a business: add, edit, (de)activate, open/close, delete. */

let server: TestServer;
let admin: string;
let adminId: string;
let partnerId: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn(DEMO.admin);
  adminId = (await profileByEmail(server, DEMO.admin)).id;
  partnerId = (await profileByEmail(server, DEMO.partner)).id;
});
afterAll(() => server?.close());

const send = (method: string, path: string, json?: unknown) =>
  server.request(path, { method, cookie: admin, ...(json === undefined ? {} : { json }) });

async function errorOf(response: Response, status: number) {
  expect(response.status).toBe(status);
  return ((await response.json()) as { error: string }).error;
}

let counter = 0;
/** Adds a business through the API and returns what it answered. */
async function addBusiness(extra: Record<string, unknown> = {}): Promise<AdminBusinessDetail> {
  const response = await send('POST', ADMIN_BUSINESSES, {
    ownerId: partnerId,
    name: `Le Petit Baobab ${++counter}`,
    businessTypeId: 1,
    address: 'Taouyah, Ratoma, Conakry',
    ...extra,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}

const publicPage = (id: string) => server.request(`/businesses/${id}`);

describe('adding a business', () => {
  it('needs a partner, a name, an address and a business type, with the spec messages', async () => {
    const body = { ownerId: partnerId, name: 'Chez Hawa', businessTypeId: 1, address: 'Kipé' };
    const { ownerId: _o, ...noPartner } = body;
    expect(await errorOf(await send('POST', ADMIN_BUSINESSES, noPartner), 400)).toBe(
      'Veuillez sélectionner un partenaire',
    );
    expect(await errorOf(await send('POST', ADMIN_BUSINESSES, { ...body, name: '  ' }), 400)).toBe(
      'Le nom du commerce est requis',
    );
    expect(await errorOf(await send('POST', ADMIN_BUSINESSES, { ...body, address: '' }), 400)).toBe(
      "L'adresse est requise",
    );
    const { businessTypeId: _t, ...noType } = body;
    expect(await errorOf(await send('POST', ADMIN_BUSINESSES, noType), 400)).toBe('Le type de commerce est requis');
    expect(await errorOf(await send('POST', ADMIN_BUSINESSES, { ...body, businessTypeId: 99 }), 400)).toBe(
      'Type de commerce inconnu',
    );
    expect(await errorOf(await send('POST', ADMIN_BUSINESSES, { ...body, deliveryFee: 12.5 }), 400)).toBe(
      'Les frais de livraison doivent être un nombre entier de francs guinéens',
    );
    expect(await errorOf(await send('POST', ADMIN_BUSINESSES, { ...body, rating: 5 }), 400)).toBe(
      'Champ non modifiable ici : rating',
    );
    const customer = await profileByEmail(server, DEMO.customer);
    expect(await errorOf(await send('POST', ADMIN_BUSINESSES, { ...body, ownerId: customer.id }), 400)).toBe(
      "Ce compte n'est pas un partenaire : choisissez un partenaire dans la liste",
    );
    // Nothing was written by any refusal.
    expect(await server.deps.db.select().from(businesses).where(eq(businesses.name, 'Chez Hawa'))).toEqual([]);
  });

  it('starts at zero with the spec defaults, the menu categories of its type, and one audit entry', async () => {
    const added = await addBusiness({ name: 'Le Petit Baobab', cuisineType: 'Guinéenne', phone: '+224 621 00 11 22' });
    expect(added).toMatchObject({
      name: 'Le Petit Baobab',
      businessType: 'Restaurant',
      ownerId: partnerId,
      ownerEmail: DEMO.partner,
      owner: { id: partnerId },
      cuisineType: 'Guinéenne',
      phone: '+224 621 00 11 22',
      region: 'Conakry',
      deliveryFee: 5000,
      deliveryTime: '30-45 min',
      isActive: true,
      isOpen: true,
      rating: 0,
      reviewCount: 0,
      totalOrders: 0,
      totalRevenue: 0,
      logo: null,
      orders: { total: 0, revenue: 0 },
      subscription: null,
    });
    const sections = await server.deps.db
      .select({ name: menuCategories.name })
      .from(menuCategories)
      .where(eq(menuCategories.businessId, added.id))
      .orderBy(asc(menuCategories.sortOrder));
    expect(sections.map((s) => s.name)).toEqual([
      'Entrées',
      'Plats principaux',
      'Grillades',
      'Accompagnements',
      'Desserts',
      'Boissons',
    ]);
    expect(added.menu).toEqual({ categories: 6, items: 0, availableItems: 0 });

    const entries = await auditOf(server, added.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: adminId, action: 'business.create', entity: 'business' });
    expect(entries[0].data).toMatchObject({
      after: { name: 'Le Petit Baobab', ownerId: partnerId, deliveryFee: 5000 },
    });

    // Customers see it at once, and its owner finds it among their businesses.
    expect((await publicPage(added.id)).status).toBe(200);
    const partner = await server.signIn(DEMO.partner);
    const mine = await (await server.request('/partner/businesses', { cookie: partner })).json();
    expect(mine.businesses.map((b: { id: string }) => b.id)).toContain(added.id);
  });

  it('keeps every field of the dialog, and an inactive one stays out of the catalog', async () => {
    const [category] = await server.deps.db.select().from(categories).limit(1);
    const added = await addBusiness({
      businessTypeId: 2,
      categoryId: category.id,
      region: 'Kindia',
      description: 'Café et croissants',
      email: 'contact@baobab.gn',
      openingHours: { monday: { open: '08:00', close: '18:00' }, sunday: null },
      deliveryTime: '20 - 30 min',
      deliveryFee: 7000,
      isActive: false,
      isOpen: false,
    });
    expect(added).toMatchObject({
      businessType: 'Café',
      category: category.name,
      categoryId: category.id,
      region: 'Kindia',
      description: 'Café et croissants',
      email: 'contact@baobab.gn',
      openingHours: { monday: { open: '08:00', close: '18:00' }, sunday: null },
      deliveryTime: '20-30 min',
      deliveryFee: 7000,
      isActive: false,
      isOpen: false,
    });
    // Inactive: out of the catalogue (410, "n'est plus proposé sur Livra").
    expect((await publicPage(added.id)).status).toBe(410);
  });
});

describe('editing a business', () => {
  it('changes the fields given, records them before and after, and the catalog shows it at once', async () => {
    const added = await addBusiness();
    expect((await (await publicPage(added.id)).json()).name).toBe(added.name); // now cached

    const response = await send('PATCH', `${ADMIN_BUSINESSES}/${added.id}`, {
      name: 'Le Grand Baobab',
      deliveryFee: 8000,
      address: 'Lambanyi, Ratoma',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: 'Le Grand Baobab',
      deliveryFee: 8000,
      address: 'Lambanyi, Ratoma',
    });
    expect(await (await publicPage(added.id)).json()).toMatchObject({ name: 'Le Grand Baobab', deliveryFee: 8000 });

    const entries = await auditOf(server, added.id);
    expect(entries.map((e) => e.action)).toEqual(['business.create', 'business.update']);
    expect(entries[1].data).toEqual({
      before: { name: added.name, deliveryFee: 5000, address: 'Taouyah, Ratoma, Conakry' },
      after: { name: 'Le Grand Baobab', deliveryFee: 8000, address: 'Lambanyi, Ratoma' },
    });
  });

  it('can hand it to another partner, never to a non-partner, and refuses an empty edit', async () => {
    const added = await addBusiness();
    const driver = await profileByEmail(server, DEMO.driver);
    expect(await errorOf(await send('PATCH', `${ADMIN_BUSINESSES}/${added.id}`, { ownerId: driver.id }), 400)).toBe(
      "Ce compte n'est pas un partenaire : choisissez un partenaire dans la liste",
    );
    expect(await errorOf(await send('PATCH', `${ADMIN_BUSINESSES}/${added.id}`, {}), 400)).toBe(
      'Aucune modification à enregistrer : indiquez au moins un champ à changer.',
    );
    expect(await errorOf(await send('PATCH', `${ADMIN_BUSINESSES}/${added.id}`, { name: '' }), 400)).toBe(
      'Le nom du commerce est requis',
    );
    expect((await auditOf(server, added.id)).map((e) => e.action)).toEqual(['business.create']);
  });

  it('records nothing when the dialog is saved unchanged, whatever the order of the opening hours', async () => {
    const hours = {
      monday: { open: '08:00', close: '18:00' },
      tuesday: { open: '08:00', close: '18:00' },
      sunday: null,
    };
    const added = await addBusiness({ openingHours: hours });
    const { id, name, address } = added;
    const response = await send('PATCH', `${ADMIN_BUSINESSES}/${id}`, {
      name,
      address,
      openingHours: { sunday: null, tuesday: hours.tuesday, monday: hours.monday },
    });
    expect(response.status).toBe(200);
    expect((await auditOf(server, id)).map((e) => e.action)).toEqual(['business.create']);
  });

  it('is not found for an application still pending', async () => {
    const pending = await seededBusiness(server, 'Boulangerie du Niger');
    expect(await errorOf(await send('PATCH', `${ADMIN_BUSINESSES}/${pending.id}`, { name: 'X' }), 404)).toBe(
      'Commerce non trouvé',
    );
  });
});

describe('activating, deactivating, opening and closing', () => {
  it('takes a deactivated business out of the catalog at once, and puts it back on activation', async () => {
    const maquis = await seededBusiness(server, 'Le Maquis de Kaloum');
    expect((await publicPage(maquis.id)).status).toBe(200);
    const listed = async () => {
      const page = await (await server.request('/businesses?pageSize=50')).json();
      return page.items.some((item: { id: string }) => item.id === maquis.id);
    };
    expect(await listed()).toBe(true);

    const off = await send('POST', `${ADMIN_BUSINESSES}/${maquis.id}/deactivate`);
    expect(off.status).toBe(200);
    expect((await off.json()).isActive).toBe(false);
    expect((await publicPage(maquis.id)).status).toBe(410);
    expect(await listed()).toBe(false);

    expect((await send('POST', `${ADMIN_BUSINESSES}/${maquis.id}/activate`)).status).toBe(200);
    expect((await publicPage(maquis.id)).status).toBe(200);
    expect(await listed()).toBe(true);

    const entries = await auditOf(server, maquis.id);
    expect(entries.map((e) => [e.action, e.data])).toEqual([
      ['business.deactivate', { before: { isActive: true }, after: { isActive: false } }],
      ['business.activate', { before: { isActive: false }, after: { isActive: true } }],
    ]);
    expect(entries.every((e) => e.actorId === adminId)).toBe(true);
  });

  it('closes and opens: the catalog shows the state, and a repeated click records nothing twice', async () => {
    const added = await addBusiness();
    await publicPage(added.id);
    expect((await send('POST', `${ADMIN_BUSINESSES}/${added.id}/close`)).status).toBe(200);
    expect((await (await publicPage(added.id)).json()).isOpen).toBe(false);
    expect((await send('POST', `${ADMIN_BUSINESSES}/${added.id}/close`)).status).toBe(200);
    expect((await send('POST', `${ADMIN_BUSINESSES}/${added.id}/open`)).status).toBe(200);
    expect((await (await publicPage(added.id)).json()).isOpen).toBe(true);
    expect((await auditOf(server, added.id)).map((e) => e.action)).toEqual([
      'business.create',
      'business.close',
      'business.open',
    ]);
  });
});

describe('deleting a business', () => {
  it('is refused once it has orders, saying to deactivate it instead, and nothing changes', async () => {
    const added = await addBusiness();
    await insertOrder(server, added.id, { createdAt: new Date() });
    await insertOrder(server, added.id, { createdAt: new Date() });
    expect(await errorOf(await send('DELETE', `${ADMIN_BUSINESSES}/${added.id}`), 409)).toBe(
      "Ce commerce a 2 commandes : il ne peut pas être supprimé, pour que l'historique des commandes reste juste. Désactivez-le plutôt.",
    );
    expect(await server.deps.db.select().from(businesses).where(eq(businesses.id, added.id))).toHaveLength(1);
    expect((await auditOf(server, added.id)).map((e) => e.action)).toEqual(['business.create']);
  });

  it('is refused while service drivers are attached to it', async () => {
    const added = await addBusiness();
    await server.deps.db.insert(drivers).values({
      name: 'Sékou Camara',
      email: `sekou.${added.id.slice(0, 8)}@exemple.gn`,
      phone: '+224 621 55 44 33',
      driverType: 'service',
      businessId: added.id,
      requestStatus: 'approved',
    });
    expect(await errorOf(await send('DELETE', `${ADMIN_BUSINESSES}/${added.id}`), 409)).toBe(
      'Ce commerce a 1 livreur de service : rattachez-le à un autre commerce ou désactivez celui-ci plutôt que de le supprimer.',
    );
  });

  it('removes one without orders with its menu, leaves the catalog, and records what it was', async () => {
    const added = await addBusiness();
    await publicPage(added.id);
    const response = await send('DELETE', `${ADMIN_BUSINESSES}/${added.id}`);
    expect(response.status).toBe(200);
    expect(await server.deps.db.select().from(businesses).where(eq(businesses.id, added.id))).toEqual([]);
    expect(await server.deps.db.select().from(menuCategories).where(eq(menuCategories.businessId, added.id))).toEqual(
      [],
    );
    expect((await publicPage(added.id)).status).toBe(404);
    expect((await send('GET', `${ADMIN_BUSINESSES}/${added.id}`)).status).toBe(404);

    const [entry] = await server.deps.db.select().from(auditLog).where(eq(auditLog.action, 'business.delete'));
    expect(entry).toMatchObject({ actorId: adminId, entityId: added.id });
    expect(entry.data).toMatchObject({ before: { name: added.name, ownerId: partnerId }, after: null });
  });
});
