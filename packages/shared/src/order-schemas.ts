import { CUSTOMER_MESSAGES } from './customers';
import { MESSAGES } from './messages';
import { DELIVERY_METHODS } from './money';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './orders';
import { gnf, optionalText, pageOf, timestamp, uuid, z } from './zod';

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
  rating: z
    .number({ error: MESSAGES.ratingInvalid })
    .int(MESSAGES.ratingInvalid)
    .min(1, MESSAGES.ratingInvalid)
    .max(5, MESSAGES.ratingInvalid),
  review: optionalText(1000),
});
export type ReviewOrderInput = z.input<typeof reviewOrderSchema>;

export const changeOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: MESSAGES.orderStatusInvalid }),
  note: optionalText(500),
});
export type ChangeOrderStatusInput = z.input<typeof changeOrderStatusSchema>;

// --- Responses: what the API answers about orders (orders.ts types them with z.infer). ---

const orderStatus = z.enum(ORDER_STATUSES);

/** One line of the order lists (history, overview). */
export const orderListItemSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  businessId: z.uuid().nullable(),
  businessName: z.string(),
  businessLogo: z.string().nullable(),
  status: orderStatus,
  grandTotal: gnf(),
  itemCount: z.number().int(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  createdAt: timestamp(),
});

export const orderTimelineEntrySchema = z.object({
  id: z.uuid(),
  status: orderStatus,
  previousStatus: orderStatus.nullable(),
  note: z.string().nullable(),
  createdAt: timestamp(),
});

export const orderDetailSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  status: orderStatus,
  businessId: z.uuid().nullable(),
  businessName: z.string(),
  businessPhone: z.string().nullable(),
  businessAddress: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.uuid(),
      menuItemId: z.uuid().nullable(),
      name: z.string(),
      price: gnf(),
      quantity: z.number().int(),
      image: z.string().nullable(),
      specialInstructions: z.string().nullable(),
    }),
  ),
  subtotal: gnf(),
  tax: gnf(),
  deliveryFee: gnf(),
  grandTotal: gnf(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  deliveryAddress: z.string().nullable(),
  landmark: z.string().nullable(),
  deliveryInstructions: z.string().nullable(),
  paymentMethod: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  cancellationReason: z.string().nullable(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
  estimatedDelivery: timestamp().nullable(),
  actualDelivery: timestamp().nullable(),
  /** Once a driver is assigned. */
  driver: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
  /** The driver's last known position, when they share it. */
  driverLocation: z
    .object({ latitude: z.number(), longitude: z.number(), updatedAt: timestamp().nullable() })
    .nullable(),
  timeline: z.array(orderTimelineEntrySchema),
  review: z.object({ rating: z.number().int(), review: z.string().nullable(), createdAt: timestamp() }).nullable(),
  canCancel: z.boolean(),
  canReview: z.boolean(),
});

export const orderResponseSchema = z.object({ order: orderDetailSchema });

export const orderListResponseSchema = pageOf(orderListItemSchema);

/** The customer overview (/dashboard). */
export const customerOrderSummarySchema = z.object({
  /** Every order placed, whatever its status. */
  orderCount: z.number().int(),
  /** Orders not yet delivered nor cancelled. */
  activeOrderCount: z.number().int(),
  /** Sum of the grand totals of delivered orders: what was actually paid. */
  amountSpent: gnf(),
  favoriteRestaurants: z.array(
    z.object({ businessId: z.uuid(), name: z.string(), logo: z.string().nullable(), orderCount: z.number().int() }),
  ),
  recentOrders: z.array(orderListItemSchema),
});
