import { clearable } from './customers';
import { MESSAGES } from './messages';
import { MENU_ITEM_PRICE_MAX, PARTNER_OPS_TEXTS, PARTNER_ORDER_FILTERS } from './partner-ops';
import { PARTNER_TEXTS } from './partners';
import { RESERVATION_STATUSES } from './reservations';
import { DELIVERY_METHODS } from './money';
import { orderDetailSchema } from './order-schemas';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './orders';
import { gnf, optionalText, pageOf, requiredText, timestamp, uuid, z } from './zod';

/** Partner operations input (orders, menu, reservations), checked the same way by the server routes and the web forms. */

/** An empty query parameter (a cleared filter) means "no filter". */
const blank = (value: unknown) => (value === '' ? undefined : value);

export const partnerOrdersQuerySchema = z.object({
  status: z.preprocess(
    blank,
    z.enum(PARTNER_ORDER_FILTERS, { error: PARTNER_OPS_TEXTS.orderFilterInvalid }).optional(),
  ),
  page: z.coerce
    .number({ error: PARTNER_OPS_TEXTS.pageInvalid })
    .int(PARTNER_OPS_TEXTS.pageInvalid)
    .min(1, PARTNER_OPS_TEXTS.pageInvalid)
    .max(10_000, PARTNER_OPS_TEXTS.pageInvalid)
    .default(1),
});
export type PartnerOrdersQuery = z.input<typeof partnerOrdersQuerySchema>;

export const assignDriverSchema = z.object({ driverId: uuid(MESSAGES.driverIdFormat) }).strict();
export const partnerCancelOrderSchema = z.object({ reason: requiredText(PARTNER_OPS_TEXTS.cancelReasonRequired, 500) });

// --- Menu ----------------------------------------------------------------------------------

const flag = z.boolean({ error: PARTNER_OPS_TEXTS.flagInvalid });
const notEditable = (issue: { code: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys'
    ? PARTNER_TEXTS.fieldNotEditable(issue.keys?.join(', ') ?? '')
    : MESSAGES.invalidInput;

const categoryFields = {
  name: requiredText(PARTNER_OPS_TEXTS.categoryNameRequired, 80),
  description: clearable(300),
  isActive: flag.optional(),
};
export const menuCategoryCreateSchema = z.object(categoryFields, { error: notEditable }).strict();
export const menuCategoryUpdateSchema = z
  .object({ ...categoryFields, name: categoryFields.name.optional() }, { error: notEditable })
  .strict();
export type MenuCategoryInput = z.input<typeof menuCategoryCreateSchema>;

export const menuReorderSchema = z.object({
  ids: z
    .array(uuid(PARTNER_OPS_TEXTS.reorderInvalid), { error: PARTNER_OPS_TEXTS.reorderInvalid })
    .min(1, PARTNER_OPS_TEXTS.reorderInvalid)
    .max(500, PARTNER_OPS_TEXTS.reorderInvalid),
});

export const menuPriceSchema = z
  .number({ error: PARTNER_OPS_TEXTS.priceInvalid })
  .int(PARTNER_OPS_TEXTS.priceInvalid)
  .gt(0, PARTNER_OPS_TEXTS.priceTooLow)
  .max(MENU_ITEM_PRICE_MAX, PARTNER_OPS_TEXTS.priceTooHigh);

const itemFields = {
  name: requiredText(PARTNER_OPS_TEXTS.itemNameRequired, 120),
  description: clearable(500),
  price: menuPriceSchema,
  menuCategoryId: uuid(PARTNER_OPS_TEXTS.itemCategoryUnknown).nullable().optional(),
  isAvailable: flag.optional(),
  isPopular: flag.optional(),
};
export const menuItemCreateSchema = z.object(itemFields, { error: notEditable }).strict();
export const menuItemUpdateSchema = z
  .object(
    { ...itemFields, name: itemFields.name.optional(), price: menuPriceSchema.optional() },
    { error: notEditable },
  )
  .strict();
export type MenuItemInput = z.input<typeof menuItemCreateSchema>;
export type MenuItemUpdate = z.output<typeof menuItemUpdateSchema>;

// --- Reservations --------------------------------------------------------------------------

export const partnerReservationsQuerySchema = z.object({
  status: z.preprocess(
    blank,
    z.enum(RESERVATION_STATUSES, { error: PARTNER_OPS_TEXTS.reservationFilterInvalid }).optional(),
  ),
});
export const declineReservationSchema = z.object({ reason: optionalText(300) });

// --- Responses: what the API answers on the partner's daily operations (partner-ops.ts infers their types). ---

const orderStatus = z.enum(ORDER_STATUSES);

export const partnerOrderListItemSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  customerName: z.string(),
  status: orderStatus,
  grandTotal: gnf(),
  itemCount: z.number().int(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  driverName: z.string().nullable(),
  createdAt: timestamp(),
});

export const partnerOrderListSchema = pageOf(partnerOrderListItemSchema).extend({
  /** How many orders of the business are in each status now (for the filter chips). */
  counts: z.partialRecord(orderStatus, z.number().int()),
});

/** The order as the customer sees it, plus who to call and which driver carries it. */
export const partnerOrderDetailSchema = orderDetailSchema.extend({
  customer: z.object({ name: z.string(), phone: z.string().nullable() }),
  driverId: z.uuid().nullable(),
});

/** A driver the business may give an order to. */
export const driverCandidateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string(),
  avatarUrl: z.string().nullable(),
  driverType: z.enum(['independent', 'service']),
  vehicleType: z.string(),
  vehiclePlate: z.string().nullable(),
  rating: z.number(),
  deliveries: z.number().int(),
  onDuty: z.boolean(),
  /** From the business, by the driver's last shared position; null when either is unknown. */
  distanceKm: z.number().nullable(),
});

export const partnerMenuCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  itemCount: z.number().int(),
});

export const partnerMenuItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  price: gnf(),
  image: z.string().nullable(),
  menuCategoryId: z.uuid().nullable(),
  isAvailable: z.boolean(),
  isPopular: z.boolean(),
  createdAt: timestamp(),
});

export const partnerReservationSchema = z.object({
  id: z.uuid(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  date: z.iso.date(),
  time: z.string(),
  partySize: z.number().int(),
  note: z.string().nullable(),
  status: z.enum(RESERVATION_STATUSES),
  isPast: z.boolean(),
  createdAt: timestamp(),
});

export const partnerDriverSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  vehicleType: z.string(),
  vehiclePlate: z.string().nullable(),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  onDuty: z.boolean(),
  /** Orders of this business the driver delivered. */
  deliveries: z.number().int(),
  earnings: gnf(),
  rating: z.number(),
  lastActive: timestamp().nullable(),
});

export const partnerDriverDeliverySchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  status: orderStatus,
  customerName: z.string(),
  deliveryAddress: z.string().nullable(),
  grandTotal: gnf(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: timestamp(),
  actualDelivery: timestamp().nullable(),
});

export const partnerDriverPerformanceSchema = z.object({
  deliveriesThisMonth: z.number().int(),
  /** Cash handed over this month: grand totals of the month's delivered, paid orders. */
  cashCollectedThisMonth: gnf(),
  /** Pick-up to door, in minutes, over the deliveries for this business; null before the first. */
  averageDeliveryMinutes: z.number().nullable(),
  /** Share of deliveries made by the estimated time, in percent; null when none can be measured. */
  onTimeShare: z.number().nullable(),
});

export const partnerDriverDetailSchema = z.object({
  driver: partnerDriverSchema,
  performance: partnerDriverPerformanceSchema,
  deliveries: z.array(partnerDriverDeliverySchema),
});
