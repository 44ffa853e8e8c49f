import {
  SEARCH_SCORES as POINTS,
  TOP_RATED_MIN,
  type BusinessSearchResult,
  type CategoryResult,
  type MenuItemResult,
  type SearchResults,
} from '@livra/shared';
import type { Db } from '@/db/client';
import { resolveBusinessTypeId } from '@/modules/catalog/catalog.service';
import type { CatalogSnapshot, IndexedBusiness } from './catalog-snapshot';
import { catalogSnapshot } from './search-index';
import { matches, type SearchText, searchTextOf, startsWith } from './text-index';
import { roundHalfEven } from './trigram';

export interface SearchFilters {
  category?: string;
  type?: string;
  open?: boolean;
  minRating?: number;
  maxPrice?: number;
}

/** Whether a listed business passes the business-level filters of spec 01 §7. */
export type BusinessFilter = (business: IndexedBusiness) => boolean;

/**
 * Full search (spec 01 §7, scores of §9), on the catalog snapshot held in memory
 * (search-index.ts): listed businesses matched on name, description, cuisine, address,
 * business type and category; available items of listed businesses matched on name; active
 * categories matched on name. Filters narrow businesses and the items they sell; `maxPrice`
 * applies to items. Each group holds at most `limit` results, best first; the total counts
 * every match.
 */
export async function search(db: Db, q: string, filters: SearchFilters, limit: number): Promise<SearchResults> {
  const typeId = filters.type ? await resolveBusinessTypeId(db, filters.type) : undefined;
  const snapshot = await catalogSnapshot(db);
  const text = searchTextOf(q);
  const keep = businessFilter(filters, typeId);
  const businesses = searchBusinesses(snapshot, text, keep);
  const menuItems = searchMenuItems(snapshot, text, keep, filters.maxPrice);
  const categories = searchCategories(snapshot, text);
  return {
    businesses: best(businesses, limit),
    menuItems: best(menuItems, limit),
    categories: best(categories, limit),
    total: businesses.ranked.length + menuItems.ranked.length + categories.ranked.length,
    totalExact: menuItems.complete,
  };
}

function businessFilter(filters: SearchFilters, typeId: number | undefined): BusinessFilter {
  return (business) =>
    (filters.category === undefined || business.categoryId === filters.category) &&
    (typeId === undefined || business.typeId === typeId) &&
    (filters.open === undefined || business.card.isOpen === filters.open) &&
    (filters.minRating === undefined || business.card.rating >= filters.minRating);
}

/** A match: its place in the snapshot's list, its score, and what orders it after the score. */
export interface Ranked {
  at: number;
  score: number;
  rating: number;
  /** The group's own order (a category's sort order), before the name. */
  order: number;
  name: string;
}

/** A group's matches, and how one becomes a result (only the shown ones do). */
export interface Matches<T> {
  ranked: Ranked[];
  result(match: Ranked): T;
}

/**
 * Best first: score, then rating, then the group's own order, then the name, then the place in
 * the snapshot, so that equal matches (one dish sold by two businesses rated alike) always come
 * in the same order, whatever order the index found them in.
 */
function compareRanked(a: Ranked, b: Ranked): number {
  return (
    b.score - a.score ||
    b.rating - a.rating ||
    a.order - b.order ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
    a.at - b.at
  );
}

/**
 * The `limit` best results, in order. The rest are only counted: a sorted list of the best so
 * far is kept, so a text that matches thousands of items costs one comparison for most of them.
 */
export function best<T>({ ranked, result }: Matches<T>, limit: number): T[] {
  const kept: Ranked[] = [];
  for (const candidate of ranked) {
    if (kept.length === limit && compareRanked(candidate, kept[limit - 1]) >= 0) continue;
    let at = kept.length;
    while (at > 0 && compareRanked(candidate, kept[at - 1]) < 0) at--;
    kept.splice(at, 0, candidate);
    if (kept.length > limit) kept.pop();
  }
  return kept.map(result);
}

/** `points` when the condition holds. */
const pointsIf = (condition: boolean, points: number) => (condition ? points : 0);

/**
 * A close name's points: SEARCH_SCORES.typo scaled by the similarity, computed as PostgreSQL
 * did when search ran there (single-precision product, rounded half to even), so scores stay
 * what they were.
 */
export function typoPoints(similarity: number): number {
  return roundHalfEven(Math.fround(POINTS.typo * similarity));
}

const topRated = (business: IndexedBusiness) => pointsIf(business.card.rating >= TOP_RATED_MIN, POINTS.topRated);

