import type { BusinessDetail, SearchResults, SearchSuggestion } from '@livra/shared';
import { eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businesses, businessTypes, categories, menuItems } from '@/db/schema/index';
import { invalidateCatalog } from '@/modules/catalog/catalog-cache';
import { createTestServer, type TestServer } from '@/test/harness';
import { searchCache } from './search-reads';
import { RATINGS_REFRESH_MS } from './search-index';

let server: TestServer;

async function get<T>(path: string): Promise<T> {
  const response = await server.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}
const search = (query: string) => get<SearchResults>(`/search?${query}`);
const q = (text: string) => `q=${encodeURIComponent(text)}`;

async function idOf(name: string) {
  const [row] = await server.deps.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, name));
  return row.id;
}

async function idsWhere(condition: SQL) {
  return new Set(
    (await server.deps.db.select({ id: businesses.id }).from(businesses).where(condition)).map((row) => row.id),
  );
}

/**
 * Businesses made for relevance: "zébulon" appears in exactly one field of each, so each
 * score is one rule of spec 01 §9 (ratings under 4.5 unless said).
 */
const ZEBULON = [
  { name: 'Zébulon Express', rating: 4.8 }, // name + starts with + rating ≥ 4.5 = 160
  { name: 'Zébulon Grill', rating: 4 }, // name + starts with = 150
  { name: 'Chez Zébulon', rating: 4 }, // name = 100
  { name: 'Le Comptoir Bleu', cuisineType: 'Spécialités zébulon', rating: 4 }, // cuisine = 40
  { name: 'La Table Verte', description: 'Le meilleur ZEBULON de la ville', rating: 4 }, // description = 30
  { name: 'Boutique Sable', address: 'Rue Zébulon, Kaloum', rating: 4 }, // address = 20
];

beforeAll(async () => {
  server = await createTestServer();
  const db = server.deps.db;
  const [other] = await db.select({ id: businessTypes.id }).from(businessTypes).where(eq(businessTypes.name, 'Autre'));
  const [electronics] = await db
    .select({ id: businessTypes.id })
    .from(businessTypes)
    .where(eq(businessTypes.name, 'Électronique'));
  const [fastFood] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'Fast-food'));
  const rows = await db
    .insert(businesses)
    .values([
      ...ZEBULON.map((business) => ({ ...business, businessTypeId: other.id })),
      { name: 'Zébulon Fermé', isActive: false, businessTypeId: other.id },
      { name: 'Zébulon Candidat', requestStatus: 'pending', businessTypeId: other.id },
      { name: 'Boutique Alpha', businessTypeId: electronics.id },
      { name: 'Boutique Beta', businessTypeId: other.id, categoryId: fastFood.id },
    ])
    .returning({ id: businesses.id, name: businesses.name });
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  await db.insert(menuItems).values([
    { businessId: byName.get('Zébulon Grill')!, name: 'Zébulon rôti', price: 30000 },
    { businessId: byName.get('Zébulon Grill')!, name: 'Zébulon glacé', price: 10000, isAvailable: false },
    { businessId: byName.get('Zébulon Fermé')!, name: 'Zébulon caché', price: 10000 },
    { businessId: byName.get('Zébulon Candidat')!, name: 'Zébulon en attente', price: 10000 },
  ]);
});
afterAll(() => server?.close());

