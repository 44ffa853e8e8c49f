import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { businesses, menuItems } from './catalog';
import { createdAt, id, money, tz, updatedAt } from './columns';
import { drivers } from './drivers';

/**
 * Orders keep copies of the names and prices they were placed with, so they stay readable when
 * the customer account, business or menu item is deleted (their ids then become null).
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    businessName: text('business_name').notNull(),
    status: text('status').notNull().default('pending'),
    /** Subtotal: sum of item price × quantity. */
    total: money('total').notNull(),
    deliveryFee: money('delivery_fee').notNull().default(0),
    tax: money('tax').notNull().default(0),
    grandTotal: money('grand_total').notNull(),
    deliveryMethod: text('delivery_method').notNull().default('delivery'),
    deliveryAddress: text('delivery_address'),
    deliveryInstructions: text('delivery_instructions'),
    landmark: text('landmark'),
    paymentMethod: text('payment_method').notNull().default('cash'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    /** The `Idempotency-Key` of the request that placed it; unique per user. */
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request that key placed (see orders.place.ts): the same key with another request is refused. */
    idempotencyRequestHash: text('idempotency_request_hash'),
    estimatedDelivery: tz('estimated_delivery'),
    actualDelivery: tz('actual_delivery'),
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    driverName: text('driver_name'),
    driverPhone: text('driver_phone'),
    driverLatitude: doublePrecision('driver_latitude'),
    driverLongitude: doublePrecision('driver_longitude'),
    driverLocationAt: tz('driver_location_at'),
    cancellationReason: text('cancellation_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_key_uq').on(t.userId, t.idempotencyKey),
    index('orders_user_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('orders_business_created_at_idx').on(t.businessId, t.createdAt.desc().nullsFirst()),
    index('orders_status_idx').on(t.status),
    index('orders_driver_id_idx').on(t.driverId),
    index('orders_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    check(
      'orders_amounts_check',
      sql`${t.total} >= 0 AND ${t.deliveryFee} >= 0 AND ${t.tax} >= 0 AND ${t.grandTotal} >= 0`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    menuItemId: uuid('menu_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    image: text('image'),
    specialInstructions: text('special_instructions'),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_menu_item_id_idx').on(t.menuItemId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    previousStatus: text('previous_status'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_id_idx').on(t.orderId, t.createdAt)],
);

/** One review per order. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    review: text('review'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_business_created_at_idx').on(t.businessId, t.createdAt.desc().nullsFirst()),
    index('reviews_user_id_idx').on(t.userId),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
export type OrderStatusHistoryEntry = typeof orderStatusHistory.$inferSelect;
export type Review = typeof reviews.$inferSelect;
