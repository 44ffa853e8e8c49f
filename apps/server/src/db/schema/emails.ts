import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, tz } from './columns';

/**
 * Outgoing e-mail, written in the same transaction as the change that causes it. The worker
 * sends `pending` rows whose `next_attempt_at` has passed; with no SMTP the row is `kept`.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** The recipient's language, fixed when queued: HTML and text may be rendered later in it. */
    locale: text('locale').notNull().default('fr'),
    /** Null until rendered: by the worker before sending, or when an admin first reads it (email/outbox.ts). */
    html: text('html'),
    text: text('text'),
    /** pending, sent, failed or kept */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    /** Set by the caller so that a retried request never enqueues the same message twice. */
    dedupeKey: text('dedupe_key').unique(),
    sentAt: tz('sent_at'),
    /** The admin who sent it from the « Test d'Emails » page; null for every real e-mail. */
    testSentBy: uuid('test_sent_by').references(() => users.id, { onDelete: 'set null' }),
    /** When that admin cleared it from their test history (the message itself stays in the outbox). */
    testClearedAt: tz('test_cleared_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_status_next_attempt_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('email_outbox_test_sent_by_idx').on(t.testSentBy, t.createdAt),
  ],
);

export type EmailOutboxMessage = typeof emailOutbox.$inferSelect;
