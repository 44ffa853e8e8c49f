import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, tz } from './columns';

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: id(),
  /** Stored lower-case. */
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
  unsubscribedAt: tz('unsubscribed_at'),
});

export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
