import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, tz } from './columns';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** order_status, delivery_update, promotion, system, payment, reservation */
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** high, medium or low */
    priority: text('priority').notNull().default('medium'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    expiresAt: tz('expires_at'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('notifications_user_unread_idx')
      .on(t.userId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.isRead} = false`),
  ],
);

export type Notification = typeof notifications.$inferSelect;
