import {
  CANCELLABLE_ORDER_STATUSES,
  type DeliveryMethod,
  type OrderDetail,
  type OrderListItem,
  type OrderStatus,
  type PaymentStatus,
} from '@livra/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import {
  businesses,
  orderItems,
  orders,
  orderStatusHistory,
  reviews,
  type Order,
  type OrderItem,
  type OrderStatusHistoryEntry as OrderStatusEntry,
  type Review,
} from '@/db/schema/index';

/** How the API shows an order: ISO dates, French-ready fields, and what the customer may still do. */
export async function orderDetail(db: Db | Tx, order: Order): Promise<OrderDetail> {
  // One query after another: inside a transaction they share one connection anyway.
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.name), asc(orderItems.id));
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, order.id))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  const [review] = await db.select().from(reviews).where(eq(reviews.orderId, order.id));
  const [business] = order.businessId
    ? await db
        .select({ phone: businesses.phone, address: businesses.address })
        .from(businesses)
        .where(eq(businesses.id, order.businessId))
    : [];
  return toOrderDetail(order, { items, history, review, business });
}

/** `a` before `b` as PostgreSQL's C collation sorts them (code units): the order `orderDetail` reads. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The detail of an order just placed, from the rows its transaction wrote (RETURNING): no
 * re-read. Lines in the order `orderDetail` gives them (by name, then id).
 */
export function placedOrderDetail(
  order: Order,
  items: OrderItem[],
  history: OrderStatusEntry[],
  business: { phone: string | null; address: string | null },
): OrderDetail {
  const sorted = [...items].sort((a, b) => byCodeUnits(a.name, b.name) || byCodeUnits(a.id, b.id));
  return toOrderDetail(order, { items: sorted, history, review: undefined, business });
}

function toOrderDetail(
  order: Order,
  {
    items,
    history,
    review,
    business,
  }: {
    items: OrderItem[];
    history: OrderStatusEntry[];
    review: Review | undefined;
    business: { phone: string | null; address: string | null } | undefined;
  },
): OrderDetail {
  const status = order.status as OrderStatus;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status,
    businessId: order.businessId,
    businessName: order.businessName,
    businessPhone: business?.phone ?? null,
    businessAddress: business?.address ?? null,
    items: items.map((item) => ({
      id: item.id,
      menuItemId: item.menuItemId,
      name: item.name,
      price: item.price,
      quantity: item.quantity,
      image: item.image,
      specialInstructions: item.specialInstructions,
    })),
    subtotal: order.total,
    tax: order.tax,
    deliveryFee: order.deliveryFee,
    grandTotal: order.grandTotal,
    deliveryMethod: order.deliveryMethod as DeliveryMethod,
    deliveryAddress: order.deliveryAddress,
    landmark: order.landmark,
    deliveryInstructions: order.deliveryInstructions,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus as PaymentStatus,
    cancellationReason: order.cancellationReason,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    estimatedDelivery: order.estimatedDelivery?.toISOString() ?? null,
    actualDelivery: order.actualDelivery?.toISOString() ?? null,
    driver: order.driverName ? { name: order.driverName, phone: order.driverPhone } : null,
    driverLocation:
      order.driverLatitude !== null && order.driverLongitude !== null
        ? {
            latitude: order.driverLatitude,
            longitude: order.driverLongitude,
            updatedAt: order.driverLocationAt?.toISOString() ?? null,
          }
        : null,
    timeline: history.map((entry) => ({
      id: entry.id,
      status: entry.status as OrderStatus,
      previousStatus: (entry.previousStatus as OrderStatus | null) ?? null,
      note: entry.note,
      createdAt: entry.createdAt.toISOString(),
    })),
    review: review ? { rating: review.rating, review: review.review, createdAt: review.createdAt.toISOString() } : null,
    canCancel: CANCELLABLE_ORDER_STATUSES.includes(status),
    canReview: status === 'delivered' && !review && order.businessId !== null,
  };
}

/** The columns of one line of an order list, with its article count and the business logo. */
export const orderListColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  businessId: orders.businessId,
  businessName: orders.businessName,
  businessLogo: businesses.logo,
  status: orders.status,
  grandTotal: orders.grandTotal,
  deliveryMethod: orders.deliveryMethod,
  createdAt: orders.createdAt,
};

interface ListRow {
  id: string;
  orderNumber: string;
  businessId: string | null;
  businessName: string;
  businessLogo: string | null;
  status: string;
  grandTotal: number;
  deliveryMethod: string;
  createdAt: Date;
}

/** Adds each order's article count (one query for the whole page) and shapes the lines. */
export async function toListItems(db: Db | Tx, rows: ListRow[]): Promise<OrderListItem[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({ orderId: orderItems.orderId, count: sql<number>`cast(sum(${orderItems.quantity}) as int)` })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(orderItems.orderId);
  const countOf = new Map(counts.map((row) => [row.orderId, Number(row.count)]));
  return rows.map((row) => ({
    id: row.id,
    orderNumber: row.orderNumber,
    businessId: row.businessId,
    businessName: row.businessName,
    businessLogo: row.businessLogo,
    status: row.status as OrderStatus,
    grandTotal: row.grandTotal,
    itemCount: countOf.get(row.id) ?? 0,
    deliveryMethod: row.deliveryMethod as DeliveryMethod,
    createdAt: row.createdAt.toISOString(),
  }));
}
