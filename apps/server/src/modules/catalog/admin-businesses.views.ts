import {
  ADMIN_EXPORT_MAX,
  CATALOG_TEXTS,
  PARTNER_SEARCH_LIMIT,
  ROLE_IDS,
  type AdminBusinessDetail,
  type AdminBusinessPage,
  type AdminBusinessRow,
  type AdminBusinessStats,
  type PartnerCandidate,
} from '@livra/shared';
import { and, asc, count, desc, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { searchText } from '@/db/schema/columns';
import {
  businesses,
  businessTypes,
  categories,
  drivers,
  menuItems,
  orders,
  partnerSubscriptions,
  subscriptionPlans,
  userProfiles,
} from '@/db/schema/index';
import { notFound } from '@/lib/errors';

/**
 * What the admin businesses page reads. A "business" here is a real one: added by an admin,
 * or a partner application once approved. Applications still pending or refused live on the
 * requests page, not here.
 */
export const isRealBusiness = or(isNull(businesses.requestStatus), eq(businesses.requestStatus, 'approved')) as SQL;

/** LIKE's wildcards escaped, so `50%` is searched as typed. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The column contains the text, case and accents ignored (`kipe` finds `Kipé`). */
export function contains(column: AnyColumn, text: string): SQL {
  return sql`${searchText(column)} like ('%' || ${searchText(escapeLike(text.trim().replace(/\s+/g, ' ')))} || '%')`;
}

const rowColumns = {
  id: businesses.id,
  name: businesses.name,
  logo: businesses.logo,
  category: categories.name,
  businessTypeId: businesses.businessTypeId,
  businessType: businessTypes.name,
  phone: businesses.phone,
  email: businesses.email,
  address: businesses.address,
  region: businesses.region,
  isActive: businesses.isActive,
  isOpen: businesses.isOpen,
  rating: businesses.rating,
  reviewCount: businesses.reviewCount,
  totalOrders: businesses.totalOrders,
  totalRevenue: businesses.totalRevenue,
  createdAt: businesses.createdAt,
  ownerId: businesses.ownerId,
  ownerName: userProfiles.name,
  ownerEmail: userProfiles.email,
};

type Row = Omit<AdminBusinessRow, 'createdAt'> & { createdAt: Date };

function toRow(row: Row): AdminBusinessRow {
  return { ...row, rating: Math.round(row.rating * 10) / 10, createdAt: row.createdAt.toISOString() };
}

function listWhere(search: string | undefined): SQL {
  if (!search) return isRealBusiness;
  return and(isRealBusiness, or(contains(businesses.name, search), contains(businesses.address, search))) as SQL;
}

function selectRows(db: Db | Tx) {
  return db
    .select(rowColumns)
    .from(businesses)
    .leftJoin(businessTypes, eq(businessTypes.id, businesses.businessTypeId))
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .leftJoin(userProfiles, eq(userProfiles.id, businesses.ownerId));
}

const newestFirst = [desc(businesses.createdAt), desc(businesses.id)];

/** Newest first, 10 a page, searched on name or address. */
export async function listAdminBusinesses(
  db: Db,
  query: { search?: string; page: number; pageSize: number },
): Promise<AdminBusinessPage> {
  const where = listWhere(query.search);
  const [rows, [{ total }]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(businesses).where(where),
  ]);
  return { items: rows.map(toRow), total: Number(total), page: query.page, pageSize: query.pageSize };
}

/** The whole filtered list (at most ADMIN_EXPORT_MAX rows), for the CSV file. */
export async function exportAdminBusinesses(db: Db, query: { search?: string }): Promise<AdminBusinessRow[]> {
  const rows = await selectRows(db)
    .where(listWhere(query.search))
    .orderBy(...newestFirst)
    .limit(ADMIN_EXPORT_MAX);
  return rows.map(toRow);
}

/** Every business counts, whatever page is shown (spec 02 §7: "read all businesses"). */
export async function adminBusinessStats(db: Db): Promise<AdminBusinessStats> {
  const [stats] = await db
    .select({
      total: sql`count(*)`.mapWith(Number),
      active: sql`count(*) filter (where ${businesses.isActive})`.mapWith(Number),
      averageOrders: sql`coalesce(avg(${businesses.totalOrders}), 0)`.mapWith(Number),
      averageRevenue: sql`coalesce(avg(${businesses.totalRevenue}), 0)`.mapWith(Number),
    })
    .from(businesses)
    .where(isRealBusiness);
  return {
    total: stats.total,
    active: stats.active,
    averageOrders: Math.round(stats.averageOrders * 10) / 10,
    averageRevenue: Math.round(stats.averageRevenue),
  };
}

const candidateColumns = {
  id: userProfiles.id,
  name: userProfiles.name,
  email: userProfiles.email,
  phoneNumber: userProfiles.phoneNumber,
  profileImage: userProfiles.profileImage,
  isActive: userProfiles.isActive,
};

/** Partners whose name or e-mail contains the text (spec 02 §5): none for a blank text, at most 10. */
export async function searchPartners(db: Db, search: string | undefined): Promise<PartnerCandidate[]> {
  if (!search?.trim()) return [];
  return db
    .select(candidateColumns)
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.roleId, ROLE_IDS.partner),
        or(contains(userProfiles.name, search), contains(userProfiles.email, search)),
      ),
    )
    .orderBy(asc(userProfiles.name), asc(userProfiles.id))
    .limit(PARTNER_SEARCH_LIMIT);
}

