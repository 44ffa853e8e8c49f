import type { BusinessSearchResult, CategoryResult, MenuItemCard } from '@livra/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { searchText } from '@/db/schema/columns';
import { businesses, businessTypes, categories, menuItems } from '@/db/schema/index';
import { businessCardColumns, isListed, menuItemCardColumns, toCard } from '@/modules/catalog/catalog.service';
import { TextIndex } from './text-index';

/** A listed business: its card as search shows it, and what the filters and the order read. */
export interface IndexedBusiness {
  card: Omit<BusinessSearchResult, 'score'>;
  typeId: number | null;
  categoryId: string | null;
  isOpen: boolean;
  rating: number;
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
 * columns PostgreSQL computed) indexed field by field. Read whole from the database in four
 * queries, never changed: a change to the catalog makes a new snapshot (search-index.ts).
 */
export interface CatalogSnapshot {
  types: { id: number; nameSearch: string }[];
  categories: IndexedCategory[];
  categoryNames: TextIndex;
  businesses: IndexedBusiness[];
  business: { names: TextIndex; descriptions: TextIndex; cuisines: TextIndex; addresses: TextIndex };
  items: IndexedItem[];
  itemNames: TextIndex;
}

export async function loadCatalogSnapshot(db: Db): Promise<CatalogSnapshot> {
  const [types, categoryRows, businessRows, itemRows] = await Promise.all([
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
    db
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
      .where(isListed),
    db
      .select({
        ...menuItemCardColumns,
        nameSearch: menuItems.nameSearch,
        descriptionSearch: menuItems.descriptionSearch,
      })
      .from(menuItems)
      .innerJoin(businesses, eq(businesses.id, menuItems.businessId))
      .where(and(isListed, eq(menuItems.isAvailable, true))),
  ]);

  const indexedBusinesses = businessRows.map(
    ({
      typeId,
      categoryId,
      nameSearch: _n,
      descriptionSearch: _d,
      cuisineTypeSearch: _c,
      addressSearch: _a,
      ...card
    }) => ({
      card: toCard(card),
      typeId,
      categoryId,
      isOpen: card.isOpen,
      rating: card.rating,
    }),
  );
  const byId = new Map(indexedBusinesses.map((business) => [business.card.id, business]));
  const items = itemRows.flatMap(({ nameSearch: _n, descriptionSearch, ...card }) => {
    const business = byId.get(card.businessId);
    return business ? [{ card, business, descriptionSearch }] : [];
  });
  const itemNames = new Map(itemRows.map((row) => [row.id, row.nameSearch]));
  return {
    types: types.map((type) => ({ id: type.id, nameSearch: type.nameSearch })),
    categories: categoryRows.map(({ sortOrder, nameSearch: _n, ...card }) => ({ card, sortOrder })),
    categoryNames: new TextIndex(
      categoryRows.map((row) => row.nameSearch),
      { close: true },
    ),
    businesses: indexedBusinesses,
    business: {
      names: new TextIndex(
        businessRows.map((row) => row.nameSearch),
        { close: true },
      ),
      descriptions: new TextIndex(businessRows.map((row) => row.descriptionSearch)),
      cuisines: new TextIndex(businessRows.map((row) => row.cuisineTypeSearch)),
      addresses: new TextIndex(businessRows.map((row) => row.addressSearch)),
    },
    items,
    itemNames: new TextIndex(
      items.map((item) => itemNames.get(item.card.id) ?? null),
      { close: true },
    ),
  };
}
