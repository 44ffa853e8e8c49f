import {
  DRIVER_APP_MESSAGES,
  DRIVER_BUSY_ORDER_STATUSES,
  MESSAGES,
  OFFERED_ORDER_STATUSES,
  SPENT_ORDER_STATUSES,
  formatGNFFull,
  type Locale,
  NOTIFY_TEXTS,
  type OrderStatus,
} from '@livra/shared';
import { localized } from '@livra/shared/notification-texts-en';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { businesses, drivers, orders, type Order } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { conflict, notFound } from '@/lib/errors';
import { notifyUser } from '@/modules/notifications/notifications.service';
import { orderEventData } from './offer-events';
import { countPayment, publishOrderEvent } from './orders.status';

/**
 * The order-side writes of the driver app, beside the status service: a driver claiming an
 * offer, confirming the cash, and sharing a position. Status steps themselves go through
 * `changeOrderStatus`. Every function runs in the caller's transaction.
 */

export interface ClaimingDriver {
  id: string;
  name: string;
  phone: string | null;
  /** A service driver may only take their own business's orders. */
  businessId: string | null;
}

/**
 * Takes a ready delivery order for a driver. The conditional UPDATE (… WHERE driver_id IS NULL)
 * is the arbiter: when two drivers accept at once, PostgreSQL lets exactly one row update
 * through and the other sees the order taken. Accepting again an order one already holds is a
 * success that changes nothing (a retried request).
 */
export async function claimOrder(
  deps: Deps,
  tx: Tx,
  orderId: string,
  driver: ClaimingDriver,
): Promise<{ claimed: boolean; order: Order }> {
  const offered = [
    eq(orders.id, orderId),
    isNull(orders.driverId),
    inArray(orders.status, [...OFFERED_ORDER_STATUSES]),
    eq(orders.deliveryMethod, 'delivery'),
    ...(driver.businessId ? [eq(orders.businessId, driver.businessId)] : []),
  ];
  const [won] = await tx
    .update(orders)
    .set({ driverId: driver.id, driverName: driver.name, driverPhone: driver.phone })
    .where(and(...offered))
    .returning();
  if (won) {
    await announceDriver(deps, tx, won, driver.name);
    await publishOrderEvent(deps, tx, won);
    return { claimed: true, order: won };
  }

  const [current] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const visible =
    current &&
    current.deliveryMethod === 'delivery' &&
    (!driver.businessId || current.businessId === driver.businessId);
  if (!visible) throw notFound(MESSAGES.orderNotFound, 'order_not_found');
  if (current.driverId === driver.id) return { claimed: false, order: current };
  if (current.driverId) throw conflict(DRIVER_APP_MESSAGES.offerTaken, 'offer_taken');
  throw conflict(DRIVER_APP_MESSAGES.offerUnavailable, 'offer_unavailable');
}

async function announceDriver(deps: Deps, tx: Tx, order: Order, driverName: string) {
  const data = { orderId: order.id, orderNumber: order.orderNumber };
  if (order.userId) {
    await notifyUser(tx, deps.events, {
      userId: order.userId,
      type: 'delivery_update',
      priority: 'medium',
      title: localized(NOTIFY_TEXTS.driverFoundTitle),
      message: localized(NOTIFY_TEXTS.driverWillDeliver, driverName, order.orderNumber, order.businessName),
      data,
    });
  }
  const ownerId = await ownerOf(tx, order);
  if (ownerId) {
    await notifyUser(tx, deps.events, {
      userId: ownerId,
      type: 'delivery_update',
      priority: 'medium',
      title: localized(NOTIFY_TEXTS.driverComingTitle),
      message: localized(NOTIFY_TEXTS.driverComing, driverName, order.orderNumber),
      data,
    });
  }
}

/**
 * Tells everyone that an order was given to a driver, by its partner or an admin: the driver
 * (where to deliver), the customer (who brings it), and the driver who had it before (it went to
 * someone else; their app drops it live). Runs in the caller's transaction, after the driver
 * fields were written through the status service.
 */
export async function announceAssignment(
  deps: Deps,
  tx: Tx,
  order: Order,
  driver: { name: string; userId: string | null },
  previousDriverId: string | null,
) {
  const { id: orderId, orderNumber, businessId } = order;
  if (driver.userId) {
    await notifyUser(tx, deps.events, {
      userId: driver.userId,
      type: 'delivery_update',
      priority: 'high',
      title: localized(NOTIFY_TEXTS.newDeliveryTitle),
      message: localized(
        NOTIFY_TEXTS.newDelivery,
        order.businessName,
        orderNumber,
        order.deliveryAddress,
        order.landmark,
      ),
      data: { orderId, orderNumber, businessId },
    });
  }
  if (order.userId) {
    await notifyUser(tx, deps.events, {
      userId: order.userId,
      type: 'delivery_update',
      priority: 'medium',
      title: localized(NOTIFY_TEXTS.driverAssignedTitle),
      message: localized(NOTIFY_TEXTS.driverWillDeliver, driver.name, orderNumber, order.businessName),
      data: { orderId, orderNumber, status: order.status },
    });
  }
  if (!previousDriverId || previousDriverId === order.driverId) return;
  const [previous] = await tx.select({ userId: drivers.userId }).from(drivers).where(eq(drivers.id, previousDriverId));
  if (!previous?.userId) return;
  await notifyUser(tx, deps.events, {
    userId: previous.userId,
    type: 'delivery_update',
    priority: 'medium',
    title: localized(NOTIFY_TEXTS.deliveryReassignedTitle),
    message: localized(NOTIFY_TEXTS.deliveryReassigned, orderNumber),
    data: { orderId, orderNumber },
  });
  await deps.events.publish(tx, { type: 'order', userIds: [previous.userId], data: orderEventData(order) });
}

