import { MESSAGES, type DriverOrder, type DriverStep } from '@livra/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { drivers, orders, type Order } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { notFound } from '@/lib/errors';
import { completeCashPayment } from '@/modules/orders/orders.driver';
import { changeOrderStatus } from '@/modules/orders/orders.status';
import { requireDriver, stillMine } from './driver-profile.service';
import { earningOf, toDriverOrder, toDriverOrders } from './driver-orders.views';

/** My deliveries still needing me, oldest first: the one to finish first is on top. */
export async function listMyDeliveries(db: Db, userId: string): Promise<DriverOrder[]> {
  const driver = await requireDriver(db, userId);
  const rows = await db
    .select()
    .from(orders)
    .where(stillMine(driver.id))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return toDriverOrders(db, rows);
}

/** One order assigned to me; anyone else's does not exist as far as I can tell. */
export async function getMyDelivery(db: Db, userId: string, orderId: string): Promise<DriverOrder> {
  const driver = await requireDriver(db, userId);
  return toDriverOrder(db, await ownOrder(db, driver.id, orderId));
}

async function ownOrder(db: Db, driverId: string, orderId: string): Promise<Order> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.driverId, driverId)));
  if (!order) throw notFound(MESSAGES.orderNotFound, 'order_not_found');
  return order;
}

/**
 * Records a delivery step through the status service (history, customer notification and
 * e-mail, live events, estimate and delivery time). The order must be mine and the step
 * allowed to a driver from its current status (the lifecycle table), checked on the locked row. Sending the
 * current status again is a no-op success, so a retried tap never notifies twice.
 */
export async function recordStep(deps: Deps, userId: string, orderId: string, step: DriverStep): Promise<DriverOrder> {
  const driver = await requireDriver(deps.db, userId);
  await changeOrderStatus(deps, {
    orderId,
    status: step,
    actor: 'driver',
    actorId: userId,
    guard: (order) => {
      if (order.driverId !== driver.id) throw notFound(MESSAGES.orderNotFound, 'order_not_found');
    },
  });
  return toDriverOrder(deps.db, await ownOrder(deps.db, driver.id, orderId));
}

/**
 * The driver confirms the cash collected on a delivered order: the payment completes and the
 * driver's deliveries and earnings (the delivery fee) are counted, all in one transaction and
 * only once — a retried confirmation answers the same order and counts nothing more.
 */
export async function confirmCashCollected(
  deps: Deps,
  userId: string,
  orderId: string,
): Promise<{ order: DriverOrder; changed: boolean }> {
  return deps.db.transaction(async (tx) => {
    const driver = await requireDriver(tx, userId);
    const { changed, order } = await completeCashPayment(deps, tx, orderId, driver.id);
    if (changed) {
      await tx
        .update(drivers)
        .set({
          totalDeliveries: sql`${drivers.totalDeliveries} + 1`,
          totalEarnings: sql`${drivers.totalEarnings} + ${earningOf(order)}`,
          lastActive: new Date(),
        })
        .where(eq(drivers.id, driver.id));
    }
    return { order: await toDriverOrder(tx, order), changed };
  });
}
