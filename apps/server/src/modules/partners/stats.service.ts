import {
  DEFAULT_AVERAGE_DELIVERY_MINUTES,
  MAX_COUNTED_DELIVERY_MINUTES,
  MESSAGES,
  PARTNER_RECENT_ORDERS_LIMIT,
  PENDING_ORDER_STATUSES,
  orderStatusLabel,
  type OrderStatus,
  type PartnerRecentOrder,
  type PartnerStats,
  type PaymentStatus,
  type Period,
} from '@livra/shared';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orders, userProfiles } from '@/db/schema/index';
import { periodStartInstant } from './local-time';
import { requireOwnedBusiness, roundRating } from './partners.service';
import { topItems } from './top-items';

/**
 * The partner overview for one of their businesses (spec 01 §9): orders and revenue of the
 * period (revenue only from completed payments), orders waiting now, rating, average delivery
 * time, the 10 newest orders and the period's top items.
 */
export async function getPartnerStats(
  db: Db,
  partnerUserId: string,
  businessId: string,
  period: Period,
  now: Date = new Date(),
): Promise<PartnerStats> {
  const business = await requireOwnedBusiness(db, partnerUserId, businessId);
  const start = periodStartInstant(period, now);
  const [[figures], recentOrders, items] = await Promise.all([
    periodFigures(db, businessId, start),
    recentOrdersOf(db, businessId),
    topItems(db, businessId, start),
  ]);
  const measured = figures.deliveriesMeasured;
  return {
    period,
    periodStart: figures.periodStart,
    orders: figures.orders,
    revenue: figures.revenue,
    pendingOrders: figures.pendingOrders,
    averageRating: roundRating(business.rating),
    reviewCount: business.reviewCount,
    averageDeliveryMinutes:
      measured > 0 ? Math.round(figures.averageDeliveryMinutes) : DEFAULT_AVERAGE_DELIVERY_MINUTES,
    deliveriesMeasured: measured,
    recentOrders,
    topItems: items,
  };
}

/** Every figure of the overview in one pass over the business's orders. */
function periodFigures(db: Db, businessId: string, start: ReturnType<typeof periodStartInstant>) {
  const inPeriod = sql`${orders.createdAt} >= ${start}`;
  const minutes = sql`extract(epoch from (${orders.actualDelivery} - ${orders.createdAt})) / 60`;
  // Deliveries that took under 0 or over 180 minutes are data mistakes (a forgotten "delivered").
  const measured = sql`${orders.status} = 'delivered' AND ${orders.actualDelivery} IS NOT NULL
    AND ${minutes} BETWEEN 0 AND ${MAX_COUNTED_DELIVERY_MINUTES}`;
  return db
    .select({
      periodStart: sql`${start}`.mapWith((value: Date | string) => new Date(value).toISOString()),
      orders: sql`count(*) FILTER (WHERE ${inPeriod})`.mapWith(Number),
      revenue:
        sql`coalesce(sum(${orders.grandTotal}) FILTER (WHERE ${inPeriod} AND ${orders.paymentStatus} = 'completed'), 0)`.mapWith(
          Number,
        ),
      pendingOrders: sql`count(*) FILTER (WHERE ${inArray(orders.status, [...PENDING_ORDER_STATUSES])})`.mapWith(
        Number,
      ),
      averageDeliveryMinutes: sql`coalesce(avg(${minutes}) FILTER (WHERE ${inPeriod} AND ${measured}), 0)`.mapWith(
        Number,
      ),
      deliveriesMeasured: sql`count(*) FILTER (WHERE ${inPeriod} AND ${measured})`.mapWith(Number),
    })
    .from(orders)
    .where(eq(orders.businessId, businessId));
}

async function recentOrdersOf(db: Db, businessId: string): Promise<PartnerRecentOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerName: userProfiles.name,
      grandTotal: orders.grandTotal,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .leftJoin(userProfiles, eq(userProfiles.id, orders.userId))
    .where(eq(orders.businessId, businessId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(PARTNER_RECENT_ORDERS_LIMIT);
  return rows.map((row) => ({
    ...row,
    customerName: row.customerName?.trim() || MESSAGES.unknownCustomer,
    status: row.status as OrderStatus,
    statusLabel: orderStatusLabel(row.status),
    paymentStatus: row.paymentStatus as PaymentStatus,
    createdAt: row.createdAt.toISOString(),
  }));
}