describe('relevance (spec 01 §9)', () => {
  it('adds up the scores per field and sorts by score', async () => {
    const results = await search(q('zebulon'));
    expect(results.businesses.map((business) => [business.name, business.score])).toEqual([
      ['Zébulon Express', 160],
      ['Zébulon Grill', 150],
      ['Chez Zébulon', 100],
      ['Le Comptoir Bleu', 40],
      ['La Table Verte', 30],
      ['Boutique Sable', 20],
    ]);
    // A menu item: +5, plus name, starts with.
    expect(results.menuItems.map((item) => [item.name, item.businessName, item.score])).toEqual([
      ['Zébulon rôti', 'Zébulon Grill', 155],
    ]);
    expect(results.total).toBe(7);
  });

  it('matches the business type (+35) and the category (+30)', async () => {
    const electronics = await search(q('electronique'));
    expect(electronics.businesses.find((business) => business.name === 'Boutique Alpha')?.score).toBe(35);
    expect(electronics.businesses[0].name).toBe('Kaloum Électronique');
    const fastFood = await search(q('fast-food'));
    expect(fastFood.businesses.find((business) => business.name === 'Boutique Beta')?.score).toBe(30);
    expect(fastFood.categories.map((category) => category.name)).toEqual(['Fast-food']);
  });

  it('ignores accents and case both ways', async () => {
    expect((await search(q('cafe'))).businesses[0].name).toMatch(/^Café /);
    expect((await search(q('MARCHE'))).businesses.map((business) => business.name)).toContain('Marché Madina Express');
    // Accented text finds unaccented data too.
    expect((await search(q('pizzéria'))).businesses.map((business) => business.name)).toEqual(['Pizzeria Bella Nongo']);
    expect((await search(q('épicerie'))).categories.map((category) => category.name)).toEqual(['Épicerie']);
  });

  it('forgives small typos, below real matches', async () => {
    const chicken = await search(q('poulet brase'));
    expect(chicken.menuItems.length).toBeGreaterThan(0);
    expect(chicken.menuItems.every((item) => /poulet braisé/i.test(item.name))).toBe(true);
    expect((await search(q('atieke'))).menuItems.map((item) => item.name)).toContain('Attiéké');
    expect((await search(q('maquis de kalum'))).businesses[0].name).toBe('Le Maquis de Kaloum');
    const typo = await search(q('zebulom'));
    const grill = typo.businesses.find((business) => business.name === 'Zébulon Grill');
    expect(grill?.score).toBeGreaterThan(0);
    expect(grill!.score).toBeLessThan(100);
  });

  it('searches what was typed: LIKE wildcards are plain characters', async () => {
    expect((await search(q('%%'))).total).toBe(0);
    expect((await search(q('__'))).total).toBe(0);
  });
});

describe('what is never found', () => {
  it('leaves out inactive businesses and applications, and their items', async () => {
    const everything = JSON.stringify(await search(q('zébulon')));
    for (const hidden of ['Zébulon Fermé', 'Zébulon Candidat', 'Zébulon caché', 'Zébulon en attente']) {
      expect(everything).not.toContain(hidden);
    }
    const suggestions = JSON.stringify(
      await get<{ suggestions: SearchSuggestion[] }>(`/search/suggestions?${q('zébulon')}`),
    );
    expect(suggestions).not.toContain('Fermé');
    expect(suggestions).not.toContain('Candidat');
    expect((await search(q('quincaillerie'))).businesses).toEqual([]);
  });

  it('leaves out unavailable items, which the business page still shows, flagged', async () => {
    const lafidi = await search(q('lafidi'));
    expect(lafidi.menuItems.length).toBeGreaterThan(0);
    expect(lafidi.menuItems.map((item) => item.businessName)).not.toContain('Chez Fatou – Saveurs de Guinée');
    expect(JSON.stringify(await search(q('zébulon')))).not.toContain('Zébulon glacé');

    const page = await get<BusinessDetail>(`/businesses/${await idOf('Chez Fatou – Saveurs de Guinée')}`);
    expect(page.menu.flatMap((section) => section.items).find((item) => item.name === 'Lafidi')?.isAvailable).toBe(
      false,
    );
  });
});

describe('filters (spec 01 §7)', () => {
  it('open now', async () => {
    const all = (await search(q('nongo'))).businesses.map((business) => business.name);
    expect(all).toEqual(expect.arrayContaining(['Pizzeria Bella Nongo', 'Cosmétiques de Nongo']));
    const open = (await search(`${q('nongo')}&open=true`)).businesses.map((business) => business.name);
    expect(open).toContain('Cosmétiques de Nongo');
    expect(open).not.toContain('Pizzeria Bella Nongo');
    expect((await search(`${q('nongo')}&open=false`)).businesses.map((business) => business.name)).toEqual([
      'Pizzeria Bella Nongo',
    ]);
  });

  it('minimum rating, on businesses and on the items they sell', async () => {
    const results = await search(`${q('riz')}&minRating=4.5`);
    expect(results.businesses.length).toBeGreaterThan(0);
    expect(results.businesses.every((business) => business.rating >= 4.5)).toBe(true);
    const topRated = new Set(
      (await server.deps.db.select({ id: businesses.id, rating: businesses.rating }).from(businesses))
        .filter((row) => row.rating >= 4.5)
        .map((row) => row.id),
    );
    expect(results.menuItems.length).toBeGreaterThan(0);
    expect(results.menuItems.every((item) => topRated.has(item.businessId))).toBe(true);
  });

  it('maximum price on items', async () => {
    const results = await search(`${q('poulet')}&maxPrice=20000`);
    expect(results.menuItems.length).toBeGreaterThan(0);
    expect(results.menuItems.every((item) => item.price <= 20000)).toBe(true);
    expect((await search(q('poulet'))).menuItems.some((item) => item.price > 20000)).toBe(true);
  });

  it('business type (by name or id) and category', async () => {
    const cafes = await search(`${q('cafe')}&type=Caf%C3%A9`);
    const cafeIds = await idsWhere(eq(businesses.businessTypeId, 2));
    expect(cafes.businesses.length).toBeGreaterThan(0);
    expect(cafes.businesses.every((business) => business.businessType === 'Café')).toBe(true);
    expect(cafes.menuItems.every((item) => cafeIds.has(item.businessId))).toBe(true);
    expect((await search(`${q('cafe')}&type=2`)).businesses).toEqual(cafes.businesses);

    const [grill] = await server.deps.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.name, 'Grillades'));
    const grillIds = await idsWhere(eq(businesses.categoryId, grill.id));
    const grilled = await search(`${q('poulet')}&category=${grill.id}`);
    expect(grilled.menuItems.length).toBeGreaterThan(0);
    expect(grilled.menuItems.every((item) => grillIds.has(item.businessId))).toBe(true);
  });

  it('limits each group (default 20, at most 50)', async () => {
    const limited = await search(`${q('ri')}&limit=2`);
    expect(limited.businesses.length).toBe(2);
    expect(limited.menuItems.length).toBe(2);
    expect(limited.total).toBeGreaterThan(4);
    const byDefault = await search(q('jus'));
    expect(byDefault.total).toBeGreaterThan(20);
    expect(byDefault.menuItems.length).toBe(20);
    const most = await search(`${q('jus')}&limit=50`);
    expect(most.menuItems.length).toBeGreaterThan(20);
  });
});

