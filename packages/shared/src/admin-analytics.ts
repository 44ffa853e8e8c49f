import { ANALYTICS_MESSAGES } from './messages-analytics';
import { ORDER_STATUSES } from './order-lifecycle';
import { gnf, timestamp, z } from './zod';

/** The admin analytics page (spec 02 §2 "Analytics and Reports", §3 "Analytics", §9). */

/** The windows the page offers, in calendar months ending with the current one; spec 02 §9: 6. */
export const ANALYTICS_MONTHS = [3, 6, 12] as const;
export type AnalyticsMonths = (typeof ANALYTICS_MONTHS)[number];
export const DEFAULT_ANALYTICS_MONTHS: AnalyticsMonths = 6;
/** Spec 02 §9: the top lists show 5 entries; the data is limited to 10. */
export const ANALYTICS_TOP_SHOWN = 5;
export const ANALYTICS_TOP_LIMIT = 10;

export const adminAnalyticsQuerySchema = z.object({
  months: z
    .enum(ANALYTICS_MONTHS.map(String) as ['3', '6', '12'], { error: ANALYTICS_MESSAGES.analyticsMonthsInvalid })
    .default(String(DEFAULT_ANALYTICS_MONTHS) as '6')
    .transform((value) => Number(value) as AnalyticsMonths),
});

/**
 * A figure of the current calendar month beside last month's, and the change in percent (one
 * decimal): null when last month was zero and this month is not (no base to divide by).
 */
const monthOverMonth = z.object({
  /**
   * Revenue and orders: over the whole window. Active users and drivers: the current month's
   * (distinct people do not add up across months).
   */
  total: z.number().int(),
  thisMonth: z.number().int(),
  lastMonth: z.number().int(),
  growth: z.number().nullable(),
});
export type MonthOverMonth = z.infer<typeof monthOverMonth>;

/** `YYYY-MM`, a calendar month in Guinea (Africa/Conakry, UTC+0). */
const month = () => z.string().regex(/^\d{4}-\d{2}$/);

export const adminAnalyticsSchema = z.object({
  months: z.number().int(),
  /** The first instant of the window (1st of the oldest month, midnight in Guinea). */
  periodStart: timestamp(),
  /** The server's time when the figures were read. */
  generatedAt: timestamp(),
  /**
   * The four cards. Revenue: completed payments (GNF). Orders: all placed. Active users:
   * customers who placed an order. Active drivers: drivers who delivered an order.
   */
  summary: z.object({
    revenue: monthOverMonth,
    orders: monthOverMonth,
    activeUsers: monthOverMonth,
    activeDrivers: monthOverMonth,
  }),
  /** One point per month of the window, empty months at zero; `orders`: the paid orders. */
  revenueByMonth: z.array(z.object({ month: month(), revenue: gnf(), orders: z.number().int() })),
  /** Every status, placed in the window. */
  ordersByStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), name: z.string(), count: z.number().int() })),
  /** New accounts per month. */
  userGrowth: z.array(z.object({ month: month(), count: z.number().int() })),
  /** Orders placed per month. */
  orderGrowth: z.array(z.object({ month: month(), count: z.number().int() })),
  /** By completed revenue, then orders (orders of every status in the window). */
  topBusinesses: z.array(z.object({ id: z.uuid(), name: z.string(), orders: z.number().int(), revenue: gnf() })),
  /** By delivered orders, then earnings (delivery fees of the delivered and paid ones). */
  topDrivers: z.array(z.object({ id: z.uuid(), name: z.string(), deliveries: z.number().int(), earnings: gnf() })),
  /** Counted now (spec 02 §3 stats block). */
  metrics: z.object({
    pendingOrders: z.number().int(),
    activeDrivers: z.number().int(),
    activeBusinesses: z.number().int(),
    totalBusinesses: z.number().int(),
  }),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

/** Change from `before` to `now` in percent, one decimal; 0 from 0 to 0, null from 0 to more. */
export function growthPercent(now: number, before: number): number | null {
  if (before === 0) return now === 0 ? 0 : null;
  return Math.round(((now - before) / before) * 1000) / 10;
}
