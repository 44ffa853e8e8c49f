import {
  DEFAULT_LOCALE,
  DRIVER_APP_MESSAGES,
  MESSAGES,
  OFFERED_ORDER_STATUSES,
  ORDER_LIFECYCLE,
  isFinalOrderStatus,
  isLocale,
  mayChangeOrderStatus,
  NOTIFY_TEXTS,
  orderStatusLabel,
  type OrderActor,
  type OrderDetail,
  type OrderStatus,
} from '@livra/shared';
import { emailTexts } from '@livra/shared/email-texts';
import { localized, orderNews } from '@livra/shared/notification-texts-en';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { businesses, drivers, orders, orderStatusHistory, userProfiles, type Order } from '@/db/schema/index';
import { enqueueEmail } from '@/email/outbox';
import type { Deps } from '@/http/context';
import { conflict, notFound } from '@/lib/errors';
import { notifyUser } from '@/modules/notifications/notifications.service';
import { orderEventData, publishOfferEvent } from './offer-events';
import { tellPartnerAndDriver } from './order-notices';
import { orderDetail } from './orders.views';

export interface StatusChange {
  orderId: string;
  status: OrderStatus;
  /** Whose rules of the lifecycle table apply. */
  actor: OrderActor;
  /** Who made the change, for the history (null: the system). */
  actorId: string | null;
  note?: string;
  /** Assigns the driver (id, name, phone are copied onto the order). */
  driver?: { id: string; name: string; phone: string | null };
  /** Checked on the locked row before anything changes, so a caller's rule (a driver's next step) cannot race. */
  guard?: (order: Order) => void;
}

/**
 * Changes an order's status with the side effects of spec 01 §4, for the partner, driver and
 * admin screens, as the lifecycle table allows the actor (`ORDER_LIFECYCLE` in shared). Setting
 * the current status again changes nothing (a retried request never notifies or mails twice); a
 * driver given with it is still recorded. Returns whether the status changed and the order as
 * the API shows it.
 */
export async function changeOrderStatus(
  deps: Deps,
  change: StatusChange,
): Promise<{ changed: boolean; order: OrderDetail }> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, change.orderId);
    change.guard?.(order);
    const { changed, order: updated } = await applyStatusChange(deps, tx, order, change);
    return { changed, order: await orderDetail(tx, updated) };
  });
}

