import { adminDateRangeQuery, adminPageQuery } from './admin-lists';
import { DRIVER_TYPES } from './drivers';
import { MESSAGES } from './messages';
import { ORDERS_MESSAGES } from './messages-orders';
import { DELIVERY_METHODS } from './money';
import { orderDetailSchema } from './order-schemas';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './orders';
import { gnf, pageOf, timestamp, z } from './zod';

/**
 * The admin orders page (spec 02 §2, §4; issue 11): every order of the platform, its detail,
 * and the admin's changes (any status, driver, cancellation). Queries are checked the same way
 * by the server routes and the web page; answers are declared here and checked in the tests.
 */

/** An empty query parameter (a cleared filter) means "no filter". */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const filterFields = {
  status: z.preprocess(blank, z.enum(ORDER_STATUSES, { error: MESSAGES.orderStatusInvalid }).optional()),
  /** Order number, customer name or e-mail, business name. */
  search: z.preprocess(blank, z.string().trim().max(100, ORDERS_MESSAGES.adminOrderSearchTooLong).optional()),
  from: z.preprocess(blank, adminDateRangeQuery.from),
  to: z.preprocess(blank, adminDateRangeQuery.to),
};

const periodInOrder = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;
const periodIssue = { error: ORDERS_MESSAGES.adminOrderPeriodInvalid, path: ['from'] };

/** `?status=&search=&from=&to=&page=&pageSize=` of the list. */
export const adminOrdersQuerySchema = z
  .object({ ...filterFields, ...adminPageQuery })
  .refine(periodInOrder, periodIssue);
/** The same filters for the export (no paging: the whole filtered list). */
export const adminOrdersExportQuerySchema = z.object(filterFields).refine(periodInOrder, periodIssue);
export type AdminOrdersFilters = z.input<typeof adminOrdersExportQuerySchema>;

export const adminOrderListItemSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  createdAt: timestamp(),
  status: z.enum(ORDER_STATUSES),
  /** The customer's name (`Client inconnu` once the account is gone) and e-mail. */
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  businessId: z.uuid().nullable(),
  businessName: z.string(),
  grandTotal: gnf(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  driverName: z.string().nullable(),
});

export const adminOrderListSchema = pageOf(adminOrderListItemSchema);
/** The whole filtered list, at most ADMIN_EXPORT_MAX rows; `total` says how many matched. */
export const adminOrderExportSchema = z.object({ items: z.array(adminOrderListItemSchema), total: z.number().int() });

const adminTimelineEntrySchema = z.object({
  id: z.uuid(),
  status: z.enum(ORDER_STATUSES),
  previousStatus: z.enum(ORDER_STATUSES).nullable(),
  note: z.string().nullable(),
  createdAt: timestamp(),
  /** Who set it (null: the system, or an account since deleted). */
  changedBy: z.object({ name: z.string(), role: z.string().nullable() }).nullable(),
});

/** The order as the customer sees it, plus who the customer is, the driver's id and who made each change. */
export const adminOrderDetailSchema = orderDetailSchema.extend({
  customer: z.object({
    id: z.uuid().nullable(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  driverId: z.uuid().nullable(),
  timeline: z.array(adminTimelineEntrySchema),
});
export const adminOrderResponseSchema = z.object({ order: adminOrderDetailSchema });

/** A driver the admin may give the order to: active, approved, with an account (service drivers: of its business). */
export const adminDriverChoiceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string(),
  avatarUrl: z.string().nullable(),
  driverType: z.enum(DRIVER_TYPES),
  businessName: z.string().nullable(),
  vehicleType: z.string(),
  vehiclePlate: z.string().nullable(),
  isVerified: z.boolean(),
  /** An active work session. */
  onDuty: z.boolean(),
  /** Deliveries under way right now (orders assigned and not delivered nor cancelled). */
  activeDeliveries: z.number().int(),
});
export const adminDriverChoicesSchema = z.object({ drivers: z.array(adminDriverChoiceSchema) });

export type AdminOrderListItem = z.infer<typeof adminOrderListItemSchema>;
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;
export type AdminOrderExport = z.infer<typeof adminOrderExportSchema>;
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export type AdminDriverChoice = z.infer<typeof adminDriverChoiceSchema>;
