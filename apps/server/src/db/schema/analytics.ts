import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { money, tz } from './columns';

/**
 * The analytics rollup (docs/benchmarks.md, "Analytics"): the figures of each *closed* calendar
 * month (in Guinea), computed once from `orders` and read by the analytics page instead of
 * scanning a long history on every load. The current month is always read live.
 *
 * A trigger on `orders` (migration `analytics_rollup`) marks a stored month dirty when an order
 * of that month is written (a late status change, a correction, a deleted account or business),
 * and the next load computes that month again. Orders of the current month touch no stored row,
 * so placing an order never waits on this table.
 */
export const analyticsMonths = pgTable('analytics_months', {
  /** The 1st of the month. */
  month: date('month', { mode: 'string' }).primaryKey(),
  dirty: boolean('dirty').notNull().default(true),
  /** Distinct customers who placed an order in the month. */
  activeUsers: integer('active_users').notNull().default(0),
  /** Distinct drivers who delivered an order placed in the month. */
  activeDrivers: integer('active_drivers').notNull().default(0),
  computedAt: tz('computed_at'),
});

/**
 * One line of a month's figures: `kind` status (key: the status; paid and amount: completed
 * payments and their revenue), business (key: its id; amount: revenue) or driver (key: its id;
 * orders: deliveries; amount: delivery fees of the paid ones).
 */
export const analyticsMonthFigures = pgTable(
  'analytics_month_figures',
  {
    month: date('month', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    orders: integer('orders').notNull(),
    paid: integer('paid').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.kind, t.key] }),
    foreignKey({ columns: [t.month], foreignColumns: [analyticsMonths.month] }).onDelete('cascade'),
    check('analytics_month_figures_kind_check', sql`${t.kind} in ('status', 'business', 'driver')`),
  ],
);
