import { MESSAGES, type AdminBusinessType } from '@livra/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, businessTypes, menuCategories } from '@/db/schema/index';
import type { TestServer } from '@/test/harness';
import { contentServer, TYPES, type ContentServer } from './admin-content.fixtures';

let server: TestServer;
let get: ContentServer['get'];
let send: ContentServer['send'];
let auditOf: ContentServer['auditOf'];

beforeAll(async () => {
  ({ server, get, send, auditOf } = await contentServer());
});
afterAll(() => server?.close());

describe('admin content: business types and their menu templates', () => {
  const newType = (name: string) => ({
    name,
    icon: 'book-open',
    color: '#7C3AED',
    description: 'Livres, fournitures scolaires et papeterie.',
    features: ['Livraison rapide', 'Retrait en boutique'],
    templates: [
      { categoryName: 'Cahiers', sortOrder: 2, isRequired: false },
      { categoryName: 'Livres scolaires', categoryDescription: 'Du primaire au lycée', sortOrder: 1, isRequired: true },
    ],
  });

  it('creates a type with its templates, audited, shown at once to the application forms and the home page', async () => {
    await server.request('/business-types');
    await server.request('/home');
    const response = await send('POST', TYPES, newType('Librairie'));
    expect(response.status).toBe(201);
    const created: AdminBusinessType = await response.json();
    expect(created).toMatchObject({
      name: 'Librairie',
      features: ['Livraison rapide', 'Retrait en boutique'],
      businessCount: 0,
      templates: [
        {
          categoryName: 'Livres scolaires',
          categoryDescription: 'Du primaire au lycée',
          sortOrder: 1,
          isRequired: true,
        },
        { categoryName: 'Cahiers', categoryDescription: null, sortOrder: 2, isRequired: false },
      ],
    });
    const publicTypes = (await (await server.request('/business-types')).json()).businessTypes;
    expect(publicTypes.map((type: { name: string }) => type.name)).toContain('Librairie');
    const home = await (await server.request('/home')).json();
    expect(home.businessTypes.map((type: { name: string }) => type.name)).toContain('Librairie');
    const [entry] = await auditOf('business_type', String(created.id), 'business_type.create');
    expect(entry.data).toMatchObject({
      after: { name: 'Librairie', templates: [{ categoryName: 'Livres scolaires' }, { categoryName: 'Cahiers' }] },
    });
  });

  it('edits the templates, and a business added afterwards starts its menu from them', async () => {
    const created: AdminBusinessType = await (await send('POST', TYPES, newType('Papeterie'))).json();
    const response = await send('PATCH', `${TYPES}/${created.id}`, {
      templates: [
        { categoryName: 'Stylos', sortOrder: 1, isRequired: true },
        { categoryName: 'Classeurs', categoryDescription: 'A4 et A5', sortOrder: 3 },
      ],
      features: ['Papeterie'],
    });
    expect(response.status).toBe(200);
    expect(
      (await response.json()).templates.map((template: { categoryName: string }) => template.categoryName),
    ).toEqual(['Stylos', 'Classeurs']);
    const [entry] = await auditOf('business_type', String(created.id), 'business_type.update');
    expect(entry.data).toMatchObject({
      before: {
        templates: [{ categoryName: 'Livres scolaires' }, { categoryName: 'Cahiers' }],
        features: ['Livraison rapide', 'Retrait en boutique'],
      },
      after: { templates: [{ categoryName: 'Stylos' }, { categoryName: 'Classeurs' }], features: ['Papeterie'] },
    });

    const { partners } = await get<{ partners: { id: string }[] }>('/admin/businesses/partners?search=livra');
    const business = await send('POST', '/admin/businesses', {
      ownerId: partners[0].id,
      name: 'Papeterie du Port',
      businessTypeId: created.id,
      address: 'Kaloum, port autonome',
    });
    expect(business.status).toBe(201);
    const { id } = await business.json();
    const menu = await server.deps.db
      .select({ name: menuCategories.name })
      .from(menuCategories)
      .where(eq(menuCategories.businessId, id))
      .orderBy(menuCategories.sortOrder);
    expect(menu.map((category) => category.name)).toEqual(['Stylos', 'Classeurs']);
  });

  it('refuses a duplicate name, duplicate templates and bad input in French', async () => {
    const duplicate = await send('POST', TYPES, newType('cafe'));
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).error).toBe(MESSAGES.businessTypeNameTaken);
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          ...newType('Doubles'),
          templates: [
            { categoryName: 'Plats', sortOrder: 1 },
            { categoryName: 'plats', sortOrder: 2 },
          ],
        },
        MESSAGES.templateNameDuplicate,
      ],
      [{ ...newType('Ordre'), templates: [{ categoryName: 'Plats', sortOrder: -1 }] }, MESSAGES.templateOrderInvalid],
      [{ ...newType('Vide'), templates: [{ categoryName: ' ', sortOrder: 1 }] }, MESSAGES.templateNameRequired],
      [{ ...newType('Caractéristiques'), features: ['A', 'a'] }, MESSAGES.businessTypeFeaturesDuplicate],
      [{ ...newType(''), name: '' }, MESSAGES.businessTypeNameRequired],
    ];
    for (const [body, message] of cases) {
      const response = await send('POST', TYPES, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toContain(message);
    }
    const badId = await send('PATCH', `${TYPES}/abc`, { name: 'X' });
    expect(badId.status).toBe(400);
    expect((await badId.json()).error).toContain(MESSAGES.businessTypeIdInvalid);
    expect((await send('PATCH', `${TYPES}/99999`, { name: 'X' })).status).toBe(404);
  });

  it('refuses to delete a type businesses use, saying how many; deletes an unused one with its templates, audited', async () => {
    const { items } = await get<{ items: AdminBusinessType[] }>(TYPES);
    const restaurant = items.find((type) => type.name === 'Restaurant')!;
    const refused = await send('DELETE', `${TYPES}/${restaurant.id}`);
    expect(refused.status).toBe(409);
    const { error } = await refused.json();
    expect(error).toContain(`${restaurant.businessCount} commerces l’utilisent`);

    const created: AdminBusinessType = await (await send('POST', TYPES, newType('Quincaillerie'))).json();
    const deleted = await send('DELETE', `${TYPES}/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(await server.deps.db.select().from(businessTypes).where(eq(businessTypes.id, created.id))).toHaveLength(0);
    const publicTypes = (await (await server.request('/business-types')).json()).businessTypes;
    expect(publicTypes.map((type: { name: string }) => type.name)).not.toContain('Quincaillerie');
    const [entry] = await auditOf('business_type', String(created.id), 'business_type.delete');
    expect(entry.data).toMatchObject({
      before: { name: 'Quincaillerie', templates: [{ categoryName: 'Livres scolaires' }, { categoryName: 'Cahiers' }] },
    });
  });

  it('refuses to delete a type a pending partner application uses', async () => {
    const created: AdminBusinessType = await (await send('POST', TYPES, newType('Bijouterie'))).json();
    await server.deps.db
      .insert(businesses)
      .values({ name: 'Bijoux de Kindia', businessTypeId: created.id, requestStatus: 'pending' });
    const refused = await send('DELETE', `${TYPES}/${created.id}`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe(MESSAGES.businessTypeInUse(0, 1));
    expect(MESSAGES.businessTypeInUse(0, 1)).toContain('1 demande de partenaire en attente l’utilise');
  });
});
