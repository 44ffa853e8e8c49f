import { randomUUID } from 'node:crypto';
import {
  type computeOrderTotals,
  formatGNFFull,
  NOTIFY_TEXTS,
  PAYMENT_METHOD_CASH,
  type Locale,
  type PlaceOrderInput,
  storedLocale,
} from '@livra/shared';
import { localized } from '@livra/shared/notification-texts-en';
import { eq, getTableColumns, type Placeholder, sql } from 'drizzle-orm';
import type { Config } from '@/config';
import { type Db, type Notice, sendNotices, type Tx } from '@/db/client';
import { type AsPlaceholders, Placeholders, PREPARED, preparedByShape } from '@/db/prepared';
import {
  businesses,
  type CartItem,
  type emailOutbox,
  notifications,
  orderItems,
  orders,
  orderStatusHistory,
  userProfiles,
  type Order,
  type OrderItem,
  type OrderStatusHistoryEntry,
} from '@/db/schema/index';
import { insertOutboxRow, laterEmailRow, OUTBOX_CHANNEL } from '@/email/outbox';
import { eventNotices } from '@/events/bus';
import { cartChanged, emptyLockedCart } from '@/modules/cart/cart.service';
import { type NewNotification, noticeEvents, notificationRows } from '@/modules/notifications/notifications.service';
import { newOrderNotice } from './order-notices';

/** A cart line at today's menu price: what becomes an order line. */
export type PricedLine = CartItem & { name: string; price: number; image: string | null };

/** Everything an order is written from, read and checked by `placeOrder` under the cart's lock. */
export interface NewOrder {
  number: string;
  userId: string;
  cartId: string;
  key: { value: string; requestHash: string };
  input: PlaceOrderInput;
  business: { id: string; name: string; address: string | null; ownerId: string | null };
  customer: { name: string; email: string; locale: string } | null;
  ownerLocale: string | null;
  lines: PricedLine[];
  totals: ReturnType<typeof computeOrderTotals>;
  place: { deliveryAddress: string | null; landmark: string | null; deliveryInstructions: string | null };
  placedAt: Date;
  estimate: Date;
}

/**
 * Writes a placed order in one statement: the order's insert, with its lines, first status, the
 * emptied cart, both counters, the confirmation e-mail and both notices as data-modifying CTEs,
 * and every NOTIFY in its RETURNING. Written one by one they were eight round trips to the
 * database, the largest cost of an order (docs/benchmarks.md, issue 13). The ids are drawn here,
 * so that every row can name the order before it exists; PostgreSQL checks the foreign keys at
 * the end of the statement. Nothing is read back: the lines and status are the rows written.
 * Its values are placeholders: the statement is built once per shape of order and connection.
 */
export async function writeOrder(tx: Tx, config: Config, order: NewOrder) {
  const id = randomUUID();
  const lines: OrderItem[] = order.lines.map((line) => ({
    id: randomUUID(),
    orderId: id,
    menuItemId: line.menuItemId,
    name: line.name,
    price: line.price,
    quantity: line.quantity,
    image: line.image,
    specialInstructions: line.specialInstructions,
  }));
  const firstStatus = {
    id: randomUUID(),
    orderId: id,
    status: 'pending',
    previousStatus: null,
    changedBy: order.userId,
  };
  const customerLocale = storedLocale(order.customer?.locale);
  const email = order.customer && laterEmailRow(config, confirmationEmail(order, id, order.customer, customerLocale));
  const notices = orderNotices(order, id, customerLocale);
  const values = new Placeholders();
  const write: OrderWrite = {
    order: values.row('order', orderRow(order, id)),
    lines: values.rows('line', lines),
    firstStatus: values.row('status', firstStatus),
    cartId: values.value('cartId', order.cartId),
    userId: values.value('userId', order.userId),
    businessId: values.value('businessId', order.business.id),
    notices: values.rows('notice', notificationRows(notices)),
    email: email ? values.row('email', email.row) : undefined,
    sent: sendNotices(noticesSent(order, id, notices, email?.wakesWorker), values),
  };
  const [{ sent: _sent, ...written }] = await writeOrderStatement(tx, values.shape, write).execute(values.values);
  // Written in the same transaction, the status's default `now()` is the order's `created_at`.
  const history: OrderStatusHistoryEntry[] = [{ ...firstStatus, note: null, createdAt: written.createdAt }];
  return { order: written satisfies Order, lines, history };
}

/** What `writeOrder` writes, every value a placeholder. */
interface OrderWrite {
  order: AsPlaceholders<ReturnType<typeof orderRow>>;
  lines: AsPlaceholders<OrderItem>[];
  firstStatus: AsPlaceholders<typeof orderStatusHistory.$inferInsert>;
  cartId: Placeholder;
  userId: Placeholder;
  businessId: Placeholder;
  notices: AsPlaceholders<typeof notifications.$inferInsert>[];
  email: AsPlaceholders<typeof emailOutbox.$inferInsert> | undefined;
  sent: ReturnType<typeof sendNotices>;
}

