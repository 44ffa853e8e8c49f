import { CUSTOMER_MESSAGES } from './customers';
import { MESSAGES } from './messages';
import { DELIVERY_METHODS } from './money';
import { ORDER_STATUSES } from './orders';
import { optionalText, uuid, z } from './zod';

/** Order forms and requests, checked the same way by the server routes and the web forms. */

export const placeOrderSchema = z
  .object({
    deliveryMethod: z.enum(DELIVERY_METHODS, { error: MESSAGES.deliveryMethodInvalid }),
    /** One of the customer's saved addresses… */
    addressId: uuid(CUSTOMER_MESSAGES.addressNotFound).optional(),
    /** …or a new one, given by street and landmark. */
    deliveryAddress: optionalText(300),
    landmark: optionalText(200),
    deliveryInstructions: optionalText(500),
  })
  .superRefine((input, ctx) => {
    if (input.deliveryMethod !== 'delivery') return;
    if (input.addressId && input.deliveryAddress) {
      ctx.addIssue({ code: 'custom', path: ['addressId'], message: MESSAGES.deliveryAddressChoice });
    } else if (!input.addressId && !input.deliveryAddress) {
      ctx.addIssue({ code: 'custom', path: ['deliveryAddress'], message: MESSAGES.deliveryAddressRequired });
    }
  });
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

export const cancelOrderSchema = z.object({ reason: optionalText(500) });
export type CancelOrderInput = z.input<typeof cancelOrderSchema>;

export const reviewOrderSchema = z.object({
  rating: z.number({ error: MESSAGES.ratingInvalid }).int(MESSAGES.ratingInvalid).min(1, MESSAGES.ratingInvalid).max(5, MESSAGES.ratingInvalid),
  review: optionalText(1000),
});
export type ReviewOrderInput = z.input<typeof reviewOrderSchema>;

export const changeOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: MESSAGES.orderStatusInvalid }),
  note: optionalText(500),
});
export type ChangeOrderStatusInput = z.input<typeof changeOrderStatusSchema>;
