import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tz } from './columns';

/**
 * Hits per limit key (e.g. `signIn:ip:203.0.113.7`) per fixed time window, shared by every
 * instance and kept across restarts (lib/rate-limit.ts). A row matters until the end of the
 * next window, which still weighs it (`expires_at`); later it is deleted.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: tz('window_start').notNull(),
    expiresAt: tz('expires_at').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limits_expires_at_idx').on(table.expiresAt),
  ],
);