/** The partner profile behind an id, or null when the id is no partner's. */
export async function findPartner(db: Db | Tx, userId: string): Promise<PartnerCandidate | null> {
  const [partner] = await db
    .select(candidateColumns)
    .from(userProfiles)
    .where(and(eq(userProfiles.id, userId), eq(userProfiles.roleId, ROLE_IDS.partner)));
  return partner ?? null;
}

/** One business with its owner, menu size, orders, revenue and subscription. */
export async function getAdminBusiness(db: Db | Tx, id: string): Promise<AdminBusinessDetail> {
  const [business] = await db
    .select({
      ...rowColumns,
      description: businesses.description,
      cuisineType: businesses.cuisineType,
      deliveryTime: businesses.deliveryTime,
      deliveryFee: businesses.deliveryFee,
      openingHours: businesses.openingHours,
      categoryId: businesses.categoryId,
      coverImage: businesses.coverImage,
      updatedAt: businesses.updatedAt,
    })
    .from(businesses)
    .leftJoin(businessTypes, eq(businessTypes.id, businesses.businessTypeId))
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .leftJoin(userProfiles, eq(userProfiles.id, businesses.ownerId))
    .where(and(eq(businesses.id, id), isRealBusiness));
  if (!business) throw notFound(CATALOG_TEXTS.businessNotFound, 'business_not_found');

  const [owner, [menu], [orderFigures], [subscription], [serviceDrivers]] = await Promise.all([
    business.ownerId ? findPartnerOrAnyone(db, business.ownerId) : null,
    db
      .select({
        categories: sql`(select count(*) from menu_categories mc where mc.business_id = ${id})`.mapWith(Number),
        items: sql`count(*)`.mapWith(Number),
        availableItems: sql`count(*) filter (where ${menuItems.isAvailable})`.mapWith(Number),
      })
      .from(menuItems)
      .where(eq(menuItems.businessId, id)),
    db
      .select({
        total: sql`count(*)`.mapWith(Number),
        delivered: sql`count(*) filter (where ${orders.status} = 'delivered')`.mapWith(Number),
        cancelled: sql`count(*) filter (where ${orders.status} = 'cancelled')`.mapWith(Number),
        revenue:
          sql`coalesce(sum(${orders.grandTotal}) filter (where ${orders.paymentStatus} = 'completed'), 0)`.mapWith(
            Number,
          ),
        lastOrderAt: sql<Date | null>`max(${orders.createdAt})`.mapWith((value) =>
          value === null ? null : new Date(value),
        ),
      })
      .from(orders)
      .where(eq(orders.businessId, id)),
    db
      .select({
        id: partnerSubscriptions.id,
        status: partnerSubscriptions.status,
        planName: subscriptionPlans.name,
        monthlyAmount: partnerSubscriptions.monthlyAmount,
        startDate: partnerSubscriptions.startDate,
        endDate: partnerSubscriptions.endDate,
        suspendedUntil: partnerSubscriptions.suspendedUntil,
      })
      .from(partnerSubscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, partnerSubscriptions.planId))
      .where(eq(partnerSubscriptions.businessId, id))
      .orderBy(desc(partnerSubscriptions.createdAt), desc(partnerSubscriptions.id))
      .limit(1),
    db.select({ count: count() }).from(drivers).where(eq(drivers.businessId, id)),
  ]);

  const { updatedAt, deliveryTime, deliveryFee, openingHours, ...row } = business;
  return {
    ...toRow(row),
    description: business.description,
    cuisineType: business.cuisineType,
    deliveryTime,
    deliveryFee,
    openingHours: openingHours ?? null,
    categoryId: business.categoryId,
    coverImage: business.coverImage,
    updatedAt: updatedAt.toISOString(),
    owner,
    menu,
    orders: {
      total: orderFigures.total,
      delivered: orderFigures.delivered,
      cancelled: orderFigures.cancelled,
      inProgress: orderFigures.total - orderFigures.delivered - orderFigures.cancelled,
      revenue: orderFigures.revenue,
      lastOrderAt: orderFigures.lastOrderAt?.toISOString() ?? null,
    },
    subscription: subscription
      ? {
          ...subscription,
          startDate: subscription.startDate?.toISOString() ?? null,
          endDate: subscription.endDate?.toISOString() ?? null,
          suspendedUntil: subscription.suspendedUntil?.toISOString() ?? null,
        }
      : null,
    serviceDrivers: Number(serviceDrivers.count),
  };
}

/** The owner as they are now, even if their role has changed since. */
async function findPartnerOrAnyone(db: Db | Tx, userId: string): Promise<PartnerCandidate | null> {
  const [owner] = await db.select(candidateColumns).from(userProfiles).where(eq(userProfiles.id, userId));
  return owner ?? null;
}

/** How many orders and service drivers a business has: what forbids deleting it. */
export async function businessLinks(db: Db | Tx, id: string): Promise<{ orders: number; drivers: number }> {
  const [[orderCount], [driverCount]] = await Promise.all([
    db.select({ count: count() }).from(orders).where(eq(orders.businessId, id)),
    db.select({ count: count() }).from(drivers).where(eq(drivers.businessId, id)),
  ]);
  return { orders: Number(orderCount.count), drivers: Number(driverCount.count) };
}
