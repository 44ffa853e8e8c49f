import {
  CANCELLABLE_ORDER_STATUSES,
  FINAL_ORDER_STATUSES,
  MESSAGES,
  OUT_FOR_DELIVERY_ESTIMATE_MINUTES,
  orderStatusLabel,
  type NotificationPriority,
  type NotificationType,
  type OrderDetail,
  type OrderStatus,
} from '@livra/shared';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { businesses, drivers, orders, orderStatusHistory, userProfiles, type Order } from '../../db/schema/index';
import { enqueueEmail } from '../../email/outbox';
import type { Deps } from '../../http/context';
import { conflict, notFound } from '../../lib/errors';
import { notifyUser } from '../notifications/notifications.service';
import { orderEventData, publishOfferEvent } from './offer-events';
import { orderDetail } from './orders.views';

export interface StatusChange {
  orderId: string;
  status: OrderStatus;
  /** Who made the change (partner, driver, admin or the customer cancelling). */
  actorId: string | null;
  note?: string;
  /** Assigns the driver (id, name, phone are copied onto the order). */
  driver?: { id: string; name: string; phone: string | null };
  /** Checked on the locked row before anything changes, so a caller's rule (a driver's next step) cannot race. */
  guard?: (order: Order) => void;
}

/** What the customer is told for each status: the notification type and its priority. */
const NOTICE: Record<OrderStatus, { type: NotificationType; priority: NotificationPriority; sentence: string }> = {
  pending: { type: 'order_status', priority: 'medium', sentence: 'Votre commande attend la confirmation du commerce.' },
  confirmed: { type: 'order_status', priority: 'medium', sentence: 'Le commerce a confirmé votre commande.' },
  preparing: { type: 'order_status', priority: 'medium', sentence: 'Votre commande est en préparation.' },
  ready: { type: 'order_status', priority: 'medium', sentence: 'Votre commande est prête.' },
  picked_up: { type: 'delivery_update', priority: 'high', sentence: 'Le livreur a récupéré votre commande.' },
  out_for_delivery: { type: 'delivery_update', priority: 'high', sentence: 'Votre commande est en route vers vous.' },
  delivered: { type: 'delivery_update', priority: 'high', sentence: 'Votre commande a été livrée. Bon appétit !' },
  cancelled: { type: 'order_status', priority: 'high', sentence: 'Votre commande a été annulée.' },
};

/**
 * Changes an order's status with the side effects of spec 01 §4, for the partner, driver and
 * admin screens. Any status may follow any other (the spec enforces no order of steps), except
 * that a delivered or cancelled order stays so: delivery already counted the money paid, and a
 * cancelled order was announced to the customer. Setting the current status again changes
 * nothing (a retried request never notifies or mails twice); a driver given with it is still
 * recorded. Returns whether the status changed and the order as the API shows it.
 */
export async function changeOrderStatus(deps: Deps, change: StatusChange): Promise<{ changed: boolean; order: OrderDetail }> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, change.orderId);
    change.guard?.(order);
    return applyStatusChange(deps, tx, order, change);
  });
}

/** A customer cancels their own order while the business has not started on it. */
export async function cancelOrder(deps: Deps, userId: string, orderId: string, reason?: string) {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    // Someone else's order does not exist, as far as this customer can tell.
    if (order.userId !== userId) throw notFound(MESSAGES.orderNotFound, 'order_not_found');
    if (!CANCELLABLE_ORDER_STATUSES.includes(order.status as OrderStatus)) {
      if (order.status === 'cancelled') throw conflict(MESSAGES.orderAlreadyFinal(orderStatusLabel('cancelled')), 'order_final');
      throw conflict(MESSAGES.orderNotCancellable, 'order_not_cancellable');
    }
    const { order: detail } = await applyStatusChange(deps, tx, order, {
      orderId,
      status: 'cancelled',
      actorId: userId,
      note: reason || 'Annulée par le client',
    });
    return detail;
  });
}

/** Reads an order and holds it (FOR UPDATE) until the caller's transaction ends. */
export async function lockOrder(tx: Tx, orderId: string): Promise<Order> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound(MESSAGES.orderNotFound, 'order_not_found');
  return order;
}

/**
 * The status change itself, inside the caller's transaction on an order it locked: for flows
 * that must check something else in the same transaction (the partner assigning a driver).
 */
