import {
  DEFAULT_ADDRESS,
  SUGGESTIONS_LIMIT,
  type CatalogPage,
  type MenuItemCard,
  type SearchItemsQuery,
  type SearchSuggestion,
} from '@livra/shared';
import { and, asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { businesses, menuItems } from '@/db/schema/index';
import { isListed, menuItemCardColumns, resolveBusinessTypeId } from '@/modules/catalog/catalog.service';
import { catalogSnapshot } from './search-index';
import { best, type SearchFilters, searchBusinesses, searchCategories, searchMenuItems } from './search.service';
import { searchTextOf } from './text-index';

/** When scores tie, a business is the likelier target than a category, and a category than a dish. */
const TYPE_RANK: Record<SearchSuggestion['type'], number> = { business: 0, category: 1, menu_item: 2 };

/**
 * The header's live suggestions (spec 01 §3 "Search suggestion"): the 5 best matches across
 * businesses, menu items and categories, by the same relevance as the full search.
 */
export async function suggest(db: Db, q: string): Promise<SearchSuggestion[]> {
  const snapshot = await catalogSnapshot(db);
  const text = searchTextOf(q);
  const everyBusiness = () => true;
  const businessRows = best(searchBusinesses(snapshot, text, everyBusiness), SUGGESTIONS_LIMIT);
  const itemRows = best(searchMenuItems(snapshot, text, everyBusiness, undefined), SUGGESTIONS_LIMIT);
  const categoryRows = best(searchCategories(snapshot, text), SUGGESTIONS_LIMIT);
  const empty = {
    cuisineType: null,
    address: null,
    businessName: null,
    price: null,
    description: null,
    businessId: null,
  };
  const ranked: (SearchSuggestion & { score: number })[] = [
    ...businessRows.map((row) => ({
      ...empty,
      type: 'business' as const,
      id: row.id,
      name: row.name,
      cuisineType: row.cuisineType,
      address: row.address?.trim() || DEFAULT_ADDRESS,
      description: row.description,
      score: row.score,
    })),
    ...itemRows.map((row) => ({
      ...empty,
      type: 'menu_item' as const,
      id: row.id,
      name: row.name,
      businessName: row.businessName,
      businessId: row.businessId,
      price: row.price,
      description: row.description,
      score: row.score,
    })),
    ...categoryRows.map((row) => ({
      ...empty,
      type: 'category' as const,
      id: row.id,
      name: row.name,
      score: row.score,
    })),
  ];
  ranked.sort(
    (a, b) => b.score - a.score || TYPE_RANK[a.type] - TYPE_RANK[b.type] || a.name.localeCompare(b.name, 'fr'),
  );
  return ranked.slice(0, SUGGESTIONS_LIMIT).map(({ score: _score, ...suggestion }) => suggestion);
}

/**
 * The all-items listing of /search without text: available items of listed businesses,
 * popular ones first, then by the business's rating; the filters of the full search apply.
 */
export async function listItems(db: Db, query: SearchItemsQuery): Promise<CatalogPage<MenuItemCard>> {
  const { page, pageSize, maxPrice, ...filters } = query;
  const conditions: SQL[] = [...(await businessConditions(db, filters)), eq(menuItems.isAvailable, true)];
  if (maxPrice !== undefined) conditions.push(lte(menuItems.price, maxPrice));
  const where = and(...conditions);
  const [items, [{ total }]] = await Promise.all([
    db
      .select(menuItemCardColumns)
      .from(menuItems)
      .innerJoin(businesses, eq(businesses.id, menuItems.businessId))
      .where(where)
      .orderBy(desc(menuItems.isPopular), desc(businesses.rating), asc(menuItems.name), asc(menuItems.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(menuItems)
      .innerJoin(businesses, eq(businesses.id, menuItems.businessId))
      .where(where),
  ]);
  return { items, total: Number(total), page, pageSize };
}

/** The business-level filters of spec 01 §7, as SQL conditions on listed businesses. */
async function businessConditions(db: Db, filters: Omit<SearchFilters, 'maxPrice'>): Promise<SQL[]> {
  const conditions: SQL[] = [isListed];
  if (filters.category) conditions.push(eq(businesses.categoryId, filters.category));
  if (filters.type) conditions.push(eq(businesses.businessTypeId, await resolveBusinessTypeId(db, filters.type)));
  if (filters.open !== undefined) conditions.push(eq(businesses.isOpen, filters.open));
  if (filters.minRating !== undefined) conditions.push(gte(businesses.rating, filters.minRating));
  return conditions;
}
