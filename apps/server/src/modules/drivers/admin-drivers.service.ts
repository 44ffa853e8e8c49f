import {
  ADMIN_EXPORT_MAX,
  MESSAGES,
  type AdminDriver,
  type AdminDriverBusiness,
  type AdminDriverStats,
  type DriverType,
} from '@livra/shared';
import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { allOf } from '@/db/conditions';
import { businesses, drivers } from '@/db/schema/index';
import { searchText } from '@/db/schema/columns';
import { notFound } from '@/lib/errors';

/**
 * The admin's reads of drivers (spec 02 §2, §3, §7): real drivers only, that is approved ones.
 * Pending and rejected applications belong to the requests page.
 */

export interface AdminDriverFilterValues {
  q?: string;
  driverType?: DriverType;
  verified?: boolean;
  active?: boolean;
  businessId?: string;
}

export const isApprovedDriver = eq(drivers.requestStatus, 'approved');

// Correlated subqueries name the outer table outright: drizzle may leave a column unqualified,
// and an inner "id" would silently mean the subquery's own table.
const documentsCount = sql<number>`(select count(*) from driver_documents dd where dd.driver_id = "drivers"."id")`;
const activeSessions = sql<number>`(select count(*) from work_sessions ws where ws.driver_id = "drivers"."id" and ws.status = 'active')`;

const columns = {
  id: drivers.id,
  userId: drivers.userId,
  name: drivers.name,
  email: drivers.email,
  phone: drivers.phone,
  driverType: drivers.driverType,
  businessId: drivers.businessId,
  businessName: businesses.name,
  isVerified: drivers.isVerified,
  isActive: drivers.isActive,
  avatarUrl: drivers.avatarUrl,
  vehicleType: drivers.vehicleType,
  vehiclePlate: drivers.vehiclePlate,
  documentsCount: documentsCount.mapWith(Number),
  totalDeliveries: drivers.totalDeliveries,
  totalEarnings: drivers.totalEarnings,
  rating: drivers.rating,
  activeSessions: activeSessions.mapWith(Number),
  createdAt: drivers.createdAt,
  lastActive: drivers.lastActive,
};

type Row = Omit<AdminDriver, 'driverType' | 'createdAt' | 'lastActive' | 'totalEarnings'> & {
  driverType: string;
  createdAt: Date;
  lastActive: Date | null;
  totalEarnings: number | bigint;
};

function toView(row: Row): AdminDriver {
  return {
    ...row,
    driverType: row.driverType === 'service' ? 'service' : 'independent',
    totalEarnings: Number(row.totalEarnings),
    rating: Math.round(row.rating * 10) / 10,
    createdAt: row.createdAt.toISOString(),
    lastActive: row.lastActive?.toISOString() ?? null,
  };
}

/** `50%` or `a_b` are searched as typed. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Name or e-mail contains the text (accents and case aside), or the phone contains its digits. */
function matching(q: string): SQL {
  const text = q.trim().replace(/\s+/g, ' ');
  const contains = sql`('%' || ${searchText(escapeLike(text))} || '%')`;
  const digits = text.replace(/\D/g, '');
  const arms = [sql`${searchText(drivers.name)} like ${contains}`, sql`${searchText(drivers.email)} like ${contains}`];
  // `+224 622` and `224622` are the same line: phones are compared on their digits.
  if (digits.length >= 3) arms.push(sql`regexp_replace(${drivers.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  return or(...arms) as SQL;
}

function whereOf(filters: AdminDriverFilterValues): SQL {
  const conditions: SQL[] = [isApprovedDriver];
  if (filters.q?.trim()) conditions.push(matching(filters.q));
  if (filters.driverType) conditions.push(eq(drivers.driverType, filters.driverType));
  if (filters.verified !== undefined) conditions.push(eq(drivers.isVerified, filters.verified));
  if (filters.active !== undefined) conditions.push(eq(drivers.isActive, filters.active));
  if (filters.businessId) conditions.push(eq(drivers.businessId, filters.businessId));
  return allOf(...conditions);
}

function selectDrivers(db: Db | Tx) {
  return db.select(columns).from(drivers).leftJoin(businesses, eq(businesses.id, drivers.businessId));
}

const newestFirst = [desc(drivers.createdAt), desc(drivers.id)];

/** One page of drivers, newest first (spec 02 §2: 10 a page). */
export async function listAdminDrivers(db: Db, filters: AdminDriverFilterValues & { page: number; pageSize: number }) {
  const where = whereOf(filters);
  const [rows, [{ total }]] = await Promise.all([
    selectDrivers(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db.select({ total: count() }).from(drivers).where(where),
  ]);
  return { items: rows.map(toView), total, page: filters.page, pageSize: filters.pageSize };
}

/** The whole filtered list, for the CSV export (at most ADMIN_EXPORT_MAX rows). */
export async function exportAdminDrivers(db: Db, filters: AdminDriverFilterValues) {
  const rows = await selectDrivers(db)
    .where(whereOf(filters))
    .orderBy(...newestFirst)
    .limit(ADMIN_EXPORT_MAX);
  return { items: rows.map(toView) };
}

export async function adminDriverStats(db: Db): Promise<AdminDriverStats> {
  const counted = (condition: SQL) => sql`count(*) filter (where ${condition})`.mapWith(Number);
  const [stats] = await db
    .select({
      total: count(),
      active: counted(sql`${drivers.isActive}`),
      verified: counted(sql`${drivers.isVerified}`),
      independent: counted(sql`${drivers.driverType} = 'independent'`),
      service: counted(sql`${drivers.driverType} = 'service'`),
      pendingVerification: counted(sql`${drivers.isActive} and not ${drivers.isVerified}`),
      inactive: counted(sql`not ${drivers.isActive}`),
    })
    .from(drivers)
    .where(isApprovedDriver);
  return stats;
}

/** One approved driver, or `Livreur non trouvé`. */
export async function getAdminDriver(db: Db | Tx, driverId: string): Promise<AdminDriver> {
  const [row] = await selectDrivers(db).where(and(eq(drivers.id, driverId), isApprovedDriver));
  if (!row) throw notFound(MESSAGES.driverNotFound, 'driver_not_found');
  return toView(row);
}

/** Businesses a service driver may belong to: real ones (added by an admin or approved), by name. */
export const isRealBusiness = or(isNull(businesses.requestStatus), eq(businesses.requestStatus, 'approved')) as SQL;
const BUSINESS_OPTIONS_MAX = 100;

export async function listDriverBusinesses(db: Db, q?: string): Promise<AdminDriverBusiness[]> {
  const text = q?.trim();
  const where = text
    ? allOf(isRealBusiness, sql`${searchText(businesses.name)} like ('%' || ${searchText(escapeLike(text))} || '%')`)
    : isRealBusiness;
  return db
    .select({ id: businesses.id, name: businesses.name, isActive: businesses.isActive })
    .from(businesses)
    .where(where)
    .orderBy(asc(businesses.name), asc(businesses.id))
    .limit(BUSINESS_OPTIONS_MAX);
}
