import {
  MAX_COUNTED_DELIVERY_MINUTES,
  MESSAGES,
  ON_THE_WAY_ORDER_STATUSES,
  PARTNER_DRIVER_RECENT_DELIVERIES,
  type OrderStatus,
  type PartnerDriver,
  type PartnerDriverDetail,
  type PartnerDriverPerformance,
  type PaymentStatus,
} from '@livra/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { Deps } from '@/http/context';
import { recordAudit } from '@/lib/audit';
import { stopWork } from '@/modules/drivers/driver-duty.service';
import { drivers, orders, userProfiles } from '@/db/schema/index';
import { notFound } from '@/lib/errors';
import { periodStartInstant } from './local-time';
import { requireOwnedBusiness, roundRating } from './partners.service';

/**
 * The business's service drivers (approved drivers attached to it) and how each performs on
 * its orders. Independent drivers are not listed here: they work for everyone.
 */

// Correlated subqueries name their tables outright: in a one-table query drizzle leaves columns
// unqualified, and an inner "id" would silently mean the subquery's own table.

/** On duty: the driver has an active work session. */
export const driverOnDuty = sql<boolean>`exists (select 1 from work_sessions ws where ws.driver_id = "drivers"."id" and ws.status = 'active')`;

const ofBusiness = (businessId: string) =>
  and(eq(drivers.driverType, 'service'), eq(drivers.businessId, businessId), eq(drivers.requestStatus, 'approved'));

const driverColumns = (businessId: string) => ({
  id: drivers.id,
  name: drivers.name,
  phone: drivers.phone,
  email: drivers.email,
  avatarUrl: drivers.avatarUrl,
  vehicleType: drivers.vehicleType,
  vehiclePlate: drivers.vehiclePlate,
  isActive: drivers.isActive,
  isVerified: drivers.isVerified,
  onDuty: driverOnDuty,
  deliveries: sql<number>`(select count(*) from orders o where o.driver_id = "drivers"."id" and o.business_id = ${businessId} and o.status = 'delivered')`,
  earnings: drivers.totalEarnings,
  rating: drivers.rating,
  lastActive: drivers.lastActive,
});

type DriverRow = Omit<PartnerDriver, 'lastActive'> & { lastActive: Date | null };

const toView = (row: DriverRow): PartnerDriver => ({
  ...row,
  onDuty: Boolean(row.onDuty),
  deliveries: Number(row.deliveries),
  rating: roundRating(row.rating),
  lastActive: row.lastActive?.toISOString() ?? null,
});

export async function listPartnerDrivers(db: Db, partnerUserId: string, businessId: string): Promise<PartnerDriver[]> {
  await requireOwnedBusiness(db, partnerUserId, businessId);
  const rows = await db
    .select(driverColumns(businessId))
    .from(drivers)
    .where(ofBusiness(businessId))
    .orderBy(asc(drivers.name), asc(drivers.id));
  return rows.map(toView);
}

/**
 * The partner takes one of their service drivers off the business's deliveries, or back on. A
 * deactivated driver is refused at sign-in and on every driver request, as when the admin does it:
 * their work session ends and their sessions close at once. Written to the audit log.
 */
export async function setPartnerDriverActive(
  deps: Deps,
  partnerUserId: string,
  businessId: string,
  driverId: string,
  isActive: boolean,
): Promise<PartnerDriver> {
  const { db } = deps;
  await requireOwnedBusiness(db, partnerUserId, businessId);
  await db.transaction(async (tx) => {
    const [driver] = await tx
      .select()
      .from(drivers)
      .where(and(eq(drivers.id, driverId), ofBusiness(businessId)))
      .for('update');
    if (!driver) throw notFound(MESSAGES.driverNotFound, 'driver_not_found');
    if (driver.isActive === isActive) return;
    await tx
      .update(drivers)
      .set(isActive ? { isActive } : { isActive, isAvailable: false })
      .where(eq(drivers.id, driverId));
    if (!isActive) await stopWork(deps.events, tx, driver);
    await recordAudit(tx, {
      actorId: partnerUserId,
      action: isActive ? 'driver.activate' : 'driver.deactivate',
      entity: 'driver',
      entityId: driverId,
      before: { isActive: driver.isActive },
      after: { isActive },
      details: { businessId, by: 'partner' },
    });
  });
  const [row] = await db.select(driverColumns(businessId)).from(drivers).where(eq(drivers.id, driverId));
  return toView(row);
}

