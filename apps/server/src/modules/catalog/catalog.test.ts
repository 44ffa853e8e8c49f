import {
  CATALOG_TEXTS,
  type BusinessCard,
  type BusinessDetail,
  type CatalogPage,
  type CategoryView,
} from '@livra/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, categories, menuCategories, menuItems } from '@/db/schema/index';
import { createTestServer, type TestServer } from '@/test/harness';

let server: TestServer;

async function idOf(name: string) {
  const [row] = await server.deps.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, name));
  if (!row) throw new Error(`Commerce de démonstration absent : ${name}`);
  return row.id;
}

async function get<T>(path: string): Promise<T> {
  const response = await server.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function errorOf(path: string) {
  const response = await server.request(path);
  return { status: response.status, error: ((await response.json()) as { error: string }).error };
}

const HIDDEN_CATEGORY = 'Maison et divers';

beforeAll(async () => {
  server = await createTestServer();
  // Answers are cached in memory for a while: data the tests change is changed before any request.
  await server.deps.db.update(categories).set({ isActive: false }).where(eq(categories.name, HIDDEN_CATEGORY));
  const cafe = await idOf('Café du Fouta');
  await server.deps.db.update(businesses).set({ address: null, deliveryTime: '' }).where(eq(businesses.id, cafe));
  const [firstSection] = await server.deps.db
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(eq(menuCategories.businessId, cafe))
    .orderBy(menuCategories.sortOrder)
    .limit(1);
  await server.deps.db.update(menuCategories).set({ isActive: false }).where(eq(menuCategories.id, firstSection.id));
  await server.deps.db.insert(menuItems).values({ businessId: cafe, name: 'Sachet de thé vert', price: 2000 });
});
afterAll(() => server?.close());

describe('GET /businesses', () => {
  it('lists only listed businesses, best rated first, with the display defaults', async () => {
    const page = await get<CatalogPage<BusinessCard>>('/businesses?pageSize=50');
    const names = page.items.map((business) => business.name);
    expect(page.total).toBe(page.items.length);
    expect(names).toContain('Le Maquis de Kaloum');
    // Inactive businesses and partner applications (pending or refused) are never shown.
    for (const hidden of [
      'Quincaillerie de Matoto',
      'Supérette Boké Plus',
      'Le Jardin de Dixinn',
      'Boulangerie du Niger',
    ]) {
      expect(names).not.toContain(hidden);
    }
    const ratings = page.items.map((business) => business.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const cafe = page.items.find((business) => business.name === 'Café du Fouta')!;
    expect(cafe).toMatchObject({ address: 'Conakry', deliveryTime: '30-45 min', businessType: 'Café' });
  });

  it('pages without overlap', async () => {
    const first = await get<CatalogPage<BusinessCard>>('/businesses?pageSize=5&page=1');
    const second = await get<CatalogPage<BusinessCard>>('/businesses?pageSize=5&page=2');
    expect(first.items).toHaveLength(5);
    expect(second).toMatchObject({ page: 2, pageSize: 5, total: first.total });
    const firstIds = new Set(first.items.map((business) => business.id));
    expect(second.items.some((business) => firstIds.has(business.id))).toBe(false);
  });

  it('filters by business type (name without accents, or id), region, category and open now', async () => {
    const byName = await get<CatalogPage<BusinessCard>>('/businesses?type=marche&pageSize=50');
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((business) => business.businessType === 'Marché')).toBe(true);
    const byId = await get<CatalogPage<BusinessCard>>('/businesses?type=3&pageSize=50');
    expect(byId.items.map((business) => business.id)).toEqual(byName.items.map((business) => business.id));

    const labe = await get<CatalogPage<BusinessCard>>('/businesses?region=Lab%C3%A9&pageSize=50');
    expect(labe.items.length).toBeGreaterThan(0);
    expect(labe.items.every((business) => business.region === 'Labé')).toBe(true);

    const [grill] = await server.deps.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.name, 'Grillades'));
    const grills = await get<CatalogPage<BusinessCard>>(`/businesses?category=${grill.id}`);
    expect(grills.items.map((business) => business.name)).toContain('Les Grillades de Taouyah');

    const closed = await get<CatalogPage<BusinessCard>>('/businesses?open=false&pageSize=50');
    expect(closed.items.map((business) => business.name)).toContain('Pizzeria Bella Nongo');
    expect(closed.items.every((business) => !business.isOpen)).toBe(true);
    const open = await get<CatalogPage<BusinessCard>>('/businesses?open=true&pageSize=50');
    expect(open.items.every((business) => business.isOpen)).toBe(true);
    expect(open.total + closed.total).toBe((await get<CatalogPage<BusinessCard>>('/businesses')).total);
  });

  it('refuses malformed filters with a French message', async () => {
    expect(await errorOf('/businesses?region=Paris')).toEqual({ status: 400, error: CATALOG_TEXTS.invalidRegion });
    expect(await errorOf('/businesses?page=0')).toEqual({ status: 400, error: CATALOG_TEXTS.invalidPage });
    expect(await errorOf('/businesses?pageSize=500')).toEqual({ status: 400, error: CATALOG_TEXTS.invalidPageSize });
    expect(await errorOf('/businesses?open=peut-etre')).toEqual({ status: 400, error: CATALOG_TEXTS.invalidOpen });
    expect(await errorOf('/businesses?type=Boulangerie')).toEqual({
      status: 400,
      error: CATALOG_TEXTS.unknownBusinessType,
    });
    expect(await errorOf('/businesses?category=12')).toEqual({ status: 400, error: CATALOG_TEXTS.invalidCategoryId });
  });
});

