import {
  FAVORITE_RESTAURANTS_LIMIT,
  MESSAGES,
  RECENT_ORDERS_LIMIT,
  FINAL_ORDER_STATUSES,
  SPENT_ORDER_STATUSES,
  type CustomerOrderSummary,
  type OrderDetail,
  type OrderListResponse,
} from '@livra/shared';
import { and, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { businesses, orders, reviews } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { badRequest, conflict, notFound } from '@/lib/errors';
import { isUniqueViolation } from '@/lib/pg-errors';
import { publishOrderEvent } from './orders.status';
import { orderDetail, orderListColumns, toListItems } from './orders.views';

export { changeOrderStatus, cancelOrder, type StatusChange } from './orders.status';
export { placeOrder } from './orders.place';

const mine = (userId: string, orderId: string) => and(eq(orders.id, orderId), eq(orders.userId, userId));

/** One of the customer's orders; anyone else's is "not found", never "forbidden". */
export async function getMyOrder(db: Db, userId: string, orderId: string): Promise<OrderDetail> {
  const [order] = await db.select().from(orders).where(mine(userId, orderId));
  if (!order) throw notFound(MESSAGES.orderNotFound, 'order_not_found');
  return orderDetail(db, order);
}

/** Any order, for the admin screens. */
export async function getOrder(db: Db, orderId: string): Promise<OrderDetail> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(MESSAGES.orderNotFound, 'order_not_found');
  return orderDetail(db, order);
}

/** The customer's order history, newest first. */
export async function listMyOrders(db: Db, userId: string, page: number, pageSize: number): Promise<OrderListResponse> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(orderListColumns)
      .from(orders)
      .leftJoin(businesses, eq(businesses.id, orders.businessId))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { items: await toListItems(db, rows), total: Number(total), page, pageSize };
}

/**
 * The customer overview. "Amount spent" is the sum of the grand totals of delivered orders
 * (the lifecycle table's spent statuses): cash is paid on delivery, so open and cancelled orders cost nothing yet.
 * Favourite restaurants are the businesses of the most non-cancelled orders.
 */
export async function getSummary(db: Db, userId: string): Promise<CustomerOrderSummary> {
  const [[figures], favorites, recentRows] = await Promise.all([
    db
      .select({
        orderCount: sql<number>`cast(count(*) as int)`,
        activeOrderCount: sql<number>`cast(count(*) filter (where ${notInArray(orders.status, [...FINAL_ORDER_STATUSES])}) as int)`,
        amountSpent: sql<number>`cast(coalesce(sum(${orders.grandTotal}) filter (where ${inArray(orders.status, [...SPENT_ORDER_STATUSES])}), 0) as bigint)`,
      })
      .from(orders)
      .where(eq(orders.userId, userId)),
    db
      .select({
        businessId: businesses.id,
        name: businesses.name,
        logo: businesses.logo,
        orderCount: sql<number>`cast(count(*) as int)`,
      })
      .from(orders)
      .innerJoin(businesses, eq(businesses.id, orders.businessId))
      .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')))
      .groupBy(businesses.id)
      .orderBy(desc(sql`count(*)`), desc(sql`max(${orders.createdAt})`))
      .limit(FAVORITE_RESTAURANTS_LIMIT),
    db
      .select(orderListColumns)
      .from(orders)
      .leftJoin(businesses, eq(businesses.id, orders.businessId))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(RECENT_ORDERS_LIMIT),
  ]);
  return {
    orderCount: Number(figures.orderCount),
    activeOrderCount: Number(figures.activeOrderCount),
    amountSpent: Number(figures.amountSpent),
    favoriteRestaurants: favorites.map((row) => ({ ...row, orderCount: Number(row.orderCount) })),
    recentOrders: await toListItems(db, recentRows),
  };
}

/**
 * One review per delivered order, by its customer. The business's rating (average of its
 * reviews, one decimal) and review count are recomputed in the same transaction, with the
 * business row locked so two reviews at once both count.
 */
export async function reviewOrder(
  deps: Deps,
  userId: string,
  orderId: string,
  input: { rating: number; review?: string },
) {
  try {
    return await deps.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(mine(userId, orderId)).for('update');
      if (!order) throw notFound(MESSAGES.orderNotFound, 'order_not_found');
      if (order.status !== 'delivered') throw conflict(MESSAGES.reviewNotYet, 'review_not_yet');
      if (!order.businessId) throw badRequest(MESSAGES.businessInfoMissing, 'business_missing');
      const [existing] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderId, orderId));
      if (existing) throw conflict(MESSAGES.reviewAlreadyGiven, 'review_exists');

      await tx
        .insert(reviews)
        .values({ orderId, businessId: order.businessId, userId, rating: input.rating, review: input.review || null });
      await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, order.businessId)).for('update');
      const [stats] = await tx
        .select({ average: sql<string>`round(avg(${reviews.rating})::numeric, 1)`, reviewCount: count() })
        .from(reviews)
        .where(eq(reviews.businessId, order.businessId));
      await tx
        .update(businesses)
        .set({ rating: Number(stats.average), reviewCount: Number(stats.reviewCount) })
        .where(eq(businesses.id, order.businessId));
      await publishOrderEvent(deps, tx, order);
      return orderDetail(tx, order);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.reviewAlreadyGiven, 'review_exists');
    throw error;
  }
}
