import {
  ADMIN_LATEST_ORDERS_LIMIT,
  ADMIN_QUICK_SEARCH_LIMIT,
  type AdminLatestOrder,
  type AdminQuickSearch,
  type AdminStats,
  DELETED_USER_EMAIL_DOMAIN,
  type OrderStatus,
  PENDING_ORDER_STATUSES,
  type Period,
  roleFromId,
} from '@livra/shared';
import { type AnyColumn, type SQL, and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { businesses, drivers, orders, userProfiles, workSessions } from '@/db/schema/index';
import { searchText } from '@/db/schema/columns';
import { periodStartSql } from '@/lib/period-start';

/** Businesses of the platform: added directly or approved; pending and rejected applications are not. */
const onPlatform = or(isNull(businesses.requestStatus), eq(businesses.requestStatus, 'approved'));
/** Drivers of the platform: approved (applications waiting or refused are not). */
const approvedDriver = eq(drivers.requestStatus, 'approved');
/** Accounts deleted with their history kept are no longer users. */
const liveUser = sql`${userProfiles.email} <> ${userProfiles.id}::text || ${`@${DELETED_USER_EMAIL_DOMAIN}`}`;

const int = (expression: SQL) => sql`${expression}`.mapWith(Number);

/**
 * The figures of spec 02 §3 for a period (today from midnight, week from Monday, month from the
 * 1st, year from 1 January, in Guinea's time). Users, businesses and drivers are counted whole,
 * with the period's newcomers; orders and revenue (completed payments only) are the period's;
 * pending orders, active drivers and businesses, and waiting applications are counted now.
 */
export async function adminStats(db: Db, period: Period, now: Date = new Date()): Promise<AdminStats> {
  const start = periodStartSql(period, now);
  const [[users], [business], [driver], [order], [onDuty]] = await Promise.all([
    db
      .select({
        total: int(sql`count(*) filter (where ${liveUser})`),
        added: int(sql`count(*) filter (where ${liveUser} and ${userProfiles.createdAt} >= ${start})`),
      })
      .from(userProfiles),
    db
      .select({
        total: int(sql`count(*) filter (where ${onPlatform})`),
        active: int(sql`count(*) filter (where ${onPlatform} and ${businesses.isActive})`),
        added: int(sql`count(*) filter (where ${onPlatform} and ${businesses.createdAt} >= ${start})`),
        pendingRequests: int(sql`count(*) filter (where ${businesses.requestStatus} = 'pending')`),
      })
      .from(businesses),
    db
      .select({
        total: int(sql`count(*) filter (where ${approvedDriver})`),
        active: int(sql`count(*) filter (where ${approvedDriver} and ${drivers.isActive})`),
        added: int(sql`count(*) filter (where ${approvedDriver} and ${drivers.createdAt} >= ${start})`),
        pendingRequests: int(sql`count(*) filter (where ${drivers.requestStatus} = 'pending')`),
      })
      .from(drivers),
    // Two indexed reads rather than one pass over every order: the period's orders by the
    // created_at range, the waiting ones by the status index (a long history stays cheap).
    Promise.all([
      db
        .select({
          periodStart: sql`${start}`.mapWith((value: Date | string) => new Date(value).toISOString()),
          total: int(sql`count(*)`),
          revenue: int(
            sql`coalesce(sum(${orders.grandTotal}) filter (where ${orders.paymentStatus} = 'completed'), 0)`,
          ),
        })
        .from(orders)
        .where(gte(orders.createdAt, start)),
      db
        .select({ pending: int(sql`count(*)`) })
        .from(orders)
        .where(inArray(orders.status, [...PENDING_ORDER_STATUSES])),
    ]).then(([[period], [waiting]]) => [{ ...period, pending: waiting.pending }]),
    db
      .select({ count: int(sql`count(distinct ${workSessions.driverId})`) })
      .from(workSessions)
      .where(eq(workSessions.status, 'active')),
  ]);
  return {
    period,
    periodStart: order.periodStart,
    totalUsers: users.total,
    totalBusinesses: business.total,
    totalOrders: order.total,
    totalDrivers: driver.total,
    totalRevenue: order.revenue,
    pendingOrders: order.pending,
    activeDrivers: driver.active,
    activeBusinesses: business.active,
    newUsers: users.added,
    newBusinesses: business.added,
    newDrivers: driver.added,
    driversOnDuty: onDuty.count,
    pendingRequests: {
      partners: business.pendingRequests,
      drivers: driver.pendingRequests,
      total: business.pendingRequests + driver.pendingRequests,
    },
  };
}

/** Contains the text, accents and case aside, LIKE's wildcards taken literally. */
function contains(text: string) {
  const pattern = searchText(`%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
  return (column: AnyColumn) => sql`${searchText(column)} like ${pattern}`;
}

/** The home's quick search: a few users (name, e-mail), businesses (name, address) and drivers (name, phone, e-mail). */
export async function quickSearch(db: Db, q: string): Promise<AdminQuickSearch> {
  const text = q.trim().replace(/\s+/g, ' ');
  const match = contains(text);
  const phoneDigits = text.replace(/\D/g, '');
  const [users, businessRows, driverRows] = await Promise.all([
    db
      .select({
        id: userProfiles.id,
        name: userProfiles.name,
        email: userProfiles.email,
        roleId: userProfiles.roleId,
        isActive: userProfiles.isActive,
        profileImage: userProfiles.profileImage,
      })
      .from(userProfiles)
      .where(and(liveUser, or(match(userProfiles.name), match(userProfiles.email))))
      .orderBy(asc(userProfiles.name), asc(userProfiles.id))
      .limit(ADMIN_QUICK_SEARCH_LIMIT),
    db
      .select({
        id: businesses.id,
        name: businesses.name,
        address: businesses.address,
        isActive: businesses.isActive,
        logo: businesses.logo,
      })
      .from(businesses)
      .where(and(onPlatform, or(match(businesses.name), match(businesses.address))))
      .orderBy(asc(businesses.name), asc(businesses.id))
      .limit(ADMIN_QUICK_SEARCH_LIMIT),
    db
      .select({
        id: drivers.id,
        name: drivers.name,
        phone: drivers.phone,
        isActive: drivers.isActive,
        avatarUrl: drivers.avatarUrl,
      })
      .from(drivers)
      .where(
        and(
          approvedDriver,
          or(
            match(drivers.name),
            match(drivers.email),
            // `622 12 34 56` finds `+224 622-12-34-56`.
            phoneDigits.length >= 3
              ? sql`regexp_replace(${drivers.phone}, '\\D', '', 'g') like ${`%${phoneDigits}%`}`
              : undefined,
          ),
        ),
      )
      .orderBy(asc(drivers.name), asc(drivers.id))
      .limit(ADMIN_QUICK_SEARCH_LIMIT),
  ]);
  return {
    users: users.map(({ roleId, ...user }) => ({ ...user, role: roleFromId(roleId) })),
    businesses: businessRows,
    drivers: driverRows,
  };
}

/** The newest orders of the platform, optionally of one status. */
export async function latestOrders(db: Db, status?: OrderStatus): Promise<AdminLatestOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      customerName: userProfiles.name,
      businessName: orders.businessName,
      grandTotal: orders.grandTotal,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .leftJoin(userProfiles, eq(userProfiles.id, orders.userId))
    .where(status ? eq(orders.status, status) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ADMIN_LATEST_ORDERS_LIMIT);
  return rows.map((row) => ({
    ...row,
    status: row.status as OrderStatus,
    createdAt: row.createdAt.toISOString(),
  }));
}
