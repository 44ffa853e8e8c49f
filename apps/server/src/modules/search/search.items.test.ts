import { CATALOG_TEXTS, SEARCH_TEXTS, type CatalogPage, type MenuItemCard, type SearchResults } from '@livra/shared';
import { eq, inArray, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, categories, menuItems } from '@/db/schema/index';
import { createTestServer, type TestServer } from '@/test/harness';
import { TYPO_CANDIDATES } from './search.service';
import { invalidateCatalog } from '@/modules/catalog/catalog-cache';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

async function get<T>(path: string): Promise<T> {
  const response = await server.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}
const search = (query: string) => get<SearchResults>(`/search?${query}`);
const q = (text: string) => `q=${encodeURIComponent(text)}`;

async function errorOf(path: string) {
  const response = await server.request(path);
  return { status: response.status, error: ((await response.json()) as { error: string }).error };
}

async function idsWhere(condition: SQL) {
  return new Set(
    (await server.deps.db.select({ id: businesses.id }).from(businesses).where(condition)).map((row) => row.id),
  );
}

describe('the all-items listing', () => {
  it('pages available items of listed businesses, with the filters of the search', async () => {
    const first = await get<CatalogPage<MenuItemCard>>('/search/items?pageSize=50');
    const second = await get<CatalogPage<MenuItemCard>>('/search/items?pageSize=50&page=2');
    const unavailable = new Set(
      (await server.deps.db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.isAvailable, false))).map(
        (row) => row.id,
      ),
    );
    const unlisted = await idsWhere(
      inArray(businesses.name, ['Quincaillerie de Matoto', 'Supérette Boké Plus', 'Le Jardin de Dixinn']),
    );
    for (const item of [...first.items, ...second.items]) {
      expect(unavailable.has(item.id)).toBe(false);
      expect(unlisted.has(item.businessId)).toBe(false);
    }
    expect(second.items.some((item) => first.items.some((other) => other.id === item.id))).toBe(false);
    expect(first.total).toBeGreaterThan(100);

    const cheap = await get<CatalogPage<MenuItemCard>>('/search/items?maxPrice=5000');
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.total).toBeLessThan(first.total);
    expect(cheap.items.every((item) => item.price <= 5000)).toBe(true);

    const [grill] = await server.deps.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.name, 'Grillades'));
    const grillIds = await idsWhere(eq(businesses.categoryId, grill.id));
    const grilled = await get<CatalogPage<MenuItemCard>>(`/search/items?category=${grill.id}`);
    expect(grilled.items.length).toBeGreaterThan(0);
    expect(grilled.items.every((item) => grillIds.has(item.businessId))).toBe(true);

    const pharmacyIds = await idsWhere(eq(businesses.businessTypeId, 5));
    const pharmacy = await get<CatalogPage<MenuItemCard>>('/search/items?type=pharmacie');
    expect(pharmacy.items.length).toBeGreaterThan(0);
    expect(pharmacy.items.every((item) => pharmacyIds.has(item.businessId))).toBe(true);

    const closedIds = await idsWhere(eq(businesses.isOpen, false));
    const fromClosed = await get<CatalogPage<MenuItemCard>>('/search/items?open=false');
    expect(fromClosed.items.length).toBeGreaterThan(0);
    expect(fromClosed.items.every((item) => closedIds.has(item.businessId))).toBe(true);
  });
});

describe('bad input', () => {
  it('answers 400 with a French message', async () => {
    const bad = (error: string) => ({ status: 400, error });
    expect(await errorOf('/search?q=a')).toEqual(bad(SEARCH_TEXTS.tooShort));
    expect(await errorOf('/search?q=%20%20a%20')).toEqual(bad(SEARCH_TEXTS.tooShort));
    expect(await errorOf('/search')).toEqual(bad(SEARCH_TEXTS.empty));
    expect(await errorOf(`/search?q=${'a'.repeat(101)}`)).toEqual(bad(SEARCH_TEXTS.tooLong));
    expect(await errorOf('/search?q=riz&limit=51')).toEqual(bad(SEARCH_TEXTS.invalidLimit));
    expect(await errorOf('/search?q=riz&limit=0')).toEqual(bad(SEARCH_TEXTS.invalidLimit));
    expect(await errorOf('/search?q=riz&minRating=6')).toEqual(bad(SEARCH_TEXTS.invalidRating));
    expect(await errorOf('/search?q=riz&maxPrice=-5')).toEqual(bad(SEARCH_TEXTS.invalidPrice));
    expect(await errorOf('/search?q=riz&maxPrice=beaucoup')).toEqual(bad(SEARCH_TEXTS.invalidPrice));
    expect(await errorOf('/search?q=riz&open=oui')).toEqual(bad(SEARCH_TEXTS.invalidOpen));
    expect(await errorOf('/search?q=riz&category=grillades')).toEqual(bad(CATALOG_TEXTS.invalidCategoryId));
    expect(await errorOf('/search?q=riz&type=Boulangerie')).toEqual(bad(CATALOG_TEXTS.unknownBusinessType));
    expect(await errorOf('/search/suggestions?q=%20')).toEqual(bad(SEARCH_TEXTS.empty));
    expect(await errorOf('/search/items?page=0')).toEqual(bad(CATALOG_TEXTS.invalidPage));
  });

  it('treats empty filters as absent', async () => {
    const plain = await search(q('riz'));
    expect(await search(`${q('riz')}&type=&category=&open=&minRating=&maxPrice=`)).toEqual(plain);
  });
});

describe('typo tolerance on a large catalog', () => {
  /** Items written straight to the database, then announced as a partner's change would be. */
  async function addItems(names: string[]) {
    const [business] = await server.deps.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.name, 'Chez Fatou – Saveurs de Guinée'));
    await server.deps.db
      .insert(menuItems)
      .values(names.map((name) => ({ businessId: business.id, name, price: 1000 })));
    invalidateCatalog();
  }

  it('measures at most TYPO_CANDIDATES close names, puts the exact one first, and says the total is a floor', async () => {
    // 250 names close to « savonete » without containing it (a typo away), and one containing it.
    await addItems([
      ...Array.from({ length: TYPO_CANDIDATES + 50 }, (_, i) => `Savonette parfumée ${i}`),
      'Savonete de Kindia',
    ]);
    const results = await search(q('savonete'));
    expect(results.menuItems[0]?.name).toBe('Savonete de Kindia');
    expect(results.menuItems.slice(1).every((item) => item.name.startsWith('Savonette parfumée'))).toBe(true);
    expect(results.totalExact).toBe(false);
    expect(results.total).toBeGreaterThanOrEqual(TYPO_CANDIDATES + 1);

    const plain = await search(q('poulet'));
    expect(plain.totalExact).toBe(true);
  });

  it('measures the closest names first when more are close than it measures', async () => {
    // 250 names close to « tomats à l'ancienne » through its common words only, stored first,
    // then the one a hurried customer meant.
    await addItems([
      ...Array.from({ length: TYPO_CANDIDATES + 50 }, (_, i) => `Riz à l'ancienne ${i}`),
      "Tomates à l'ancienne",
    ]);
    const results = await search(q("tomats à l'ancienne"));
    expect(results.menuItems[0]?.name).toBe("Tomates à l'ancienne");
    expect(results.totalExact).toBe(false);
  });
});
