import { formatGNFFull, type Locale, NOTIFY_TEXTS, type OrderActor, type OrderStatus } from '@livra/shared';
import { emailTexts } from '@livra/shared/email-texts';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { businesses, drivers, userProfiles, type Order } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { type NewNotification, notifyUser } from '@/modules/notifications/notifications.service';
import { localized } from '@livra/shared/notification-texts-en';

/**
 * What the business's owner and the order's driver are told of a status change, beside the
 * customer (orders.status.ts): a customer's cancellation and an admin's change reach the owner,
 * a cancellation reaches the driver who was to deliver it. Runs in the change's transaction.
 */
export async function tellPartnerAndDriver(
  deps: Deps,
  tx: Tx,
  order: Order,
  change: { actor: OrderActor; note?: string },
) {
  const status = order.status as OrderStatus;
  const data = { orderId: order.id, orderNumber: order.orderNumber, businessId: order.businessId, status };
  const ownerId = await businessOwner(tx, order.businessId);
  if (ownerId && change.actor === 'customer' && status === 'cancelled') {
    await notifyUser(tx, deps.events, {
      userId: ownerId,
      type: 'order_status',
      priority: 'high',
      title: localized(NOTIFY_TEXTS.customerCancelledTitle),
      message: localized(
        NOTIFY_TEXTS.customerCancelled,
        order.orderNumber,
        (await customerName(tx, order)) ?? localized(NOTIFY_TEXTS.unnamedCustomer),
        change.note,
      ),
      data,
    });
  }
  if (ownerId && change.actor === 'admin') {
    // The status in the owner's language (the spec's French label in French).
    const label = (locale: Locale) => emailTexts(locale).orderStatuses[status];
    await notifyUser(tx, deps.events, {
      userId: ownerId,
      type: 'order_status',
      priority: status === 'cancelled' ? 'high' : 'medium',
      title: localized(NOTIFY_TEXTS.adminStatusTitle, label),
      message: localized(NOTIFY_TEXTS.adminStatus, order.orderNumber, label, change.note),
      data,
    });
  }
  if (order.driverId && status === 'cancelled' && change.actor !== 'driver') {
    const [driver] = await tx.select({ userId: drivers.userId }).from(drivers).where(eq(drivers.id, order.driverId));
    if (driver?.userId) {
      await notifyUser(tx, deps.events, {
        userId: driver.userId,
        type: 'delivery_update',
        priority: 'high',
        title: localized(NOTIFY_TEXTS.deliveryCancelledTitle),
        message: localized(NOTIFY_TEXTS.deliveryCancelled, order.orderNumber, order.businessName),
        data: { orderId: order.id, orderNumber: order.orderNumber },
      });
    }
  }
}

/** What a new order tells the business's owner, at once (high priority: food waits). */
export function newOrderNotice(
  order: Pick<Order, 'id' | 'orderNumber' | 'businessId'>,
  owner: { id: string; locale: Locale } | null,
  customer: string | null,
  total: number,
): NewNotification | undefined {
  if (!owner) return undefined;
  return {
    userId: owner.id,
    locale: owner.locale,
    type: 'order_status',
    priority: 'high',
    title: localized(NOTIFY_TEXTS.newOrderTitle),
    message: localized(
      NOTIFY_TEXTS.newOrder,
      order.orderNumber,
      customer ?? localized(NOTIFY_TEXTS.unnamedCustomer),
      (locale) => formatGNFFull(total, locale),
    ),
    data: { orderId: order.id, businessId: order.businessId, orderNumber: order.orderNumber, status: 'pending' },
  };
}

async function businessOwner(tx: Tx, businessId: string | null): Promise<string | null> {
  if (!businessId) return null;
  const [row] = await tx.select({ ownerId: businesses.ownerId }).from(businesses).where(eq(businesses.id, businessId));
  return row?.ownerId ?? null;
}

/** The customer's name; null when unknown (the notice then says « Le client », in the owner's language). */
async function customerName(tx: Tx, order: Order): Promise<string | null> {
  if (!order.userId) return null;
  const [row] = await tx
    .select({ name: userProfiles.name })
    .from(userProfiles)
    .where(eq(userProfiles.id, order.userId));
  return row?.name ?? null;
}
