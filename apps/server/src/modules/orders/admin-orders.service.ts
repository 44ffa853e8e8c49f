import {
  ADMIN_EXPORT_MAX,
  DRIVER_BUSY_ORDER_STATUSES,
  MESSAGES,
  type AdminDriverChoice,
  type AdminOrderDetail,
  type AdminOrderExport,
  type AdminOrderList,
  type AdminOrderListItem,
  type DeliveryMethod,
  type DriverType,
  type OrderStatus,
  type PaymentStatus,
} from '@livra/shared';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { searchText } from '@/db/schema/columns';
import { businesses, drivers, orders, orderStatusHistory, roles, userProfiles, type Order } from '@/db/schema/index';
import { notFound } from '@/lib/errors';
import { orderDetail } from './orders.views';

/**
 * What the admin reads about orders (spec 02 §2, issue 11): every order of the platform, newest
 * first, filtered; one order in full; the drivers it may be given to. The admin's changes are
 * in admin-orders.actions.ts.
 */

export interface AdminOrdersFilters {
  status?: OrderStatus;
  search?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
}

/** Escapes LIKE's wildcards so that `50%` or `CMD_1` are searched as typed. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Africa/Conakry is UTC+0 all year (no summer time): a calendar day there is the same UTC day. */
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 24 * 60 * 60_000);

function whereOf(filters: AdminOrdersFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.from) conditions.push(gte(orders.createdAt, dayStart(filters.from)));
  if (filters.to) conditions.push(lt(orders.createdAt, nextDayStart(filters.to)));
  const search = filters.search?.trim().replace(/\s+/g, ' ');
  if (search) {
    // Accents and case never matter: `fatou` finds `Chez Fatou`, `aissatou` finds `Aïssatou`.
    const pattern = searchText(`%${likeLiteral(search)}%`);
    conditions.push(
      or(
        like(searchText(orders.orderNumber), pattern),
        like(searchText(orders.businessName), pattern),
        like(searchText(userProfiles.name), pattern),
        like(searchText(userProfiles.email), pattern),
      ),
    );
  }
  return and(...conditions);
}

const listColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  status: orders.status,
  customerName: userProfiles.name,
  customerEmail: userProfiles.email,
  businessId: orders.businessId,
  businessName: orders.businessName,
  grandTotal: orders.grandTotal,
  deliveryMethod: orders.deliveryMethod,
  paymentStatus: orders.paymentStatus,
  driverName: orders.driverName,
};

type ListRow = Awaited<ReturnType<typeof selectOrders>>[number];

const toListItem = (row: ListRow): AdminOrderListItem => ({
  id: row.id,
  orderNumber: row.orderNumber,
  createdAt: row.createdAt.toISOString(),
  status: row.status as OrderStatus,
  customerName: row.customerName?.trim() || MESSAGES.unknownCustomer,
  customerEmail: row.customerEmail,
  businessId: row.businessId,
  businessName: row.businessName,
  grandTotal: row.grandTotal,
  deliveryMethod: row.deliveryMethod as DeliveryMethod,
  paymentStatus: row.paymentStatus as PaymentStatus,
  driverName: row.driverName,
});

function selectOrders(db: Db, filters: AdminOrdersFilters) {
  return db
    .select(listColumns)
    .from(orders)
    .leftJoin(userProfiles, eq(userProfiles.id, orders.userId))
    .where(whereOf(filters))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

async function countOrders(db: Db, filters: AdminOrdersFilters): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(orders)
    .leftJoin(userProfiles, eq(userProfiles.id, orders.userId))
    .where(whereOf(filters));
  return Number(total);
}

export async function listAdminOrders(
  db: Db,
  query: AdminOrdersFilters & { page: number; pageSize: number },
): Promise<AdminOrderList> {
  const { page, pageSize, ...filters } = query;
  const [rows, total] = await Promise.all([
    selectOrders(db, filters)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countOrders(db, filters),
  ]);
  return { items: rows.map(toListItem), total, page, pageSize };
}

/** The whole filtered list for the CSV file, up to ADMIN_EXPORT_MAX rows. */
export async function exportAdminOrders(db: Db, filters: AdminOrdersFilters): Promise<AdminOrderExport> {
  const [rows, total] = await Promise.all([
    selectOrders(db, filters).limit(ADMIN_EXPORT_MAX),
    countOrders(db, filters),
  ]);
  return { items: rows.map(toListItem), total };
}

