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

export interface CartItemView {
  id: string;
  menuItemId: string;
  name: string;
  /** The current price of the menu item, in GNF. */
  price: number;
  quantity: number;
  image: string | null;
  specialInstructions: string | null;
  /** False when the business has since made the article unavailable: it cannot be ordered. */
  isAvailable: boolean;
}

export interface CartTotals {
  subtotal: number;
  tax: number;
  deliveryFee: number;
  grandTotal: number;
}

export interface CartView {
  id: string;
  businessId: string | null;
  businessName: string | null;
  deliveryMethod: DeliveryMethod;
  deliveryAddress: string | null;
  deliveryInstructions: string | null;
  items: CartItemView[];
  /** Sum of price × quantity (spec: the cart's "total"). */
  total: number;
  /** Sum of quantities. */
  itemCount: number;
  /** What the order would cost now, computed by the server for the cart's delivery method. */
  totals: CartTotals;
}

export interface CartResponse {
  cart: CartView;
}

/** The answer to an add: set when the cart held another business's articles and was emptied. */
export interface AddToCartResponse extends CartResponse {
  replacedBusinessName: string | null;
}
