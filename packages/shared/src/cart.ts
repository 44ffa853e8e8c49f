import type { z } from 'zod';
import type {
  addToCartResponseSchema,
  cartItemViewSchema,
  cartResponseSchema,
  cartTotalsSchema,
  cartViewSchema,
} from './cart-schemas';
import type { DeliveryMethod } from './money';

/** Cart constants and views. The zod schemas are in cart-schemas.ts (zod stays out of pages without forms). */

/** Most of one article a cart line may hold. */
export const CART_MAX_QUANTITY = 99;
/**
 * Most articles one order may hold, all lines together: more than a motorbike carries or a
 * business prepares at once, and a bound on runaway totals. Checked in the cart and again when
 * the order is placed.
 */
export const ORDER_MAX_QUANTITY = 500;
/** Where the web app remembers the customer's delivery method between visits. */
export const DELIVERY_METHOD_STORAGE_KEY = 'livra.deliveryMethod';

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  delivery: 'Livraison',
  pickup: 'À emporter',
};

// The shapes the API answers are zod schemas in cart-schemas.ts; their types, inferred here.
export type CartItemView = z.infer<typeof cartItemViewSchema>;
export type CartTotals = z.infer<typeof cartTotalsSchema>;
export type CartView = z.infer<typeof cartViewSchema>;
export type CartResponse = z.infer<typeof cartResponseSchema>;
export type AddToCartResponse = z.infer<typeof addToCartResponseSchema>;