export async function applyStatusChange(deps: Deps, tx: Tx, order: Order, change: StatusChange) {
  const previous = order.status as OrderStatus;
  const driverFields = change.driver
    ? { driverId: change.driver.id, driverName: change.driver.name, driverPhone: change.driver.phone }
    : {};
  if (previous === change.status) {
    if (!change.driver) return { changed: false, order: await orderDetail(tx, order) };
    const [updated] = await tx.update(orders).set(driverFields).where(eq(orders.id, order.id)).returning();
    await publishOrderEvent(deps, tx, updated);
    return { changed: false, order: await orderDetail(tx, updated) };
  }
  if (FINAL_ORDER_STATUSES.includes(previous)) {
    throw conflict(MESSAGES.orderAlreadyFinal(orderStatusLabel(previous)), 'order_final');
  }

  // A driver's delivery is paid when the driver confirms the cash collected (drivers module), not before.
  const awaitsDriverCash = Boolean(change.driver?.id ?? order.driverId) && order.deliveryMethod === 'delivery';
  const now = new Date();
  const [updated] = await tx
    .update(orders)
    .set({
      status: change.status,
      ...driverFields,
      ...(change.status === 'out_for_delivery'
        ? { estimatedDelivery: new Date(now.getTime() + OUT_FOR_DELIVERY_ESTIMATE_MINUTES * 60_000) }
        : {}),
      // Cash is collected on delivery: the order is then paid (a driver's, once they confirm the cash).
      ...(change.status === 'delivered' ? { actualDelivery: now, ...(awaitsDriverCash ? {} : { paymentStatus: 'completed' }) } : {}),
      ...(change.status === 'cancelled' ? { cancellationReason: change.note ?? null } : {}),
    })
    .where(eq(orders.id, order.id))
    .returning();
  const [history] = await tx
    .insert(orderStatusHistory)
    .values({ orderId: order.id, status: change.status, previousStatus: previous, changedBy: change.actorId, note: change.note ?? null })
    .returning({ id: orderStatusHistory.id });

  if (change.status === 'delivered' && !awaitsDriverCash) await countPayment(tx, order);

  await tellCustomer(deps, tx, updated, previous, history.id);
  await publishOrderEvent(deps, tx, updated);
  return { changed: true, order: await orderDetail(tx, updated) };
}

/** Counted when the cash is paid, not at ordering: what a customer spent and a business earned is what was paid. */
export async function countPayment(tx: Tx, order: Order) {
  if (order.userId) {
    await tx.update(userProfiles).set({ totalSpent: sql`${userProfiles.totalSpent} + ${order.grandTotal}` }).where(eq(userProfiles.id, order.userId));
  }
  if (order.businessId) {
    await tx.update(businesses).set({ totalRevenue: sql`${businesses.totalRevenue} + ${order.grandTotal}` }).where(eq(businesses.id, order.businessId));
  }
}

/** In-app notification and e-mail; the history row id makes the e-mail unique per change. */
async function tellCustomer(deps: Deps, tx: Tx, order: Order, previous: OrderStatus, historyId: string) {
  if (!order.userId) return;
  const [customer] = await tx.select().from(userProfiles).where(eq(userProfiles.id, order.userId));
  if (!customer) return;
  const status = order.status as OrderStatus;
  const label = orderStatusLabel(status);
  const notice = NOTICE[status];
  await notifyUser(tx, deps.events, {
    userId: order.userId,
    type: notice.type,
    priority: notice.priority,
    title: `Commande ${label.toLowerCase()}`,
    message: `${notice.sentence} (commande ${order.orderNumber} chez ${order.businessName})`,
    data: { orderId: order.id, orderNumber: order.orderNumber, status },
  });
  await enqueueEmail(tx, deps.config, {
    template: 'order-status-update',
    to: customer.email,
    dedupeKey: `order-status:${order.id}:${historyId}`,
    payload: {
      order_id: order.id,
      order_number: order.orderNumber,
      user_name: customer.name,
      user_email: customer.email,
      business_name: order.businessName,
      old_status: previous,
      new_status: status,
      status_label: label,
      estimated_delivery: order.estimatedDelivery?.toISOString(),
      driver_name: order.driverName ?? undefined,
      driver_phone: order.driverPhone ?? undefined,
      updated_at: order.updatedAt.toISOString(),
    },
  });
}

/** The customer, the business owner and the driver all have the order open somewhere. */
export async function publishOrderEvent(deps: Deps, tx: Tx, order: Order) {
  const [owner] = order.businessId
    ? await tx.select({ id: businesses.ownerId }).from(businesses).where(eq(businesses.id, order.businessId))
    : [];
  const [driver] = order.driverId
    ? await tx.select({ id: drivers.userId }).from(drivers).where(eq(drivers.id, order.driverId))
    : [];
  const userIds = [...new Set([order.userId, owner?.id, driver?.id].filter((id): id is string => Boolean(id)))];
  if (userIds.length > 0) await deps.events.publish(tx, { type: 'order', userIds, data: orderEventData(order) });
  // A ready delivery order appears in (or, once taken, leaves) the offers of the drivers on duty.
  if (order.deliveryMethod === 'delivery' && order.status === 'ready') await publishOfferEvent(deps, tx, order);
}
