import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, money, tz } from './columns';

/**
 * The platform's general settings (System page): one row, id 1. Read by the services that
 * create businesses (default delivery fee and time) and by the backup task (frequency).
 * Absent until an admin first saves: the defaults of `DEFAULT_PLATFORM_SETTINGS` apply.
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    platformName: text('platform_name').notNull(),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    defaultDeliveryFee: money('default_delivery_fee').notNull(),
    defaultDeliveryTime: text('default_delivery_time').notNull(),
    /** hourly, daily, weekly or monthly */
    backupFrequency: text('backup_frequency').notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('platform_settings_single_row', sql`${t.id} = 1`),
    check('platform_settings_fee_check', sql`${t.defaultDeliveryFee} >= 0`),
  ],
);

/**
 * One row per refused sign-in (wrong e-mail or password): the e-mail tried and when, nothing
 * else. The System page counts the last 24 h; rows older than a week are deleted by the system task.
 */
export const failedSignIns = pgTable(
  'failed_sign_ins',
  {
    id: id(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('failed_sign_ins_created_at_idx').on(t.createdAt)],
);

/** Each running server instance stamps its row every minute: the page lists those seen lately. */
export const serverInstances = pgTable('server_instances', {
  id: text('id').primaryKey(),
  hostname: text('hostname').notNull(),
  pid: integer('pid').notNull(),
  version: text('version').notNull(),
  startedAt: tz('started_at').notNull(),
  lastSeenAt: tz('last_seen_at').notNull(),
});
