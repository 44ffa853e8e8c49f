import {
  MESSAGES,
  PARTNER_OPS_TEXTS,
  isFinalOrderStatus,
  orderStatusLabel,
  type AdminOrderDetail,
  type OrderStatus,
} from '@livra/shared';
import { and, eq } from 'drizzle-orm';
import { drivers } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { recordAudit } from '@/lib/audit';
import { conflict, notFound } from '@/lib/errors';
import { adminOrderView, assignableDriver } from './admin-orders.service';
import { announceAssignment } from './orders.driver';
import { applyStatusChange, lockOrder } from './orders.status';

/**
 * The admin's changes to an order (spec 02 §4). Each goes through the status service of the
 * partners and drivers (`applyStatusChange`: history, estimate at out_for_delivery, delivery
 * time, the customer's and the business owner's notifications, status e-mail through the
 * outbox, live events), in one transaction with the order locked and the audit entry written.
 *
 * The admin may set any status from any status (the lifecycle table), a final one included: a
 * mistaken cancellation or an early "delivered" can be corrected. One exception keeps the totals
 * true: a delivered order whose cash was counted (customer's spending, business revenue, driver's
 * earnings) cannot leave "delivered" — the status service refuses it.
 *
 * Setting the status an order already has, or giving it to the driver it already has, changes
 * nothing (a retried request): no history row, no e-mail, and no audit entry, since nothing changed.
 */

export async function setOrderStatusAsAdmin(
  deps: Deps,
  adminId: string,
  orderId: string,
  input: { status: OrderStatus; note?: string },
  action = 'order.status',
): Promise<AdminOrderDetail> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const note = input.note?.trim() || undefined;
    const { changed, order: updated } = await applyStatusChange(deps, tx, order, {
      orderId,
      status: input.status,
      note,
      actor: 'admin',
      actorId: adminId,
    });
    if (changed) {
      await recordAudit(tx, {
        actorId: adminId,
        action,
        entity: 'order',
        entityId: orderId,
        before: { status: order.status },
        after: { status: updated.status },
        details: { orderNumber: order.orderNumber, ...(note ? { note } : {}) },
      });
    }
    return adminOrderView(tx, updated);
  });
}

/** Cancels with the reason the customer reads (stored as the cancellation reason). */
export function cancelOrderAsAdmin(deps: Deps, adminId: string, orderId: string, reason: string) {
  return setOrderStatusAsAdmin(deps, adminId, orderId, { status: 'cancelled', note: reason }, 'order.cancel');
}

/**
 * Gives the order to a driver, or to another one: an active, approved driver with an account
 * (a service driver only for their own business). A pickup order needs none, and a delivered or
 * cancelled one none any more. The driver, the customer and a driver who had it are told, as
 * when a partner assigns.
 */
export async function assignDriverAsAdmin(
  deps: Deps,
  adminId: string,
  orderId: string,
  driverId: string,
): Promise<AdminOrderDetail> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.driverId === driverId) return adminOrderView(tx, order);
    if (order.deliveryMethod !== 'delivery') throw conflict(PARTNER_OPS_TEXTS.driverAssignPickup, 'pickup_order');
    if (isFinalOrderStatus(order.status)) {
      throw conflict(PARTNER_OPS_TEXTS.driverAssignTooLate(orderStatusLabel(order.status)), 'too_late');
    }
    const [known] = await tx.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, driverId));
    if (!known) throw notFound(MESSAGES.driverNotFound, 'driver_not_found');
    const [driver] = await tx
      .select({ id: drivers.id, name: drivers.name, phone: drivers.phone, userId: drivers.userId })
      .from(drivers)
      .where(and(eq(drivers.id, driverId), assignableDriver(order.businessId)));
    if (!driver) throw conflict(MESSAGES.driverNotAssignable, 'driver_not_assignable');

    const { order: assigned } = await applyStatusChange(deps, tx, order, {
      orderId,
      status: order.status as OrderStatus,
      actor: 'admin',
      actorId: adminId,
      driver: { id: driver.id, name: driver.name, phone: driver.phone },
    });
    await announceAssignment(deps, tx, assigned, driver, order.driverId);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'order.assign_driver',
      entity: 'order',
      entityId: orderId,
      before: { driverId: order.driverId, driverName: order.driverName },
      after: { driverId: driver.id, driverName: driver.name },
      details: { orderNumber: order.orderNumber },
    });
    return adminOrderView(tx, assigned);
  });
}
