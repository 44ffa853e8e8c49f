import {
  CATALOG_TEXTS,
  DEFAULT_ADDRESS,
  DEFAULT_BUSINESS_DELIVERY_FEE,
  DEFAULT_DELIVERY_TIME,
  type BusinessCard,
  type BusinessTypeView,
  type CatalogPage,
  type CategoryDetail,
  type CategoryView,
  type Region,
} from '@livra/shared';
import { and, asc, count, desc, eq, gte, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { allOf, anyOf } from '@/db/conditions';
import { businesses, businessTypes, categories, menuItems } from '@/db/schema/index';
import { searchText } from '@/db/schema/columns';
import { badRequest, notFound } from '@/lib/errors';
import { heldBySubscription } from '@/modules/subscriptions/subscriptions.views';

export const HOME_POPULAR_LIMIT = 8;
export const HOME_FEATURED_LIMIT = 8;
export const POPULAR_MIN_RATING = 4.5;

/**
 * A business customers can see and order from: active, not an application still waiting or
 * refused, and not suspended by its subscription. The one place this is decided.
 */
export const isListed = allOf(
  eq(businesses.isActive, true),
  anyOf(isNull(businesses.requestStatus), eq(businesses.requestStatus, 'approved')),
  not(heldBySubscription),
);

/** Columns of a business card; join `businessTypes` for the type name. Pass rows through `toCard`. */
export const businessCardColumns = {
  id: businesses.id,
  name: businesses.name,
  description: businesses.description,
  address: businesses.address,
  region: businesses.region,
  cuisineType: businesses.cuisineType,
  logo: businesses.logo,
  coverImage: businesses.coverImage,
  rating: businesses.rating,
  reviewCount: businesses.reviewCount,
  deliveryTime: businesses.deliveryTime,
  deliveryFee: businesses.deliveryFee,
  isOpen: businesses.isOpen,
  businessType: businessTypes.name,
};

/** Columns of a menu item card (home's featured dishes, item listings, search); join `businesses`. */
export const menuItemCardColumns = {
  id: menuItems.id,
  name: menuItems.name,
  description: menuItems.description,
  price: menuItems.price,
  image: menuItems.image,
  isPopular: menuItems.isPopular,
  businessId: businesses.id,
  businessName: businesses.name,
};

type CardRow = { [K in keyof typeof businessCardColumns]: unknown } & {
  address: string | null;
  deliveryTime: string | null;
  deliveryFee: number | null;
};

/** The display defaults of spec 01 §9: address Conakry, 30-45 min, fee 5000. */
export function toCard<T extends CardRow>(row: T): T & Pick<BusinessCard, 'address' | 'deliveryTime' | 'deliveryFee'> {
  return {
    ...row,
    address: row.address?.trim() || DEFAULT_ADDRESS,
    deliveryTime: row.deliveryTime?.trim() || DEFAULT_DELIVERY_TIME,
    deliveryFee: row.deliveryFee ?? DEFAULT_BUSINESS_DELIVERY_FEE,
  };
}

/** Best first: rating, then how many reviews back it, then name for a stable order. */
export const byRating = [desc(businesses.rating), desc(businesses.reviewCount), asc(businesses.name)];

/** The home page: popular restaurants (rating ≥ 4.5), featured dishes, and every business type. */
export async function getHome(db: Db) {
  const [popularRestaurants, featuredItems, types] = await Promise.all([
    db
      .select(businessCardColumns)
      .from(businesses)
      .innerJoin(businessTypes, eq(businessTypes.id, businesses.businessTypeId))
      .where(and(isListed, eq(businessTypes.name, 'Restaurant'), gte(businesses.rating, POPULAR_MIN_RATING)))
      .orderBy(...byRating)
      .limit(HOME_POPULAR_LIMIT),
    db
      .select(menuItemCardColumns)
      .from(menuItems)
      .innerJoin(businesses, eq(businesses.id, menuItems.businessId))
      .where(and(isListed, eq(menuItems.isAvailable, true), eq(menuItems.isPopular, true)))
      .orderBy(desc(businesses.rating), menuItems.name)
      .limit(HOME_FEATURED_LIMIT),
    listBusinessTypes(db),
  ]);
  return { popularRestaurants: popularRestaurants.map(toCard), featuredItems, businessTypes: types };
}

/** A business type given by id (`3`) or name, accents and case ignored (`marche` is Marché). */
export async function resolveBusinessTypeId(db: Db, value: string): Promise<number> {
  const byId = /^\d{1,9}$/.test(value);
  const [row] = await db
    .select({ id: businessTypes.id })
    .from(businessTypes)
    .where(byId ? eq(businessTypes.id, Number(value)) : eq(searchText(businessTypes.name), searchText(value)))
    .limit(1);
  if (!row) throw badRequest(CATALOG_TEXTS.unknownBusinessType, 'unknown_business_type');
  return row.id;
}

export interface BusinessListFilters {
  type?: string;
  category?: string;
  region?: Region;
  open?: boolean;
  page: number;
  pageSize: number;
}

/** Listed businesses, best rated first, with the listing filters of /restaurants and /categories/{id}. */
export async function listBusinesses(db: Db, filters: BusinessListFilters): Promise<CatalogPage<BusinessCard>> {
  const conditions: (SQL | undefined)[] = [isListed];
  if (filters.type) conditions.push(eq(businesses.businessTypeId, await resolveBusinessTypeId(db, filters.type)));
  if (filters.category) conditions.push(eq(businesses.categoryId, filters.category));
  if (filters.region) conditions.push(eq(businesses.region, filters.region));
  if (filters.open !== undefined) conditions.push(eq(businesses.isOpen, filters.open));
  const where = and(...conditions);

  const [rows, [{ total }]] = await Promise.all([
    db
      .select(businessCardColumns)
      .from(businesses)
      .leftJoin(businessTypes, eq(businessTypes.id, businesses.businessTypeId))
      .where(where)
      .orderBy(...byRating)
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db.select({ total: count() }).from(businesses).where(where),
  ]);
  return { items: rows.map(toCard), total: Number(total), page: filters.page, pageSize: filters.pageSize };
}

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  icon: categories.icon,
  color: categories.color,
  link: categories.link,
  description: categories.description,
  image: categories.image,
  businessCount: sql<number>`cast(${count(businesses.id)} as int)`,
};

