import { MESSAGES, type AdminBusinessType, type AdminCategory, type AdminContentStats } from '@livra/shared';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '@/db/schema/index';
import { tinyPng } from '@/test/images';
import { DEMO, type TestServer } from '@/test/harness';
import { CATEGORIES, contentServer, TYPES, type ContentServer } from './admin-content.fixtures';

let server: TestServer;
let admin: string;
let get: ContentServer['get'];
let send: ContentServer['send'];
let auditOf: ContentServer['auditOf'];
let publicCategories: ContentServer['publicCategories'];

beforeAll(async () => {
  ({ server, admin, get, send, auditOf, publicCategories } = await contentServer());
});
afterAll(() => server?.close());

const newCategory = (name: string) => ({
  name,
  icon: 'salad',
  color: '#16a34a',
  link: '/restaurants?type=1',
  description: 'Salades, crudités et jus frais.',
});

describe('admin content: stats and lists', () => {
  it('counts the categories (all and active), the business types and the businesses', async () => {
    const stats = await get<AdminContentStats>('/admin/content/stats');
    const categories = await get<{ items: AdminCategory[] }>(CATEGORIES);
    const types = await get<{ items: AdminBusinessType[] }>(TYPES);
    const { total } = await get<{ total: number }>('/admin/businesses/stats');
    expect(stats).toEqual({
      totalCategories: categories.items.length,
      activeCategories: categories.items.filter((category) => category.isActive).length,
      businessTypes: types.items.length,
      totalBusinesses: total,
    });
    expect(stats.businessTypes).toBe(8);
  });

  it('lists the categories with their business count, and searches name and description (accents ignored)', async () => {
    const { items } = await get<{ items: AdminCategory[] }>(CATEGORIES);
    const guinean = items.find((category) => category.name === 'Cuisine guinéenne');
    expect(guinean).toMatchObject({ icon: 'soup', color: '#EA580C', isActive: true });
    expect(guinean!.businessCount).toBeGreaterThan(0);
    const found = await get<{ items: AdminCategory[] }>(`${CATEGORIES}?search=GUINEENNE`);
    expect(found.items.map((category) => category.name)).toEqual(['Cuisine guinéenne']);
    const byDescription = await get<{ items: AdminCategory[] }>(`${CATEGORIES}?search=brochettes`);
    expect(byDescription.items.map((category) => category.name)).toEqual(['Grillades']);
  });

  it('lists the business types with their features, business count and menu templates in order', async () => {
    const { items } = await get<{ items: AdminBusinessType[] }>(TYPES);
    const restaurant = items.find((type) => type.name === 'Restaurant')!;
    expect(restaurant.businessCount).toBeGreaterThan(0);
    expect(restaurant.templates.length).toBeGreaterThan(0);
    const orders = restaurant.templates.map((template) => template.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const found = await get<{ items: AdminBusinessType[] }>(`${TYPES}?search=pharma`);
    expect(found.items.map((type) => type.name)).toEqual(['Pharmacie']);
  });

  it('is for admins only', async () => {
    const partner = await server.signIn(DEMO.partner);
    expect((await server.request(CATEGORIES, { cookie: partner })).status).toBe(403);
    expect((await send('POST', CATEGORIES, newCategory('Refusée'), partner)).status).toBe(403);
    expect((await server.request('/admin/content/stats')).status).toBe(401);
  });
});

describe('admin content: categories', () => {
  it('creates a category, audited, that visitors see on /categories at once though the list was cached', async () => {
    const before = await publicCategories();
    expect(before.some((category) => category.name === 'Salades et jus')).toBe(false);

    const response = await send('POST', CATEGORIES, newCategory('Salades et jus'));
    expect(response.status).toBe(201);
    const created: AdminCategory = await response.json();
    expect(created).toMatchObject({
      name: 'Salades et jus',
      color: '#16A34A',
      link: '/restaurants?type=1',
      isActive: true,
      businessCount: 0,
    });
    expect(created.sortOrder).toBeGreaterThan(
      Math.max(
        ...(await get<{ items: AdminCategory[] }>(CATEGORIES)).items
          .filter((c) => c.id !== created.id)
          .map((c) => c.sortOrder),
      ),
    );

    const shown = (await publicCategories()).find((category) => category.name === 'Salades et jus');
    // The visitor's card leads where the admin pointed it.
    expect(shown).toMatchObject({ id: created.id, link: '/restaurants?type=1' });
    const [entry] = await auditOf('category', created.id, 'category.create');
    expect(entry.data).toMatchObject({ after: { name: 'Salades et jus', isActive: true } });
  });

  it('refuses a duplicate name, whatever the case or accents, and bad input, in French', async () => {
    const duplicate = await send('POST', CATEGORIES, newCategory('cuisine GUINEENNE'));
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ error: MESSAGES.categoryNameTaken });

    const cases: [Record<string, unknown>, string][] = [
      [{ ...newCategory(''), name: '  ' }, MESSAGES.categoryNameRequired],
      [{ ...newCategory('Couleur'), color: 'vert' }, MESSAGES.contentColorInvalid],
      [{ ...newCategory('Icône'), icon: 'Pas une icône' }, MESSAGES.contentIconInvalid],
      [{ ...newCategory('Lien'), link: 'https://ailleurs.example/piege' }, MESSAGES.categoryLinkInvalid],
      [{ ...newCategory('Image'), image: '//ailleurs.example/x.png' }, MESSAGES.contentImageInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await send('POST', CATEGORIES, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toContain(message);
    }

    const { items } = await get<{ items: AdminCategory[] }>(CATEGORIES);
    const grill = items.find((category) => category.name === 'Grillades')!;
    const renamed = await send('PATCH', `${CATEGORIES}/${grill.id}`, { name: 'Fast-food' });
    expect(renamed.status).toBe(409);
  });

  it('edits a category, audits before and after, and the public list shows the change at once', async () => {
    await publicCategories();
    const { items } = await get<{ items: AdminCategory[] }>(`${CATEGORIES}?search=grillades`);
    const response = await send('PATCH', `${CATEGORIES}/${items[0].id}`, {
      name: 'Grillades et braisés',
      description: '',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Grillades et braisés', description: null });
    const names = (await publicCategories()).map((category) => category.name);
    expect(names).toContain('Grillades et braisés');
    expect(names).not.toContain('Grillades');
    const [entry] = await auditOf('category', items[0].id, 'category.update');
    expect(entry.data).toMatchObject({
      before: { name: 'Grillades', description: 'Poulet braisé, brochettes et poisson braisé.' },
      after: { name: 'Grillades et braisés', description: null },
    });
  });

  it('deactivates (hidden from /categories and its page at once) and activates again, each audited', async () => {
    const created: AdminCategory = await (await send('POST', CATEGORIES, newCategory('Desserts'))).json();
    expect((await server.request(`/categories/${created.id}`)).status).toBe(200);

    const off = await send('POST', `${CATEGORIES}/${created.id}/deactivate`);
    expect(off.status).toBe(200);
    expect((await off.json()).isActive).toBe(false);
    expect((await publicCategories()).map((category) => category.id)).not.toContain(created.id);
    expect((await server.request(`/categories/${created.id}`)).status).toBe(404);

    const on = await send('POST', `${CATEGORIES}/${created.id}/activate`);
    expect((await on.json()).isActive).toBe(true);
    expect((await publicCategories()).map((category) => category.id)).toContain(created.id);
    expect((await auditOf('category', created.id, 'category.deactivate')).length).toBe(1);
    expect((await auditOf('category', created.id, 'category.activate')).length).toBe(1);
  });

  it('refuses to delete a category businesses use, saying how many; deletes an unused one, audited', async () => {
    const { items } = await get<{ items: AdminCategory[] }>(CATEGORIES);
    const used = items.find((category) => category.businessCount > 0)!;
    const [{ count }] = await server.deps.db
      .select({ count: businesses.id })
      .from(businesses)
      .where(eq(businesses.categoryId, used.id))
      .then((rows) => [{ count: rows.length }]);
    const refused = await send('DELETE', `${CATEGORIES}/${used.id}`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe(MESSAGES.categoryInUse(count));
    expect(MESSAGES.categoryInUse(3)).toContain('3 commerces l’utilisent');
    expect(await auditOf('category', used.id, 'category.delete')).toHaveLength(0);

    const unused: AdminCategory = await (await send('POST', CATEGORIES, newCategory('Éphémère'))).json();
    expect((await publicCategories()).map((category) => category.id)).toContain(unused.id);
    const deleted = await send('DELETE', `${CATEGORIES}/${unused.id}`);
    expect(deleted.status).toBe(200);
    expect((await publicCategories()).map((category) => category.id)).not.toContain(unused.id);
    expect((await send('DELETE', `${CATEGORIES}/${unused.id}`)).status).toBe(404);
    const [entry] = await auditOf('category', unused.id, 'category.delete');
    expect(entry.data).toMatchObject({ before: { name: 'Éphémère' } });
  });

  it('takes an uploaded image for a category, audited, and refuses a file that is not an image', async () => {
    const created: AdminCategory = await (await send('POST', CATEGORIES, newCategory('Boulangerie'))).json();
    const upload = (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return server.request(`${CATEGORIES}/${created.id}/image`, { method: 'POST', cookie: admin, body: form });
    };
    const response = await upload(tinyPng('pain.png'));
    expect(response.status).toBe(200);
    const { image } = await response.json();
    expect(image).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(existsSync(join(server.config.dataDir, image))).toBe(true);
    const shown = (await (await server.request(`/categories/${created.id}`)).json()).category;
    expect(shown.image).toBe(image);
    expect(await auditOf('category', created.id, 'category.image')).toHaveLength(1);

    const refused = await upload(new File(['<html></html>'], 'pain.png', { type: 'image/png' }));
    expect(refused.status).toBe(400);

    // Removed in the edit dialog: the category shows none, and the file goes.
    const cleared = await send('PATCH', `${CATEGORIES}/${created.id}`, { image: '' });
    expect((await cleared.json()).image).toBeNull();
    expect(existsSync(join(server.config.dataDir, image))).toBe(false);
  });
});
