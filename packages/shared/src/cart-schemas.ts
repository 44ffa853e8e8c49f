import { CART_MAX_QUANTITY } from './cart';
import { MESSAGES } from './messages';
import { DELIVERY_METHODS } from './money';
import { optionalText, uuid, z } from './zod';

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