/** A customer cancels their own order while the business has not started on it. */
export async function cancelOrder(deps: Deps, userId: string, orderId: string, reason?: string) {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    // Someone else's order does not exist, as far as this customer can tell.
    if (order.userId !== userId) throw notFound(MESSAGES.orderNotFound, 'order_not_found');
    // Cancelling twice is refused (not a no-op): the customer is told the order is already cancelled.
    assertTransition('customer', order.status, 'cancelled');
    const { order: cancelled } = await applyStatusChange(deps, tx, order, {
      orderId,
      status: 'cancelled',
      actor: 'customer',
      actorId: userId,
      note: reason || 'Annulée par le client',
    });
    return orderDetail(tx, cancelled);
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
 * that check ownership or something else in the same transaction (the partner's screens).
 * Returns whether the status changed and the order row as it now is.
 */
export async function applyStatusChange(
  deps: Deps,
  tx: Tx,
  order: Order,
  change: StatusChange,
): Promise<{ changed: boolean; order: Order }> {
  const previous = order.status as OrderStatus;
  const driverFields = change.driver
    ? { driverId: change.driver.id, driverName: change.driver.name, driverPhone: change.driver.phone }
    : {};
  if (previous === change.status) {
    if (!change.driver) return { changed: false, order };
    const [updated] = await tx.update(orders).set(driverFields).where(eq(orders.id, order.id)).returning();
    await publishOrderEvent(deps, tx, updated);
    return { changed: false, order: updated };
  }
  assertTransition(change.actor, previous, change.status);
  // Only an admin may leave a final status (a correction). Leaving a delivery whose cash was
  // counted would keep the customer's spending, the business's revenue and the driver's earnings
  // counting money for an order no longer delivered: refused. An unpaid delivery (the driver has
  // not confirmed the cash yet) or a cancellation counted nothing, and may be undone.
  const left = ORDER_LIFECYCLE[previous].effects;
  if (left.recordsDelivery && order.paymentStatus === 'completed')
    throw conflict(MESSAGES.orderDeliveredPaid, 'order_paid');

  const { effects } = ORDER_LIFECYCLE[change.status];
  // A driver's delivery is paid when the driver confirms the cash collected (drivers module), not before.
  const awaitsDriverCash = Boolean(change.driver?.id ?? order.driverId) && order.deliveryMethod === 'delivery';
  const countsPayment = effects.recordsDelivery && !awaitsDriverCash;
  const now = new Date();
  const [updated] = await tx
    .update(orders)
    .set({
      status: change.status,
      // What the status left had recorded no longer holds (the new status's own effects follow).
      ...(left.recordsDelivery ? { actualDelivery: null } : {}),
      ...(left.storesCancellationReason ? { cancellationReason: null } : {}),
      ...driverFields,
      ...(effects.estimateMinutes
        ? { estimatedDelivery: new Date(now.getTime() + effects.estimateMinutes * 60_000) }
        : {}),
      // Cash is collected on delivery: the order is then paid (a driver's, once they confirm the cash).
      ...(effects.recordsDelivery ? { actualDelivery: now } : {}),
      ...(countsPayment ? { paymentStatus: 'completed' } : {}),
      ...(effects.storesCancellationReason ? { cancellationReason: change.note ?? null } : {}),
    })
    .where(eq(orders.id, order.id))
    .returning();
  const [history] = await tx
    .insert(orderStatusHistory)
    .values({
      orderId: order.id,
      status: change.status,
      previousStatus: previous,
      changedBy: change.actorId,
      note: change.note ?? null,
    })
    .returning({ id: orderStatusHistory.id });

  if (countsPayment) await countPayment(tx, order);

  await tellCustomer(deps, tx, updated, previous, history.id);
  await tellPartnerAndDriver(deps, tx, updated, change);
  await publishOrderEvent(deps, tx, updated);
  return { changed: true, order: updated };
}

/**
 * Refuses a change the lifecycle table does not allow this actor, with the words they know: a
 * driver's step that cannot follow, an order already delivered or cancelled, an order the
 * customer can no longer cancel.
 */
export function assertTransition(actor: OrderActor, from: string, to: OrderStatus) {
  if (mayChangeOrderStatus(actor, from, to)) return;
  if (actor !== 'driver' && isFinalOrderStatus(from))
    throw conflict(MESSAGES.orderAlreadyFinal(orderStatusLabel(from)), 'order_final');
  if (actor === 'customer') throw conflict(MESSAGES.orderNotCancellable, 'order_not_cancellable');
  throw conflict(DRIVER_APP_MESSAGES.stepNotAllowed(orderStatusLabel(from), orderStatusLabel(to)), 'step_not_allowed');
}

/** Counted when the cash is paid, not at ordering: what a customer spent and a business earned is what was paid. */
export async function countPayment(tx: Tx, order: Order) {
  if (order.userId) {
    await tx
      .update(userProfiles)
      .set({ totalSpent: sql`${userProfiles.totalSpent} + ${order.grandTotal}` })
      .where(eq(userProfiles.id, order.userId));
  }
  if (order.businessId) {
    await tx
      .update(businesses)
      .set({ totalRevenue: sql`${businesses.totalRevenue} + ${order.grandTotal}` })
      .where(eq(businesses.id, order.businessId));
  }
}

/** In-app notification and e-mail; the history row id makes the e-mail unique per change. */
async function tellCustomer(deps: Deps, tx: Tx, order: Order, previous: OrderStatus, historyId: string) {
  if (!order.userId) return;
  const [customer] = await tx.select().from(userProfiles).where(eq(userProfiles.id, order.userId));
  if (!customer) return;
  const status = order.status as OrderStatus;
  const { label, notice } = ORDER_LIFECYCLE[status];
  await notifyUser(tx, deps.events, {
    userId: order.userId,
    type: notice.type,
    priority: notice.priority,
    // The status and its news in the customer's language (the spec's French in French).
    title: localized(NOTIFY_TEXTS.orderStatusTitle, (locale) => emailTexts(locale).orderStatuses[status]),
    message: localized(
      NOTIFY_TEXTS.orderStatus,
      (locale) => orderNews(status, locale),
      order.orderNumber,
      order.businessName,
    ),
    data: { orderId: order.id, orderNumber: order.orderNumber, status },
  });
  await enqueueEmail(tx, deps.config, {
    template: 'order-status-update',
    to: customer.email,
    locale: isLocale(customer.locale) ? customer.locale : DEFAULT_LOCALE,
    renderLater: true,
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
  if (order.deliveryMethod === 'delivery' && OFFERED_ORDER_STATUSES.includes(order.status as OrderStatus)) {
    await publishOfferEvent(deps, tx, order);
  }
}
