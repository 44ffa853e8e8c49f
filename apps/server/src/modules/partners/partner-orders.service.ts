import {
  FINAL_ORDER_STATUSES,
  MESSAGES,
  PARTNER_ORDERS_PAGE_SIZE,
  type DeliveryMethod,
  type OrderStatus,
  type PartnerOrderDetail,
  type PartnerOrderFilter,
  type PartnerOrderList,
  type PaymentStatus,
} from '@livra/shared';
import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { orderItems, orders, userProfiles, type Order } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { notFound } from '@/lib/errors';
import { applyStatusChange } from '@/modules/orders/orders.status';
import { orderDetail } from '@/modules/orders/orders.views';
import { requireOwnedBusiness } from './partners.service';

/**
 * The orders of one of the partner's businesses. Every function checks ownership first, and an
 * order of another business is "not found" — the same answer as an id that does not exist.
 * Status changes all go through the orders module's `applyStatusChange` (history, customer
 * notification and e-mail, live events).
 */

const filterCondition = (filter: PartnerOrderFilter | undefined) => {
  if (!filter) return undefined;
  if (filter === 'active') return notInArray(orders.status, [...FINAL_ORDER_STATUSES]);
  return eq(orders.status, filter);
};

export async function listPartnerOrders(
  db: Db,
  partnerUserId: string,
  businessId: string,
  query: { status?: PartnerOrderFilter; page: number },
): Promise<PartnerOrderList> {
  await requireOwnedBusiness(db, partnerUserId, businessId);
  const pageSize = PARTNER_ORDERS_PAGE_SIZE;
  const where = and(eq(orders.businessId, businessId), filterCondition(query.status));
  const [rows, [{ total }], byStatus] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        customerName: userProfiles.name,
        status: orders.status,
        grandTotal: orders.grandTotal,
        deliveryMethod: orders.deliveryMethod,
        paymentStatus: orders.paymentStatus,
        driverName: orders.driverName,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .leftJoin(userProfiles, eq(userProfiles.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: count() }).from(orders).where(where),
    db
      .select({ status: orders.status, count: count() })
      .from(orders)
      .where(eq(orders.businessId, businessId))
      .groupBy(orders.status),
  ]);
  const itemCounts = await articleCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      ...row,
      customerName: row.customerName?.trim() || MESSAGES.unknownCustomer,
      status: row.status as OrderStatus,
      deliveryMethod: row.deliveryMethod as DeliveryMethod,
      paymentStatus: row.paymentStatus as PaymentStatus,
      itemCount: itemCounts.get(row.id) ?? 0,
      createdAt: row.createdAt.toISOString(),
    })),
    total: Number(total),
    page: query.page,
    pageSize,
    counts: Object.fromEntries(byStatus.map((row) => [row.status, Number(row.count)])),
  };
}

/** Articles per order (sum of quantities), one query for the whole page. */
async function articleCounts(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ orderId: orderItems.orderId, count: sql<number>`cast(sum(${orderItems.quantity}) as int)` })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.orderId);
  return new Map(rows.map((row) => [row.orderId, Number(row.count)]));
}

/**
 * An order of this business (after the ownership check), or 404 `Commande non trouvée`. With
 * `lock`, it is held (FOR UPDATE) until the transaction ends, for a change.
 */
export async function requireBusinessOrder(
  db: Db | Tx,
  businessId: string,
  orderId: string,
  options: { lock?: boolean } = {},
): Promise<Order> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.businessId, businessId)));
  const [order] = options.lock ? await query.for('update') : await query;
  if (!order) throw notFound(MESSAGES.orderNotFound, 'order_not_found');
  return order;
}

/** In one transaction: the ownership check, then this business's order, locked for a change. */
export async function lockPartnerOrder(
  tx: Tx,
  partnerUserId: string,
  businessId: string,
  orderId: string,
): Promise<Order> {
  await requireOwnedBusiness(tx, partnerUserId, businessId);
  return requireBusinessOrder(tx, businessId, orderId, { lock: true });
}

/** The order as the customer sees it, plus the customer's name and phone and the driver's id. */
export async function partnerOrderView(db: Db | Tx, order: Order): Promise<PartnerOrderDetail> {
  const [customer] = order.userId
    ? await db
        .select({ name: userProfiles.name, phone: userProfiles.phoneNumber })
        .from(userProfiles)
        .where(eq(userProfiles.id, order.userId))
    : [];
  return {
    ...(await orderDetail(db, order)),
    customer: { name: customer?.name?.trim() || MESSAGES.unknownCustomer, phone: customer?.phone ?? null },
    driverId: order.driverId,
  };
}

export async function getPartnerOrder(db: Db, partnerUserId: string, businessId: string, orderId: string) {
  await requireOwnedBusiness(db, partnerUserId, businessId);
  return partnerOrderView(db, await requireBusinessOrder(db, businessId, orderId));
}

/**
 * Moves the order to any status the lifecycle table lets a partner set (any, from a status that
 * is not final). Sending the current status again changes nothing, so a tap retried on a bad
 * network is harmless. One ownership check and one locked read of the order.
 */
export async function setPartnerOrderStatus(
  deps: Deps,
  partnerUserId: string,
  businessId: string,
  orderId: string,
  input: { status: OrderStatus; note?: string },
) {
  return deps.db.transaction(async (tx) => {
    const order = await lockPartnerOrder(tx, partnerUserId, businessId, orderId);
    const change = {
      orderId,
      status: input.status,
      note: input.note || undefined,
      actor: 'partner' as const,
      actorId: partnerUserId,
    };
    const { order: updated } = await applyStatusChange(deps, tx, order, change);
    return partnerOrderView(tx, updated);
  });
}

/** Cancels with the reason the customer will read (stored in cancellation_reason). */
export async function cancelPartnerOrder(
  deps: Deps,
  partnerUserId: string,
  businessId: string,
  orderId: string,
  reason: string,
) {
  return setPartnerOrderStatus(deps, partnerUserId, businessId, orderId, { status: 'cancelled', note: reason });
}
