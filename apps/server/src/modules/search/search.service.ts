import {
  SEARCH_SCORES as POINTS,
  TOP_RATED_MIN,
  type BusinessSearchResult,
  type CategoryResult,
  type MenuItemResult,
  type SearchResults,
} from '@livra/shared';
import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { searchText } from '@/db/schema/columns';
import { businesses, businessTypes, categories, menuItems } from '@/db/schema/index';
import {
  businessCardColumns,
  isListed,
  menuItemCardColumns,
  resolveBusinessTypeId,
  toCard,
} from '@/modules/catalog/catalog.service';
import { pointsIf, scoreOf, textMatch, type TextMatch } from './text-match';

export interface SearchFilters {
  category?: string;
  type?: string;
  open?: boolean;
  minRating?: number;
  maxPrice?: number;
}

/** Matches first, ordered by score, then rating; the total counts every match before the limit. */
const total = sql<number>`cast(count(*) over () as int)`;
const score = sql`"score"`;

/**
 * Full search (spec 01 §7, scores of §9): listed businesses matched on name, description,
 * cuisine, address, business type and category; available menu items of listed businesses
 * matched on name (the indexed column: this query must never read all of menu_items);
 * active categories matched on name. Filters narrow businesses and the items they sell;
 * `maxPrice` applies to items. Each group holds at most `limit` results.
 */
export async function search(db: Db, q: string, filters: SearchFilters, limit: number): Promise<SearchResults> {
  const match = textMatch(q);
  const businessFilters = await businessConditions(db, filters);
  const [businessRows, itemRows, categoryRows] = await Promise.all([
    searchBusinesses(db, match, businessFilters, limit),
    searchMenuItems(db, match, businessFilters, filters.maxPrice, limit),
    searchCategories(db, match, limit),
  ]);
  const totalOf = (rows: { total: number }[]) => rows[0]?.total ?? 0;
  return {
    businesses: businessRows.map(({ total: _total, ...row }) => toCard(row)),
    menuItems: itemRows.map(({ total: _total, ...row }) => row),
    categories: categoryRows.map(({ total: _total, ...row }) => row),
    total: totalOf(businessRows) + totalOf(itemRows) + totalOf(categoryRows),
  };
}

/** The business-level filters of spec 01 §7, shared by the business and menu item queries. */
export async function businessConditions(db: Db, filters: SearchFilters): Promise<SQL[]> {
  const conditions: SQL[] = [isListed];
  if (filters.category) conditions.push(eq(businesses.categoryId, filters.category));
  if (filters.type) conditions.push(eq(businesses.businessTypeId, await resolveBusinessTypeId(db, filters.type)));
  if (filters.open !== undefined) conditions.push(eq(businesses.isOpen, filters.open));
  if (filters.minRating !== undefined) conditions.push(gte(businesses.rating, filters.minRating));
  return conditions;
}