/** Active browse categories in their display order, each with how many listed businesses it has. */
export async function listCategories(db: Db): Promise<CategoryView[]> {
  return db
    .select(categoryColumns)
    .from(categories)
    .leftJoin(businesses, and(eq(businesses.categoryId, categories.id), isListed))
    .where(eq(categories.isActive, true))
    .groupBy(categories.id)
    .orderBy(categories.sortOrder, categories.name);
}

/** One active category and a page of its listed businesses; 404 for an unknown or hidden one. */
export async function getCategory(
  db: Db,
  id: string,
  paging: Pick<BusinessListFilters, 'page' | 'pageSize' | 'open' | 'region'>,
): Promise<CategoryDetail> {
  const [category] = await db
    .select(categoryColumns)
    .from(categories)
    .leftJoin(businesses, and(eq(businesses.categoryId, categories.id), isListed))
    .where(and(eq(categories.id, id), eq(categories.isActive, true)))
    .groupBy(categories.id);
  if (!category) throw notFound(CATALOG_TEXTS.categoryNotFound, 'category_not_found');
  return { category, businesses: await listBusinesses(db, { ...paging, category: id }) };
}

/** Every business type (spec 01 §1) with its count of listed businesses. */
export async function listBusinessTypes(db: Db): Promise<BusinessTypeView[]> {
  return db
    .select({
      id: businessTypes.id,
      name: businessTypes.name,
      icon: businessTypes.icon,
      color: businessTypes.color,
      description: businessTypes.description,
      image: businessTypes.image,
      features: businessTypes.features,
      businessCount: sql<number>`cast(${count(businesses.id)} as int)`,
    })
    .from(businessTypes)
    .leftJoin(businesses, and(eq(businesses.businessTypeId, businessTypes.id), isListed))
    .groupBy(businessTypes.id)
    .orderBy(businessTypes.id);
}

/** What the sitemap lists: every listed business and every active category, with when each last changed. */
export async function listSitemapEntries(db: Db) {
  const [businessRows, categoryRows] = await Promise.all([
    db
      .select({ id: businesses.id, updatedAt: businesses.updatedAt })
      .from(businesses)
      .where(isListed)
      .orderBy(asc(businesses.createdAt), asc(businesses.id)),
    db
      .select({ id: categories.id, link: categories.link, updatedAt: categories.updatedAt })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(categories.sortOrder, categories.name),
  ]);
  return { businesses: businessRows, categories: categoryRows };
}
