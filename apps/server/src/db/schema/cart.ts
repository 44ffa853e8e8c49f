import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { businesses, menuItems } from './catalog';
import { createdAt, id, money, updatedAt } from './columns';

/** One cart per user, holding items of a single business. */
export const carts = pgTable('carts', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
  businessName: text('business_name'),
  /** delivery or pickup */
  deliveryMethod: text('delivery_method').notNull().default('delivery'),
  deliveryAddress: text('delivery_address'),
  deliveryInstructions: text('delivery_instructions'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    menuItemId: uuid('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull().default(1),
    image: text('image'),
    specialInstructions: text('special_instructions'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('cart_items_cart_menu_item_uq').on(t.cartId, t.menuItemId),
    index('cart_items_menu_item_id_idx').on(t.menuItemId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export type Cart = typeof carts.$inferSelect;
export type CartItem = typeof cartItems.$inferSelect;