export function searchBusinesses(db: Db, match: TextMatch, conditions: SQL[], limit: number) {
  // Business types and categories are small tables with no search column: their matching ids
  // are found once per query, then each business is only compared by id.
  const typeMatches = db
    .select({ id: businessTypes.id })
    .from(businessTypes)
    .where(match.matches(searchText(businessTypes.name)));
  const categoryMatches = db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.isActive, true), match.matches(categories.nameSearch)));
  // Candidates first, each arm on its own index, so that no arm makes PostgreSQL read every
  // business and run the comparisons on each (one unindexable OR arm would). The typo arm is
  // alone: LIKE on a stored column is cheap enough that the planner may read the table for it,
  // but word similarity on every business is not.
  const candidates = union(
    db
      .select({ id: businesses.id })
      .from(businesses)
      .where(
        or(
          match.matches(businesses.nameSearch),
          match.matches(businesses.descriptionSearch),
          match.matches(businesses.cuisineTypeSearch),
        ),
      ),
    db.select({ id: businesses.id }).from(businesses).where(match.isClose(businesses.nameSearch)),
    db.select({ id: businesses.id }).from(businesses).where(match.matches(businesses.addressSearch)),
    db.select({ id: businesses.id }).from(businesses).where(inArray(businesses.businessTypeId, typeMatches)),
    db.select({ id: businesses.id }).from(businesses).where(inArray(businesses.categoryId, categoryMatches)),
  );
  const scoreExpr = scoreOf([
    pointsIf(match.matches(businesses.nameSearch), POINTS.name),
    pointsIf(match.startsWith(businesses.nameSearch), POINTS.nameStart),
    pointsIf(match.matches(businesses.descriptionSearch), POINTS.description),
    pointsIf(match.matches(businesses.cuisineTypeSearch), POINTS.cuisine),
    pointsIf(inArray(businesses.businessTypeId, typeMatches), POINTS.businessType),
    pointsIf(inArray(businesses.categoryId, categoryMatches), POINTS.category),
    pointsIf(match.matches(businesses.addressSearch), POINTS.address),
    pointsIf(gte(businesses.rating, TOP_RATED_MIN), POINTS.topRated),
    match.typoPoints(businesses.nameSearch),
  ]);
  return db
    .select({ ...businessCardColumns, categoryName: categories.name, score: scoreExpr.as('score'), total })
    .from(businesses)
    .leftJoin(businessTypes, eq(businessTypes.id, businesses.businessTypeId))
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .where(and(...conditions, inArray(businesses.id, candidates)))
    .orderBy(desc(score), desc(businesses.rating), businesses.name)
    .limit(limit) as Promise<
    (Omit<BusinessSearchResult, 'address' | 'deliveryTime' | 'deliveryFee'> & CardDefaults & { total: number })[]
  >;
}

type CardDefaults = { address: string | null; deliveryTime: string; deliveryFee: number };

export function searchMenuItems(
  db: Db,
  match: TextMatch,
  conditions: SQL[],
  maxPrice: number | undefined,
  limit: number,
) {
  const scoreExpr = scoreOf([
    sql.raw(String(POINTS.menuItem)),
    pointsIf(match.matches(menuItems.nameSearch), POINTS.name),
    pointsIf(match.startsWith(menuItems.nameSearch), POINTS.nameStart),
    pointsIf(match.matches(menuItems.descriptionSearch), POINTS.description),
    pointsIf(gte(businesses.rating, TOP_RATED_MIN), POINTS.topRated),
    match.typoPoints(menuItems.nameSearch, true),
  ]);
  return db
    .select({
      ...menuItemCardColumns,
      score: scoreExpr.as('score'),
      total,
    })
    .from(menuItems)
    .innerJoin(businesses, eq(businesses.id, menuItems.businessId))
    .where(
      and(
        ...conditions,
        eq(menuItems.isAvailable, true),
        maxPrice !== undefined ? lte(menuItems.price, maxPrice) : undefined,
        or(match.matches(menuItems.nameSearch), match.isClose(menuItems.nameSearch)),
      ),
    )
    .orderBy(desc(score), desc(businesses.rating), menuItems.name)
    .limit(limit) as Promise<(MenuItemResult & { total: number })[]>;
}

export function searchCategories(db: Db, match: TextMatch, limit: number) {
  const scoreExpr = scoreOf([
    pointsIf(match.matches(categories.nameSearch), POINTS.name),
    pointsIf(match.startsWith(categories.nameSearch), POINTS.nameStart),
    match.typoPoints(categories.nameSearch, true),
  ]);
  return db
    .select({
      id: categories.id,
      name: categories.name,
      icon: categories.icon,
      color: categories.color,
      score: scoreExpr.as('score'),
      total,
    })
    .from(categories)
    .where(
      and(
        eq(categories.isActive, true),
        or(match.matches(categories.nameSearch), match.isClose(categories.nameSearch)),
      ),
    )
    .orderBy(desc(score), categories.sortOrder, categories.name)
    .limit(limit) as Promise<(CategoryResult & { total: number })[]>;
}
