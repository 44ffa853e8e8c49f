import {
  DRIVER_HISTORY_PAGE_SIZE,
  FINAL_ORDER_STATUSES,
  type DriverHistoryResponse,
  type PaymentStatus,
} from '@livra/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orders } from '@/db/schema/index';
import { requireDriver } from './driver-profile.service';
import { earningOf } from './driver-orders.views';

/**
 * The deliveries I handled that are over, newest first, with what each earned: the delivery
 * fee once the cash was confirmed, nothing for a cancelled order. Totals cover the whole history.
 */
export async function getHistory(db: Db, userId: string, page: number): Promise<DriverHistoryResponse> {
  const driver = await requireDriver(db, userId);
  const mine = and(eq(orders.driverId, driver.id), inArray(orders.status, [...FINAL_ORDER_STATUSES]));
  const finishedAt = sql<Date>`coalesce(${orders.actualDelivery}, ${orders.updatedAt})`;
  const pageSize = DRIVER_HISTORY_PAGE_SIZE;

  const rows = await db
    .select()
    .from(orders)
    .where(mine)
    .orderBy(desc(finishedAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [totals] = await db
    .select({
      total: count(),
      deliveries: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'delivered')`.mapWith(Number),
      cancelled: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'cancelled')`.mapWith(Number),
      earnings:
        sql<number>`coalesce(sum(${orders.deliveryFee}) FILTER (WHERE ${orders.status} = 'delivered' AND ${orders.paymentStatus} = 'completed'), 0)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(mine);

  return {
    items: rows.map((order) => {
      const paid = order.status === 'delivered' && order.paymentStatus === 'completed';
      return {
        id: order.id,
        orderNumber: order.orderNumber,
        businessName: order.businessName,
        deliveryAddress: order.deliveryAddress,
        status: order.status as 'delivered' | 'cancelled',
        paymentStatus: order.paymentStatus as PaymentStatus,
        grandTotal: order.grandTotal,
        earning: paid ? earningOf(order) : 0,
        finishedAt: (order.actualDelivery ?? order.updatedAt).toISOString(),
        createdAt: order.createdAt.toISOString(),
      };
    }),
    total: Number(totals.total),
    page,
    pageSize,
    totals: { deliveries: totals.deliveries, earnings: totals.earnings, cancelled: totals.cancelled },
  };
}
