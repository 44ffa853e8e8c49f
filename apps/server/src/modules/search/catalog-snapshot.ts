import type { BusinessSearchResult, CategoryResult, MenuItemCard } from '@livra/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { searchText } from '@/db/schema/columns';
import { businesses, businessTypes, categories, menuItems } from '@/db/schema/index';
import { businessCardColumns, isListed, menuItemCardColumns, toCard } from '@/modules/catalog/catalog.service';
import { TextIndex } from './text-index';

/**
 * A listed business: its card as search shows it (the filters and the order read its rating and
 * whether it is open; refreshRatings sets the rating and review count again), and its ids.
 */
export interface IndexedBusiness {
  card: Omit<BusinessSearchResult, 'score'>;
  typeId: number | null;
  categoryId: string | null;
}

/** An available item of a listed business. */
export interface IndexedItem {
  card: MenuItemCard;
  business: IndexedBusiness;
  descriptionSearch: string | null;
}

export interface IndexedCategory {
  card: Omit<CategoryResult, 'score'>;
  sortOrder: number;
}

/**
 * What search reads, held in memory: every listed business, every available item they sell,
 * every active category and every business type, with their normalized text (the `*_search`
 * columns PostgreSQL computed) indexed field by field. Read whole from the database; a change to
 * the catalog makes a new snapshot (search-index.ts), except ratings, set again in place.
 */
export interface CatalogSnapshot {
  types: { id: number; nameSearch: string }[];
  categories: IndexedCategory[];
  categoryNames: TextIndex;
  businesses: IndexedBusiness[];
  businessById: Map<string, IndexedBusiness>;
  business: { names: TextIndex; descriptions: TextIndex; cuisines: TextIndex; addresses: TextIndex };
  items: IndexedItem[];
  itemNames: TextIndex;
}

/**
 * Items are read a page at a time, in id order, each page turned into entries as it comes:
 * 100,000 rows at once would hold the event loop (every other request) for a quarter of a second.
 */
const ITEMS_PAGE = 10_000;

/** Available items of the listed businesses, and their normalized names in the same order. */
async function readItems(db: Db, businessById: Map<string, IndexedBusiness>) {
  const items: IndexedItem[] = [];
  const names: (string | null)[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await db
      .select({
        ...menuItemCardColumns,
        nameSearch: menuItems.nameSearch,
        descriptionSearch: menuItems.descriptionSearch,
      })
      .from(menuItems)
      .innerJoin(businesses, eq(businesses.id, menuItems.businessId))
      .where(and(isListed, eq(menuItems.isAvailable, true), after ? gt(menuItems.id, after) : undefined))
      .orderBy(menuItems.id)
      .limit(ITEMS_PAGE);
    for (const { nameSearch, descriptionSearch, ...card } of page) {
      const business = businessById.get(card.businessId);
      // A business unlisted between the two reads: its items go with it.
      if (!business) continue;
      items.push({ card, business, descriptionSearch });
      names.push(nameSearch);
    }
    if (page.length < ITEMS_PAGE) return { items, names };
    after = page[page.length - 1].id;
  }
}

function readBusinesses(db: Db) {
  return db
    .select({
      ...businessCardColumns,
      categoryName: categories.name,
      typeId: businesses.businessTypeId,
      categoryId: businesses.categoryId,
      nameSearch: businesses.nameSearch,
      descriptionSearch: businesses.descriptionSearch,
      cuisineTypeSearch: businesses.cuisineTypeSearch,
      addressSearch: businesses.addressSearch,
    })
    .from(businesses)
    .leftJoin(businessTypes, eq(businessTypes.id, businesses.businessTypeId))
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .where(isListed);
}

export async function loadCatalogSnapshot(db: Db): Promise<CatalogSnapshot> {
  const [types, categoryRows, businessRows] = await Promise.all([
    db.select({ id: businessTypes.id, nameSearch: searchText(businessTypes.name).mapWith(String) }).from(businessTypes),
    db
      .select({
        id: categories.id,
        name: categories.name,
        icon: categories.icon,
        color: categories.color,
        sortOrder: categories.sortOrder,
        nameSearch: categories.nameSearch,
      })
      .from(categories)
      .where(eq(categories.isActive, true)),
    readBusinesses(db),
  ]);
  const indexedBusinesses = businessRows.map(({ typeId, categoryId, ...row }) => {
    const { nameSearch: _n, descriptionSearch: _d, cuisineTypeSearch: _c, addressSearch: _a, ...card } = row;
    return { card: toCard(card), typeId, categoryId };
  });
  const businessById = new Map(indexedBusinesses.map((business) => [business.card.id, business]));
  const items = await readItems(db, businessById);
  // Built one after the other: each yields between slices (text-index.ts), so requests go on.
  const categoryNames = await TextIndex.build(
    categoryRows.map((row) => row.nameSearch),
    { close: true },
  );
  const business = {
    names: await TextIndex.build(
      businessRows.map((row) => row.nameSearch),
      { close: true },
    ),
    descriptions: await TextIndex.build(businessRows.map((row) => row.descriptionSearch)),
    cuisines: await TextIndex.build(businessRows.map((row) => row.cuisineTypeSearch)),
    addresses: await TextIndex.build(businessRows.map((row) => row.addressSearch)),
  };
  return {
    types,
    categories: categoryRows.map(({ sortOrder, nameSearch: _n, ...card }) => ({ card, sortOrder })),
    categoryNames,
    businesses: indexedBusinesses,
    businessById,
    business,
    items: items.items,
    itemNames: await TextIndex.build(items.names, { close: true }),
  };
}

/** Sets the current rating and review count on the snapshot's businesses (the only change in place). */
export async function refreshRatings(db: Db, snapshot: CatalogSnapshot): Promise<void> {
  const rows = await db
    .select({ id: businesses.id, rating: businesses.rating, reviewCount: businesses.reviewCount })
    .from(businesses)
    .where(isListed);
  for (const { id, rating, reviewCount } of rows) {
    const business = snapshot.businessById.get(id);
    if (!business) continue;
    business.card.rating = rating;
    business.card.reviewCount = reviewCount;
  }
}