/** One of the business's service drivers, their recent deliveries for it and their figures. */
export async function getPartnerDriver(
  db: Db,
  partnerUserId: string,
  businessId: string,
  driverId: string,
  now: Date = new Date(),
): Promise<PartnerDriverDetail> {
  await requireOwnedBusiness(db, partnerUserId, businessId);
  const [row] = await db
    .select(driverColumns(businessId))
    .from(drivers)
    .where(and(eq(drivers.id, driverId), ofBusiness(businessId)));
  if (!row) throw notFound(MESSAGES.driverNotFound, 'driver_not_found');
  const [performance, deliveries] = await Promise.all([
    performanceOf(db, businessId, driverId, now),
    recentDeliveries(db, businessId, driverId),
  ]);
  return { driver: toView(row), performance, deliveries };
}

async function recentDeliveries(db: Db, businessId: string, driverId: string) {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      customerName: userProfiles.name,
      deliveryAddress: orders.deliveryAddress,
      grandTotal: orders.grandTotal,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
      actualDelivery: orders.actualDelivery,
    })
    .from(orders)
    .leftJoin(userProfiles, eq(userProfiles.id, orders.userId))
    .where(and(eq(orders.businessId, businessId), eq(orders.driverId, driverId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(PARTNER_DRIVER_RECENT_DELIVERIES);
  return rows.map((row) => ({
    ...row,
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    customerName: row.customerName?.trim() || MESSAGES.unknownCustomer,
    createdAt: row.createdAt.toISOString(),
    actualDelivery: row.actualDelivery?.toISOString() ?? null,
  }));
}

/**
 * The month's deliveries and cash (Africa/Conakry calendar), and over all of this business's
 * deliveries: the time from pick-up (or leaving, when pick-up was not recorded) to the door,
 * and how many arrived by the estimated time. Durations outside 0–180 minutes are mistakes
 * (a forgotten "delivered") and are not counted.
 */
async function performanceOf(
  db: Db,
  businessId: string,
  driverId: string,
  now: Date,
): Promise<PartnerDriverPerformance> {
  const monthStart = periodStartInstant('month', now);
  const pickedUpAt = sql`(select min(h.created_at) from order_status_history h
    where h.order_id = "orders"."id" and h.status in (${sql.join(
      ON_THE_WAY_ORDER_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )}))`;
  const minutes = sql`extract(epoch from (${orders.actualDelivery} - ${pickedUpAt})) / 60`;
  const delivered = sql`${orders.status} = 'delivered' and ${orders.actualDelivery} is not null`;
  const thisMonth = sql`${delivered} and ${orders.actualDelivery} >= ${monthStart}`;
  const estimated = sql`${delivered} and ${orders.estimatedDelivery} is not null`;
  const [figures] = await db
    .select({
      deliveriesThisMonth: sql`count(*) filter (where ${thisMonth})`.mapWith(Number),
      cashCollectedThisMonth:
        sql`coalesce(sum(${orders.grandTotal}) filter (where ${thisMonth} and ${orders.paymentStatus} = 'completed'), 0)`.mapWith(
          Number,
        ),
      averageMinutes:
        sql`avg(${minutes}) filter (where ${delivered} and ${minutes} between 0 and ${MAX_COUNTED_DELIVERY_MINUTES})`.mapWith(
          (v) => (v === null ? null : Number(v)),
        ),
      estimated: sql`count(*) filter (where ${estimated})`.mapWith(Number),
      onTime:
        sql`count(*) filter (where ${estimated} and ${orders.actualDelivery} <= ${orders.estimatedDelivery})`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.driverId, driverId)));
  return {
    deliveriesThisMonth: figures.deliveriesThisMonth,
    cashCollectedThisMonth: figures.cashCollectedThisMonth,
    averageDeliveryMinutes: figures.averageMinutes === null ? null : Math.round(figures.averageMinutes),
    onTimeShare: figures.estimated > 0 ? Math.round((figures.onTime / figures.estimated) * 1000) / 10 : null,
  };
}