describe('GET /businesses/{id}', () => {
  it('gives the business with its menu grouped in order, unavailable items flagged, popular ones marked', async () => {
    const detail = await get<BusinessDetail>(`/businesses/${await idOf('Chez Fatou – Saveurs de Guinée')}`);
    expect(detail).toMatchObject({
      name: 'Chez Fatou – Saveurs de Guinée',
      businessType: 'Restaurant',
      category: { name: 'Cuisine guinéenne' },
      deliveryTime: '25-40 min',
      deliveryFee: 7000,
      isOpen: true,
    });
    expect(detail.logo).toMatch(/^\/images\//);
    expect(detail.openingHours?.monday).toEqual({ open: '10:00', close: '22:30' });
    expect(detail.menu.map((section) => section.name)).toEqual([
      'Spécialités guinéennes',
      'Petits plats',
      'Desserts',
      'Boissons',
    ]);
    const items = detail.menu.flatMap((section) => section.items);
    expect(items.find((item) => item.name === 'Lafidi')).toMatchObject({ isAvailable: false, price: 40000 });
    expect(items.find((item) => item.name === 'Riz gras au poulet')).toMatchObject({
      isAvailable: true,
      isPopular: true,
    });
  });

  it('applies the defaults, hides inactive menu categories and puts uncategorised items last under "Autres"', async () => {
    const detail = await get<BusinessDetail>(`/businesses/${await idOf('Café du Fouta')}`);
    expect(detail).toMatchObject({ address: 'Conakry', deliveryTime: '30-45 min' });
    const last = detail.menu.at(-1)!;
    expect(last).toMatchObject({ id: null, name: 'Autres' });
    expect(last.items.map((item) => item.name)).toEqual(['Sachet de thé vert']);
    const [hidden] = await server.deps.db
      .select({ name: menuCategories.name })
      .from(menuCategories)
      .where(eq(menuCategories.isActive, false));
    expect(detail.menu.map((section) => section.name)).not.toContain(hidden.name);
  });

  it('answers 404 for unknown or not yet approved businesses, 410 for a deactivated one, and 400 for a malformed id', async () => {
    const missing = { status: 404, error: CATALOG_TEXTS.businessNotFound };
    expect(await errorOf('/businesses/00000000-0000-4000-8000-000000000000')).toEqual(missing);
    expect(await errorOf(`/businesses/${await idOf('Quincaillerie de Matoto')}`)).toEqual({
      status: 410,
      error: CATALOG_TEXTS.businessClosed,
    });
    expect(await errorOf(`/businesses/${await idOf('Le Jardin de Dixinn')}`)).toEqual(missing);
    expect(await errorOf('/businesses/pas-un-id')).toEqual({ status: 400, error: CATALOG_TEXTS.invalidBusinessId });
  });
});

describe('categories and business types', () => {
  it('lists active categories with their count of listed businesses', async () => {
    const { categories: list } = await get<{ categories: CategoryView[] }>('/categories');
    expect(list.map((category) => category.name)).not.toContain(HIDDEN_CATEGORY);
    // Le Maquis du Milo, the other grill, is suspended by its subscription: not counted.
    expect(list.find((category) => category.name === 'Grillades')?.businessCount).toBe(1);
    // Supérette Boké Plus is inactive: Épicerie counts only the listed ones.
    const groceries = await get<CatalogPage<BusinessCard>>(
      `/businesses?category=${list.find((c) => c.name === 'Épicerie')!.id}`,
    );
    expect(list.find((category) => category.name === 'Épicerie')?.businessCount).toBe(groceries.total);
  });

  it('gives a category with its businesses, and 404 for an unknown or hidden one', async () => {
    const { categories: list } = await get<{ categories: CategoryView[] }>('/categories');
    const grill = list.find((category) => category.name === 'Grillades')!;
    const detail = await get<{ category: CategoryView; businesses: CatalogPage<BusinessCard> }>(
      `/categories/${grill.id}`,
    );
    expect(detail.category.name).toBe('Grillades');
    // Le Maquis du Milo is a grill too, but its subscription is suspended.
    expect(detail.businesses.items.map((business) => business.name)).toEqual(['Les Grillades de Taouyah']);

    const [hidden] = await server.deps.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.name, HIDDEN_CATEGORY));
    const notFound = { status: 404, error: CATALOG_TEXTS.categoryNotFound };
    expect(await errorOf(`/categories/${hidden.id}`)).toEqual(notFound);
    expect(await errorOf('/categories/00000000-0000-4000-8000-000000000000')).toEqual(notFound);
    expect(await errorOf('/categories/abc')).toEqual({ status: 400, error: CATALOG_TEXTS.invalidCategoryId });
  });

  it('lists the eight business types with counts', async () => {
    const { businessTypes } = await get<{ businessTypes: { name: string; businessCount: number }[] }>(
      '/business-types',
    );
    expect(businessTypes.map((type) => type.name)).toEqual([
      'Restaurant',
      'Café',
      'Marché',
      'Supermarché',
      'Pharmacie',
      'Électronique',
      'Beauté',
      'Autre',
    ]);
    const restaurants = await get<CatalogPage<BusinessCard>>('/businesses?type=Restaurant');
    expect(businessTypes[0].businessCount).toBe(restaurants.total);
  });

  it('keeps the home page working and lets clients cache public reads', async () => {
    const response = await server.request('/home');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const home = await response.json();
    expect(home.popularRestaurants.length).toBeGreaterThan(0);
    expect(home.popularRestaurants.every((business: BusinessCard) => business.rating >= 4.5)).toBe(true);
    expect(home.businessTypes).toHaveLength(8);
  });
});
