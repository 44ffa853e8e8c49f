import type { LiveEventData, OrderStatus } from '@livra/shared';
import { and, eq, or } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { drivers, workSessions, type Order } from '@/db/schema/index';
import type { Deps } from '@/http/context';

/** NOTIFY payloads are capped at 8 KB: user ids go out in batches well under it. */
const BATCH = 100;

/** The payload of every `order` event. The column is text, but only the status service writes it. */
export function orderEventData(order: Pick<Order, 'id' | 'status' | 'businessId'>): LiveEventData<'order'> {
  return { orderId: order.id, businessId: order.businessId, status: order.status as OrderStatus };
}

/**
 * Tells the drivers on duty who could take a ready delivery order (every independent driver,
 * the business's own service drivers) that their offers changed, so the driver app refreshes
 * them live: a new order is ready, or one was taken.
 */
export async function publishOfferEvent(deps: Deps, tx: Tx, order: Pick<Order, 'id' | 'status' | 'businessId'>) {
  const onDuty = await tx
    .select({ userId: drivers.userId })
    .from(workSessions)
    .innerJoin(drivers, eq(drivers.id, workSessions.driverId))
    .where(
      and(
        eq(workSessions.status, 'active'),
        eq(drivers.isActive, true),
        or(
          eq(drivers.driverType, 'independent'),
          order.businessId ? eq(drivers.businessId, order.businessId) : undefined,
        ),
      ),
    );
  const userIds = onDuty.map((row) => row.userId).filter((id): id is string => Boolean(id));
  for (let start = 0; start < userIds.length; start += BATCH) {
    await deps.events.publish(tx, {
      type: 'order',
      userIds: userIds.slice(start, start + BATCH),
      data: orderEventData(order),
    });
  }
}
