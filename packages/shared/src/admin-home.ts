import { PERIODS, DEFAULT_PERIOD } from './dates';
import { MESSAGES } from './messages';
import { ORDER_STATUSES } from './order-lifecycle';
import { ROLES } from './roles';
import { gnf, timestamp, z } from './zod';
import { CHECK_MESSAGES } from './messages-checks';

/** The admin home (spec 02 §2 "Admin dashboard", §3 "Admin statistics", issue 11). */

/** Quick search: a few results of each kind (spec 02 §9: quick search 5). */
export const ADMIN_QUICK_SEARCH_LIMIT = 5;
/** The latest orders on the home. */
export const ADMIN_LATEST_ORDERS_LIMIT = 10;

export const adminStatsQuerySchema = z.object({
  period: z.enum(PERIODS, { error: CHECK_MESSAGES.periodInvalid(PERIODS.join(', ')) }).default(DEFAULT_PERIOD),
});

/**
 * The eight figures of spec 02 §3. Users, businesses and drivers are counted whole (with the
 * period's newcomers beside them); orders and revenue (completed payments only) are the period's;
 * pending orders (pending, confirmed, preparing), active drivers and active businesses are now.
 */
export const adminStatsSchema = z.object({
  period: z.enum(PERIODS),
  periodStart: timestamp(),
  totalUsers: z.number().int(),
  totalBusinesses: z.number().int(),
  totalOrders: z.number().int(),
  totalDrivers: z.number().int(),
  totalRevenue: gnf(),
  pendingOrders: z.number().int(),
  activeDrivers: z.number().int(),
  activeBusinesses: z.number().int(),
  newUsers: z.number().int(),
  newBusinesses: z.number().int(),
  newDrivers: z.number().int(),
  /** Drivers with a work session open now. */
  driversOnDuty: z.number().int(),
  /** Partner and driver applications waiting for an answer. */
  pendingRequests: z.object({ partners: z.number().int(), drivers: z.number().int(), total: z.number().int() }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminQuickSearchQuerySchema = z.object({
  q: z
    .string({ error: MESSAGES.quickSearchEmpty })
    .trim()
    .min(1, MESSAGES.quickSearchEmpty)
    .max(100, CHECK_MESSAGES.fieldTooLong(100)),
});

export const adminQuickSearchSchema = z.object({
  users: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      email: z.string(),
      role: z.enum(ROLES),
      isActive: z.boolean(),
      profileImage: z.string().nullable(),
    }),
  ),
  businesses: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      address: z.string().nullable(),
      isActive: z.boolean(),
      logo: z.string().nullable(),
    }),
  ),
  drivers: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      phone: z.string(),
      isActive: z.boolean(),
      avatarUrl: z.string().nullable(),
    }),
  ),
});
export type AdminQuickSearch = z.infer<typeof adminQuickSearchSchema>;

export const adminLatestOrdersQuerySchema = z.object({
  status: z
    .preprocess(
      (value) => (value === '' || value === 'all' ? undefined : value),
      z.enum(ORDER_STATUSES, { error: MESSAGES.orderStatusInvalid }).optional(),
    )
    .optional(),
});

export const adminLatestOrderSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  customerName: z.string().nullable(),
  businessName: z.string(),
  grandTotal: gnf(),
  paymentStatus: z.string(),
  createdAt: timestamp(),
});
export type AdminLatestOrder = z.infer<typeof adminLatestOrderSchema>;
export const adminLatestOrdersSchema = z.object({ orders: z.array(adminLatestOrderSchema) });
