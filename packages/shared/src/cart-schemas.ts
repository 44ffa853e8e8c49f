import { CART_MAX_QUANTITY } from './cart';
import { MESSAGES } from './messages';
import { DELIVERY_METHODS } from './money';
import { gnf, optionalText, uuid, z } from './zod';

/** Cart requests, checked the same way by the server routes and the web. */

const quantity = z
  .number({ error: MESSAGES.cartQuantityInvalid })
  .int(MESSAGES.cartQuantityInvalid)
  .max(CART_MAX_QUANTITY, MESSAGES.cartQuantityMax);

/** Adding an article: the price, name and image always come from the stored menu item. */
export const addToCartSchema = z.object({
  menuItemId: uuid(MESSAGES.menuItemNotFound),
  quantity: quantity.min(1, MESSAGES.cartQuantityInvalid).default(1),
  specialInstructions: optionalText(300),
});
export type AddToCartInput = z.input<typeof addToCartSchema>;

/** Changing a line: a quantity of 0 or less removes it (spec 01 §4). */
export const updateCartItemSchema = z.object({
  quantity: quantity.min(-CART_MAX_QUANTITY, MESSAGES.cartQuantityInvalid).optional(),
  specialInstructions: optionalText(300).nullable(),
});
export type UpdateCartItemInput = z.input<typeof updateCartItemSchema>;

export const updateCartSchema = z.object({
  deliveryMethod: z.enum(DELIVERY_METHODS, { error: MESSAGES.deliveryMethodInvalid }).optional(),
  deliveryAddress: optionalText(300).nullable(),
  deliveryInstructions: optionalText(500).nullable(),
});
export type UpdateCartInput = z.input<typeof updateCartSchema>;

// --- Responses: what the API answers about the cart (cart.ts types them with z.infer). ---

export const cartItemViewSchema = z.object({
  id: z.uuid(),
  menuItemId: z.uuid(),
  name: z.string(),
  /** The current price of the menu item, in GNF. */
  price: gnf(),
  quantity: z.number().int(),
  image: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  /** False when the business has since made the article unavailable: it cannot be ordered. */
  isAvailable: z.boolean(),
});

export const cartTotalsSchema = z.object({ subtotal: gnf(), tax: gnf(), deliveryFee: gnf(), grandTotal: gnf() });

export const cartViewSchema = z.object({
  id: z.uuid(),
  businessId: z.uuid().nullable(),
  businessName: z.string().nullable(),
  /** The business's own delivery fee, charged for a delivery (null while the cart holds nothing). */
  businessDeliveryFee: gnf().nullable(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  deliveryAddress: z.string().nullable(),
  deliveryInstructions: z.string().nullable(),
  items: z.array(cartItemViewSchema),
  /** Sum of price × quantity (spec: the cart's "total"). */
  total: gnf(),
  /** Sum of quantities. */
  itemCount: z.number().int(),
  /** What the order would cost now, computed by the server for the cart's delivery method. */
  totals: cartTotalsSchema,
});

export const cartResponseSchema = z.object({ cart: cartViewSchema });

/** The answer to an add: `replacedBusinessName` is set when the cart held another business's articles and was emptied. */
export const addToCartResponseSchema = cartResponseSchema.extend({ replacedBusinessName: z.string().nullable() });