describe('suggestions', () => {
  it('gives 5 suggestions from one character', async () => {
    const { suggestions } = await get<{ suggestions: SearchSuggestion[] }>('/search/suggestions?q=p');
    expect(suggestions).toHaveLength(5);
  });

  it('mixes businesses, items and categories in the shape of spec 01 §3, best first', async () => {
    const { suggestions } = await get<{ suggestions: SearchSuggestion[] }>(`/search/suggestions?${q('zebulon')}`);
    expect(suggestions.map((suggestion) => suggestion.name)).toEqual([
      'Zébulon Express',
      'Zébulon rôti',
      'Zébulon Grill',
      'Chez Zébulon',
      'Le Comptoir Bleu',
    ]);
    expect(suggestions[0]).toEqual({
      type: 'business',
      id: expect.any(String),
      name: 'Zébulon Express',
      cuisineType: null,
      address: 'Conakry',
      businessName: null,
      price: null,
      description: null,
      businessId: null,
    });
    expect(suggestions[1]).toMatchObject({
      type: 'menu_item',
      businessName: 'Zébulon Grill',
      price: 30000,
      address: null,
    });
    const { suggestions: categories } = await get<{ suggestions: SearchSuggestion[] }>(
      `/search/suggestions?${q('grillade')}`,
    );
    expect(categories.find((suggestion) => suggestion.type === 'category')?.name).toBe('Grillades');
  });
});

describe('freshness of the search index', () => {
  it('shows an announced change in the very next search', async () => {
    const id = await idOf('Boutique Sable');
    expect((await search(q('quincaillerie zorro'))).businesses).toEqual([]);
    await server.deps.db.update(businesses).set({ name: 'Quincaillerie Zorro' }).where(eq(businesses.id, id));
    invalidateCatalog(); // what the services do after a change customers must see
    expect((await search(q('quincaillerie zorro'))).businesses.map((business) => business.id)).toEqual([id]);
    await server.deps.db.update(businesses).set({ name: 'Boutique Sable' }).where(eq(businesses.id, id));
    invalidateCatalog();
  });

  it('shows a new rating, which is not announced, within RATINGS_REFRESH_MS', async () => {
    const id = await idOf('Boutique Sable');
    const ratingNow = async () => {
      searchCache.clear(); // the answers' own 30 s cache is not what this checks
      return (await search(q('sable'))).businesses.find((business) => business.id === id)?.rating;
    };
    expect(await ratingNow()).toBe(4);
    // As a review does: the rating changes, nothing is announced.
    await server.deps.db.update(businesses).set({ rating: 4.6 }).where(eq(businesses.id, id));
    expect(await ratingNow()).toBe(4);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + RATINGS_REFRESH_MS + 1);
      await expect.poll(ratingNow).toBe(4.6);
    } finally {
      vi.useRealTimers();
      await server.deps.db.update(businesses).set({ rating: 4 }).where(eq(businesses.id, id));
    }
  });
});