export async function requireOrder(db: Db | Tx, orderId: string): Promise<Order> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(MESSAGES.orderNotFound, 'order_not_found');
  return order;
}

/** The order as the customer sees it, plus the customer, the driver's id and who made each change. */
export async function adminOrderView(db: Db | Tx, order: Order): Promise<AdminOrderDetail> {
  const detail = await orderDetail(db, order);
  const [customer] = order.userId
    ? await db
        .select({ name: userProfiles.name, email: userProfiles.email, phone: userProfiles.phoneNumber })
        .from(userProfiles)
        .where(eq(userProfiles.id, order.userId))
    : [];
  const authors = await db
    .select({ id: orderStatusHistory.id, name: userProfiles.name, role: roles.name })
    .from(orderStatusHistory)
    .innerJoin(userProfiles, eq(userProfiles.id, orderStatusHistory.changedBy))
    .leftJoin(roles, eq(roles.id, userProfiles.roleId))
    .where(eq(orderStatusHistory.orderId, order.id));
  const authorOf = new Map(authors.map((row) => [row.id, { name: row.name, role: row.role }]));
  return {
    ...detail,
    customer: {
      id: customer ? order.userId : null,
      name: customer?.name?.trim() || MESSAGES.unknownCustomer,
      email: customer?.email ?? null,
      phone: customer?.phone ?? null,
    },
    driverId: order.driverId,
    timeline: detail.timeline.map((entry) => ({ ...entry, changedBy: authorOf.get(entry.id) ?? null })),
  };
}

export async function getAdminOrder(db: Db, orderId: string): Promise<AdminOrderDetail> {
  return adminOrderView(db, await requireOrder(db, orderId));
}

/**
 * Who may carry an order, as the admin sees it: an active, approved driver with an account —
 * any independent driver, or a service driver of the order's business. Unlike the partner's
 * list, drivers off duty are offered too (the admin may arrange a delivery by phone); those on
 * duty and least busy come first.
 */
export function assignableDriver(businessId: string | null) {
  return and(
    eq(drivers.isActive, true),
    eq(drivers.requestStatus, 'approved'),
    isNotNull(drivers.userId),
    or(
      eq(drivers.driverType, 'independent'),
      businessId ? and(eq(drivers.driverType, 'service'), eq(drivers.businessId, businessId)) : undefined,
    ),
  );
}

const onDuty = sql<boolean>`exists (select 1 from work_sessions ws where ws.driver_id = "drivers"."id" and ws.status = 'active')`;

export async function listDriverChoices(db: Db, orderId: string): Promise<AdminDriverChoice[]> {
  const order = await requireOrder(db, orderId);
  const rows = await db
    .select({
      id: drivers.id,
      name: drivers.name,
      phone: drivers.phone,
      avatarUrl: drivers.avatarUrl,
      driverType: drivers.driverType,
      businessName: businesses.name,
      vehicleType: drivers.vehicleType,
      vehiclePlate: drivers.vehiclePlate,
      isVerified: drivers.isVerified,
      onDuty,
    })
    .from(drivers)
    .leftJoin(businesses, eq(businesses.id, drivers.businessId))
    .where(assignableDriver(order.businessId))
    .orderBy(asc(drivers.name))
    .limit(500);
  const busy = rows.length
    ? await db
        .select({ driverId: orders.driverId, count: count() })
        .from(orders)
        .where(
          and(
            inArray(
              orders.driverId,
              rows.map((row) => row.id),
            ),
            inArray(orders.status, [...DRIVER_BUSY_ORDER_STATUSES]),
          ),
        )
        .groupBy(orders.driverId)
    : [];
  const busyOf = new Map(busy.map((row) => [row.driverId, Number(row.count)]));
  const choices = rows.map((row) => ({
    ...row,
    driverType: (row.driverType === 'service' ? 'service' : 'independent') as DriverType,
    onDuty: Boolean(row.onDuty),
    activeDeliveries: busyOf.get(row.id) ?? 0,
  }));
  const rank = (choice: AdminDriverChoice) => (choice.onDuty ? 0 : 1000) + choice.activeDeliveries;
  return choices.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'fr'));
}