/**
 * The driver confirms the cash in hand: the payment is completed and counted (customer spent,
 * business revenue) once. Returns `changed: false` when it was already confirmed (a retry).
 * The order must be this driver's (else 404) and delivered.
 */
export async function completeCashPayment(
  deps: Deps,
  tx: Tx,
  orderId: string,
  driverId: string,
): Promise<{ changed: boolean; order: Order }> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.driverId, driverId)))
    .for('update');
  if (!order) throw notFound(MESSAGES.orderNotFound, 'order_not_found');
  if (!SPENT_ORDER_STATUSES.includes(order.status as OrderStatus))
    throw conflict(DRIVER_APP_MESSAGES.cashBeforeDelivered, 'not_delivered');
  if (order.paymentStatus === 'completed') return { changed: false, order };

  const [updated] = await tx
    .update(orders)
    .set({ paymentStatus: 'completed' })
    .where(eq(orders.id, order.id))
    .returning();
  await countPayment(tx, order);
  const amount = (locale: Locale) => formatGNFFull(order.grandTotal, locale);
  const data = { orderId: order.id, orderNumber: order.orderNumber };
  if (order.userId) {
    await notifyUser(tx, deps.events, {
      userId: order.userId,
      type: 'payment',
      priority: 'low',
      title: localized(NOTIFY_TEXTS.paymentReceivedTitle),
      message: localized(NOTIFY_TEXTS.paymentReceived, amount, order.orderNumber),
      data,
    });
  }
  const ownerId = await ownerOf(tx, order);
  if (ownerId) {
    await notifyUser(tx, deps.events, {
      userId: ownerId,
      type: 'payment',
      priority: 'medium',
      title: localized(NOTIFY_TEXTS.paymentCollectedTitle),
      message: localized(
        NOTIFY_TEXTS.paymentCollected,
        order.driverName ?? localized(NOTIFY_TEXTS.unnamedDriver),
        amount,
        order.orderNumber,
      ),
      data,
    });
  }
  await publishOrderEvent(deps, tx, updated);
  return { changed: true, order: updated };
}

/**
 * Copies the driver's position onto their orders under way and tells each order's customer and
 * business owner, with the position in the event (small: a page moves its marker without a refetch).
 */
export async function shareDriverPosition(
  deps: Deps,
  tx: Tx,
  driverId: string,
  position: { latitude: number; longitude: number; at: Date },
): Promise<number> {
  const moved = await tx
    .update(orders)
    .set({ driverLatitude: position.latitude, driverLongitude: position.longitude, driverLocationAt: position.at })
    .where(and(eq(orders.driverId, driverId), inArray(orders.status, [...DRIVER_BUSY_ORDER_STATUSES])))
    .returning({ id: orders.id, userId: orders.userId, businessId: orders.businessId });
  if (moved.length === 0) return 0;

  const businessIds = [...new Set(moved.map((order) => order.businessId).filter((id): id is string => Boolean(id)))];
  const owners = businessIds.length
    ? await tx
        .select({ id: businesses.id, ownerId: businesses.ownerId })
        .from(businesses)
        .where(inArray(businesses.id, businessIds))
    : [];
  const ownerOfBusiness = new Map(owners.map((row) => [row.id, row.ownerId]));
  const driverLocation = {
    latitude: position.latitude,
    longitude: position.longitude,
    updatedAt: position.at.toISOString(),
  };
  for (const order of moved) {
    const userIds = [order.userId, order.businessId ? ownerOfBusiness.get(order.businessId) : null].filter(
      (id): id is string => Boolean(id),
    );
    if (userIds.length === 0) continue;
    await deps.events.publish(tx, { type: 'driver_position', userIds, data: { orderId: order.id, driverLocation } });
  }
  return moved.length;
}

async function ownerOf(tx: Tx, order: Order): Promise<string | null> {
  if (!order.businessId) return null;
  const [row] = await tx
    .select({ ownerId: businesses.ownerId })
    .from(businesses)
    .where(eq(businesses.id, order.businessId));
  return row?.ownerId ?? null;
}