export function searchBusinesses(
  snapshot: CatalogSnapshot,
  text: SearchText,
  keep: BusinessFilter,
): Matches<BusinessSearchResult> {
  const { names, descriptions, cuisines, addresses } = snapshot.business;
  // Business types and categories are few: the ones whose name matches are found first.
  const typeIds = new Set(snapshot.types.filter((type) => matches(text, type.nameSearch)).map((type) => type.id));
  const categoryIds = new Set(snapshot.categoryNames.matching(text).map((at) => snapshot.categories[at].card.id));
  const { close } = names.close(text);
  const candidates = new Set([
    ...names.matching(text),
    ...close.keys(),
    ...descriptions.matching(text),
    ...cuisines.matching(text),
    ...addresses.matching(text),
  ]);
  if (typeIds.size > 0 || categoryIds.size > 0) {
    snapshot.businesses.forEach((business, at) => {
      if (typeIds.has(business.typeId ?? -1) || categoryIds.has(business.categoryId ?? '')) candidates.add(at);
    });
  }
  const ranked: Ranked[] = [];
  for (const at of candidates) {
    const business = snapshot.businesses[at];
    if (!keep(business)) continue;
    const name = names.values[at];
    const similarity = close.get(at);
    const score =
      pointsIf(matches(text, name), POINTS.name) +
      pointsIf(startsWith(text, name), POINTS.nameStart) +
      pointsIf(matches(text, descriptions.values[at]), POINTS.description) +
      pointsIf(matches(text, cuisines.values[at]), POINTS.cuisine) +
      pointsIf(typeIds.has(business.typeId ?? -1), POINTS.businessType) +
      pointsIf(categoryIds.has(business.categoryId ?? ''), POINTS.category) +
      pointsIf(matches(text, addresses.values[at]), POINTS.address) +
      topRated(business) +
      (similarity === undefined ? 0 : typoPoints(similarity));
    ranked.push({ at, score, rating: business.card.rating, order: 0, name: business.card.name });
  }
  return { ranked, result: ({ at, score }) => ({ ...snapshot.businesses[at].card, score }) };
}

/**
 * Distinct item names close to the text without containing it (typos) are measured at most this
 * many per search, those sharing the most trigrams with the text first: a typo beside common
 * words makes thousands of names close, and each costs a similarity. Every item bearing a
 * measured close name is kept, as is every item that contains the text; past the cap the total
 * says "more than" (`totalExact: false`).
 */
export const TYPO_CANDIDATES = 200;

export function searchMenuItems(
  snapshot: CatalogSnapshot,
  text: SearchText,
  keep: BusinessFilter,
  maxPrice: number | undefined,
): Matches<MenuItemResult> & { complete: boolean } {
  const { itemNames } = snapshot;
  const ranked: Ranked[] = [];
  const add = (at: number, namePoints: number) => {
    const item = snapshot.items[at];
    if (!keep(item.business) || (maxPrice !== undefined && item.card.price > maxPrice)) return;
    const score =
      POINTS.menuItem +
      pointsIf(matches(text, item.descriptionSearch), POINTS.description) +
      topRated(item.business) +
      namePoints;
    ranked.push({ at, score, rating: item.business.card.rating, order: 0, name: item.card.name });
  };
  for (const at of itemNames.matching(text)) {
    add(at, POINTS.name + pointsIf(startsWith(text, itemNames.values[at]), POINTS.nameStart));
  }
  const { close, complete } = itemNames.close(text, TYPO_CANDIDATES);
  for (const [at, similarity] of close) add(at, typoPoints(similarity));
  return { ranked, complete, result: ({ at, score }) => ({ ...snapshot.items[at].card, score }) };
}

export function searchCategories(snapshot: CatalogSnapshot, text: SearchText): Matches<CategoryResult> {
  const { categoryNames, categories } = snapshot;
  const rank = (at: number, score: number): Ranked => {
    const { card, sortOrder } = categories[at];
    return { at, score, rating: 0, order: sortOrder, name: card.name };
  };
  const ranked = [
    ...categoryNames
      .matching(text)
      .map((at) => rank(at, POINTS.name + pointsIf(startsWith(text, categoryNames.values[at]), POINTS.nameStart))),
    ...[...categoryNames.close(text).close].map(([at, similarity]) => rank(at, typoPoints(similarity))),
  ];
  return { ranked, result: ({ at, score }) => ({ ...categories[at].card, score }) };
}