const writeOrderStatement = preparedByShape(PREPARED.writeOrder, (db, name, write: OrderWrite) => {
  const writes = [
    db.$with('order_lines').as(db.insert(orderItems).values(write.lines)),
    db.$with('first_status').as(db.insert(orderStatusHistory).values(write.firstStatus)),
    ...cartAndCounters(db, write),
    db.$with('notices').as(db.insert(notifications).values(write.notices)),
    ...(write.email ? [db.$with('confirmation').as(insertOutboxRow(db, write.email))] : []),
  ];
  return db
    .with(...writes)
    .insert(orders)
    .values(write.order)
    .returning({ ...getTableColumns(orders), sent: write.sent })
    .prepare(name);
});

/** The cart emptied and the customer's and the business's order counters, as CTEs. */
function cartAndCounters(db: Db | Tx, write: OrderWrite) {
  const emptied = emptyLockedCart(db, write.cartId);
  return [
    db.$with('cart_lines').as(emptied.lines),
    db.$with('cart').as(emptied.cart),
    db.$with('customer_count').as(
      db
        .update(userProfiles)
        .set({ totalOrders: sql`${userProfiles.totalOrders} + 1`, updatedAt: sql`now()` })
        .where(eq(userProfiles.id, write.userId)),
    ),
    db.$with('business_count').as(
      db
        .update(businesses)
        .set({ totalOrders: sql`${businesses.totalOrders} + 1`, updatedAt: sql`now()` })
        .where(eq(businesses.id, write.businessId)),
    ),
  ];
}

/** Every NOTIFY of a new order: the notices' bells, the order and cart events, and the e-mail worker when it sends. */
function noticesSent(order: NewOrder, id: string, notices: NewNotification[], wakesWorker = false): Notice[] {
  const events = noticeEvents(notices, [
    // The business owner's screens hear about new orders live too.
    {
      type: 'order',
      userIds: [order.userId, ...(order.business.ownerId ? [order.business.ownerId] : [])],
      data: { orderId: id, businessId: order.business.id, status: 'pending' },
    },
    cartChanged(order.userId, order.cartId),
  ]);
  return [...eventNotices(events), ...(wakesWorker ? [{ channel: OUTBOX_CHANNEL, payload: '' }] : [])];
}

function orderRow(order: NewOrder, id: string) {
  return {
    id,
    orderNumber: order.number,
    userId: order.userId,
    businessId: order.business.id,
    businessName: order.business.name,
    status: 'pending',
    total: order.totals.subtotal,
    tax: order.totals.tax,
    deliveryFee: order.totals.deliveryFee,
    grandTotal: order.totals.grandTotal,
    deliveryMethod: order.input.deliveryMethod,
    ...order.place,
    paymentMethod: PAYMENT_METHOD_CASH,
    paymentStatus: 'pending',
    idempotencyKey: order.key.value,
    idempotencyRequestHash: order.key.requestHash,
    estimatedDelivery: order.estimate,
  } satisfies typeof orders.$inferInsert;
}

function confirmationEmail(order: NewOrder, id: string, customer: NonNullable<NewOrder['customer']>, locale: Locale) {
  return {
    template: 'order-confirmation' as const,
    to: customer.email,
    locale,
    dedupeKey: `order-confirmation:${id}`,
    payload: {
      order_id: id,
      order_number: order.number,
      user_name: customer.name,
      user_email: customer.email,
      business_name: order.business.name,
      business_address: order.business.address ?? undefined,
      order_items: order.lines.map((line) => ({ name: line.name, quantity: line.quantity, price: line.price })),
      subtotal: order.totals.subtotal,
      delivery_fee: order.totals.deliveryFee,
      tax: order.totals.tax,
      total: order.totals.grandTotal,
      delivery_address: order.place.deliveryAddress ?? undefined,
      landmark: order.place.landmark ?? undefined,
      estimated_delivery: order.estimate.toISOString(),
      created_at: order.placedAt.toISOString(),
    },
  };
}

/** The customer's notice of the order placed, and the owner's of a new order. */
function orderNotices(order: NewOrder, id: string, customerLocale: Locale): NewNotification[] {
  const { business } = order;
  const owner = business.ownerId ? { id: business.ownerId, locale: storedLocale(order.ownerLocale) } : null;
  const placed = { id, orderNumber: order.number, businessId: business.id };
  const ownerNotice = newOrderNotice(placed, owner, order.customer?.name ?? null, order.totals.grandTotal);
  return [
    {
      userId: order.userId,
      type: 'order_status',
      priority: 'high',
      locale: customerLocale,
      title: localized(NOTIFY_TEXTS.orderPlacedTitle),
      message: localized(NOTIFY_TEXTS.orderPlaced, order.number, business.name, (locale) =>
        formatGNFFull(order.totals.grandTotal, locale),
      ),
      data: { orderId: id, orderNumber: order.number, status: 'pending' },
    },
    ...(ownerNotice ? [ownerNotice] : []),
  ];
}
