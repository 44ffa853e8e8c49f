import { adminPageQuery } from './admin-lists';
import {
  EMAIL_STATUS_LABELS,
  EMAIL_STATUSES,
  EMAIL_TYPE_LABELS,
  EMAIL_TYPES,
  type EmailStatus,
  type EmailType,
} from './emails';
import { MESSAGES } from './messages';
import { EMAIL_TEST_TEXTS } from './email-test-texts';
import { pageOf, timestamp, z } from './zod';

/**
 * The admin « Test d'Emails » page (spec 02 §2) and its outbox reader. The sample payloads it
 * shows and sends are `sampleEmailPayload` (emails.ts): one per type, the spec's sample figures.
 */

/** Spec 02 §7: the nine e-mail types of the test tool, in the spec's order. */
export const TEST_EMAIL_TYPES = [
  'request-confirmation',
  'admin-notification',
  'request-approval',
  'account-credentials',
  'password-reset',
  'order-confirmation',
  'order-status-update',
  'request-rejection',
  'payment-reminder',
] as const satisfies readonly EmailType[];
export type TestEmailType = (typeof TEST_EMAIL_TYPES)[number];

const recipientRequired = MESSAGES.emailTestMissing;

/** `POST /api/emails/test`: both recipient fields are required, with the spec's one message. */
export const emailTestSendSchema = z.object({
  type: z.enum(TEST_EMAIL_TYPES, { error: EMAIL_TEST_TEXTS.typeInvalid }),
  recipientEmail: z
    .string({ error: recipientRequired })
    .trim()
    .toLowerCase()
    .min(1, recipientRequired)
    .max(254, MESSAGES.emailInvalid)
    .pipe(z.email({ error: MESSAGES.emailInvalid })),
  recipientName: z
    .string({ error: recipientRequired })
    .trim()
    .min(1, recipientRequired)
    .max(200, 'Ce champ ne doit pas dépasser 200 caractères'),
});
export type EmailTestSend = z.input<typeof emailTestSendSchema>;

/** What the history says of a test: the outbox status, read as the spec's Succès or Échec. */
export const EMAIL_TEST_RESULTS = ['success', 'failure', 'pending'] as const;
export type EmailTestResult = (typeof EMAIL_TEST_RESULTS)[number];
export const EMAIL_TEST_RESULT_LABELS: Record<EmailTestResult, string> = {
  success: MESSAGES.emailTestSuccess,
  failure: MESSAGES.emailTestFailure,
  pending: EMAIL_TEST_TEXTS.pending,
};

/**
 * `sent` is a success; so is `kept` (no SMTP on this install: the mail was built and is
 * readable in the outbox, which is all this install can do). `failed` is the worker giving up.
 */
export function emailTestResultOf(status: EmailStatus): EmailTestResult {
  if (status === 'sent' || status === 'kept') return 'success';
  if (status === 'failed') return 'failure';
  return 'pending';
}

/** The history line's message, from the outbox row as it is now. */
export function emailTestMessageOf(row: {
  status: EmailStatus;
  to: string;
  attempts: number;
  lastError: string | null;
  typeLabel: string;
}): string {
  switch (row.status) {
    case 'sent':
      return EMAIL_TEST_TEXTS.delivered(row.to);
    case 'kept':
      return EMAIL_TEST_TEXTS.kept(row.to);
    case 'failed':
      return EMAIL_TEST_TEXTS.failed(row.attempts, row.lastError ?? 'erreur inconnue');
    default:
      return row.lastError
        ? EMAIL_TEST_TEXTS.retrying(row.attempts, row.lastError)
        : EMAIL_TEST_TEXTS.queued(row.typeLabel, row.to);
  }
}

export const emailTestHistoryEntrySchema = z.object({
  /** The outbox message's id: the reader opens it. */
  id: z.uuid(),
  type: z.enum(TEST_EMAIL_TYPES),
  typeLabel: z.string(),
  to: z.string(),
  status: z.enum(EMAIL_STATUSES),
  statusLabel: z.string(),
  result: z.enum(EMAIL_TEST_RESULTS),
  resultLabel: z.string(),
  message: z.string(),
  attempts: z.number().int(),
  createdAt: timestamp(),
});
export type EmailTestHistoryEntry = z.infer<typeof emailTestHistoryEntrySchema>;
export const emailTestHistorySchema = z.object({ items: z.array(emailTestHistoryEntrySchema) });
export const emailTestClearedSchema = z.object({ cleared: z.number().int(), message: z.string() });

/** An admin sees their last 50 tests; older ones stay in the outbox. */
export const EMAIL_TEST_HISTORY_MAX = 50;

// --- The outbox reader ---

const emptyIsNone = (value: unknown) => (value === '' || value === 'all' ? undefined : value);

/** `GET /api/emails/outbox?status=&template=&recipient=&page=&pageSize=` */
export const outboxQuerySchema = z.object({
  status: z.preprocess(emptyIsNone, z.enum(EMAIL_STATUSES, { error: EMAIL_TEST_TEXTS.statusInvalid }).optional()),
  template: z.preprocess(emptyIsNone, z.enum(EMAIL_TYPES, { error: EMAIL_TEST_TEXTS.typeInvalid }).optional()),
  /** Part of the recipient's address, any case. */
  recipient: z.preprocess(emptyIsNone, z.string().trim().max(254, EMAIL_TEST_TEXTS.recipientTooLong).optional()),
  ...adminPageQuery,
});

export const outboxSummarySchema = z.object({
  id: z.uuid(),
  template: z.string(),
  templateLabel: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  statusLabel: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** Sent from the « Test d'Emails » page. */
  isTest: z.boolean(),
  nextAttemptAt: timestamp(),
  createdAt: timestamp(),
  sentAt: timestamp().nullable(),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;
export const outboxPageSchema = pageOf(outboxSummarySchema);
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const outboxMessageSchema = outboxSummarySchema.extend({
  html: z.string(),
  text: z.string(),
  payload: z.record(z.string(), z.unknown()),
});
export type OutboxMessageView = z.infer<typeof outboxMessageSchema>;

export const emailTypeLabel = (template: string) => EMAIL_TYPE_LABELS[template as EmailType] ?? template;
export const emailStatusLabel = (status: string) => EMAIL_STATUS_LABELS[status as EmailStatus] ?? status;
