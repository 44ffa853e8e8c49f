import {
  SEARCH_SCORES as POINTS,
  TOP_RATED_MIN,
  type BusinessSearchResult,
  type CategoryResult,
  type MenuItemResult,
  type SearchResults,
} from '@livra/shared';
import { and, desc, eq, gte, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { union, unionAll } from 'drizzle-orm/pg-core';
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

/** Matches first, ordered by score, then rating; the total counts every candidate before the limit. */
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
    menuItems: itemRows.map(({ total: _total, typos: _typos, ...row }) => row),
    categories: categoryRows.map(({ total: _total, ...row }) => row),
    total: totalOf(businessRows) + totalOf(itemRows) + totalOf(categoryRows),
    totalExact: (itemRows[0]?.typos ?? 0) < TYPO_CANDIDATES,
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

export async function searchBusinesses(db: Db, match: TextMatch, conditions: SQL[], limit: number) {
  // Business types and categories are small tables: the ones whose name matches are found
  // first, so that the business query compares ids, each business on its own row.
  const named = await unionAll(
    db
      .select({ typeId: sql<number | null>`${businessTypes.id}`, categoryId: sql<string | null>`null::uuid` })
      .from(businessTypes)
      .where(match.matches(searchText(businessTypes.name))),
    db
      .select({ typeId: sql<number | null>`null::int`, categoryId: sql<string | null>`${categories.id}` })
      .from(categories)
      .where(and(eq(categories.isActive, true), match.matches(categories.nameSearch))),
  );
  const typeIds = named.flatMap((row) => (row.typeId === null ? [] : [row.typeId]));
  const categoryIds = named.flatMap((row) => (row.categoryId === null ? [] : [row.categoryId]));
  const ofType = typeIds.length > 0 ? inArray(businesses.businessTypeId, typeIds) : undefined;
  const ofCategory = categoryIds.length > 0 ? inArray(businesses.categoryId, categoryIds) : undefined;
  // One condition over the business row, every arm served by an index (trigram or id), so that
  // PostgreSQL combines them (BitmapOr) instead of reading every business.
  const candidates = or(
    match.matches(businesses.nameSearch),
    match.isClose(businesses.nameSearch),
    match.matches(businesses.descriptionSearch),
    match.matches(businesses.cuisineTypeSearch),
    match.matches(businesses.addressSearch),
    ofType,
    ofCategory,
  );
  const scoreExpr = scoreOf([
    pointsIf(match.matches(businesses.nameSearch), POINTS.name),
    pointsIf(match.startsWith(businesses.nameSearch), POINTS.nameStart),
    pointsIf(match.matches(businesses.descriptionSearch), POINTS.description),
    pointsIf(match.matches(businesses.cuisineTypeSearch), POINTS.cuisine),
    ofType ? pointsIf(ofType, POINTS.businessType) : sql`0`,
    ofCategory ? pointsIf(ofCategory, POINTS.category) : sql`0`,
    pointsIf(match.matches(businesses.addressSearch), POINTS.address),
    pointsIf(gte(businesses.rating, TOP_RATED_MIN), POINTS.topRated),
    match.typoPoints(businesses.nameSearch),
  ]);
  return db
    .select({ ...businessCardColumns, categoryName: categories.name, score: scoreExpr.as('score'), total })
    .from(businesses)
    .leftJoin(businessTypes, eq(businessTypes.id, businesses.businessTypeId))
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .where(and(...conditions, candidates))
    .orderBy(desc(score), desc(businesses.rating), businesses.name)
    .limit(limit) as Promise<
    (Omit<BusinessSearchResult, 'address' | 'deliveryTime' | 'deliveryFee'> & CardDefaults & { total: number })[]
  >;
}

type CardDefaults = { address: string | null; deliveryTime: string; deliveryFee: number };

/**
 * Items whose name is close to the text without containing it (typos) are candidates at most
 * this many per search: each costs a word similarity, and a typo in a common word makes
 * thousands of names close. Items that contain the text are all kept; past the cap the total
 * says "more than" (`totalExact: false`).
 */
export const TYPO_CANDIDATES = 200;

export function searchMenuItems(
  db: Db,
  match: TextMatch,
  conditions: SQL[],
  maxPrice: number | undefined,
  limit: number,
) {
  const kept = and(
    ...conditions,
    eq(menuItems.isAvailable, true),
    maxPrice !== undefined ? lte(menuItems.price, maxPrice) : undefined,
  );
  // Points every candidate shares; the name's own points depend on how it was found.
  const common = [
    sql.raw(String(POINTS.menuItem)),
    pointsIf(match.matches(menuItems.descriptionSearch), POINTS.description),
    pointsIf(gte(businesses.rating, TOP_RATED_MIN), POINTS.topRated),
  ];
  // Every name containing the text (the name's trigram index), then close ones (typos), each
  // arm reading the card and scoring it as it goes: nothing is read twice.
  const containing = db
    .select(
      itemCandidate(
        scoreOf([
          ...common,
          sql.raw(String(POINTS.name)),
          pointsIf(match.startsWith(menuItems.nameSearch), POINTS.nameStart),
        ]),
        false,
      ),
    )
    .from(menuItems)
    .innerJoin(businesses, eq(businesses.id, menuItems.businessId))
    .where(and(kept, match.matches(menuItems.nameSearch)));
  const close = (closeness: SQL) =>
    db
      .select(itemCandidate(scoreOf([...common, match.similarityPoints(menuItems.nameSearch)]), true))
      .from(menuItems)
      .innerJoin(businesses, eq(businesses.id, menuItems.businessId))
      .where(and(kept, not(match.matches(menuItems.nameSearch)), closeness))
      .limit(TYPO_CANDIDATES);
  // At most TYPO_CANDIDATES names close to the whole text: through the name's index, or, when
  // PostgreSQL's sample says close names are common, in table order until the cap. A typo beside
  // common words (« tomats à l'ancienne ») makes thousands close, and the cap could keep only
  // « Riz à l'ancienne » and its like: the names close to every word are looked up too, through
  // the same index and few, so the closest are always scored. `union` keeps one copy of each.
  const closeToEachWord = match.closeToEachWord(menuItems.nameSearch);
  const candidates = db
    .$with('candidates')
    .as(
      closeToEachWord
        ? union(containing, close(match.isClose(menuItems.nameSearch)), close(closeToEachWord))
        : unionAll(containing, close(match.isClose(menuItems.nameSearch))),
    );
  const { id, name, description, price, image, isPopular, businessId, businessName, score: points } = candidates;
  return db
    .with(candidates)
    .select({
      id,
      name,
      description,
      price,
      image,
      isPopular,
      businessId,
      businessName,
      score: points,
      total,
      typos: sql<number>`cast(count(*) filter (where ${candidates.typo}) over () as int)`,
    })
    .from(candidates)
    .orderBy(desc(points), desc(candidates.rating), name)
    .limit(limit) as Promise<(MenuItemResult & { total: number; typos: number })[]>;
}

/** A menu item card with what orders it (score, then the business's rating) and how it was found. */
function itemCandidate(score: SQL<number>, typo: boolean) {
  return {
    ...menuItemCardColumns,
    // Aliased: a union's columns are named once, and the item's own id and name come first.
    businessId: sql<string>`${businesses.id}`.as('business_id'),
    businessName: sql<string>`${businesses.name}`.as('business_name'),
    rating: sql<number>`${businesses.rating}`.as('rating'),
    score: score.as('score'),
    typo: sql<boolean>`${sql.raw(String(typo))}`.as('typo'),
  };
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
