import { TOP_ITEMS_LIMIT, type TopItem } from '@livra/shared';
import { and, desc, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orderItems, orders } from '@/db/schema/index';

/**
 * The business's best sellers since `from`: up to 10 lines by quantity, from every order that
 * was not cancelled (what was actually prepared), grouped by the name the customer ordered.
 * The share is of the total quantity of all items sold in the period, not only of the top 10.
 */
export async function topItems(db: Db, businessId: string, from: SQL<Date>): Promise<TopItem[]> {
  const quantity = sql`sum(${orderItems.quantity})`;
  const rows = await db
    .select({
      name: orderItems.name,
      quantity: quantity.mapWith(Number),
      revenue: sql`sum(${orderItems.price} * ${orderItems.quantity})`.mapWith(Number),
      totalQuantity: sql`sum(${quantity}) over ()`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.businessId, businessId), ne(orders.status, 'cancelled'), gte(orders.createdAt, from)))
    .groupBy(orderItems.name)
    .orderBy(desc(quantity), desc(sql`sum(${orderItems.price} * ${orderItems.quantity})`), orderItems.name)
    .limit(TOP_ITEMS_LIMIT);
  return rows.map(({ totalQuantity, ...row }) => ({
    ...row,
    share: totalQuantity > 0 ? Math.round((row.quantity / totalQuantity) * 1000) / 10 : 0,
  }));
}
