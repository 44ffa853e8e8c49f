import {
  emailStatusLabel,
  emailTypeLabel,
  EMAIL_TEST_TEXTS,
  ROLE_IDS,
  type EmailPayload,
  type EmailStatus,
  type EmailType,
  type OutboxMessageView,
  type OutboxPage,
  type OutboxSummary,
} from '@livra/shared';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { emailOutbox, userProfiles } from '@/db/schema/index';
import { queueEmail, renderStoredEmail } from '@/email/outbox';
import type { Deps } from '@/http/context';
import { badRequest, notFound } from '@/lib/errors';

export const MISSING_RECIPIENT = 'Destinataire manquant : indiquez « to » ou « user_email »';
export const NO_ADMIN_RECIPIENT = 'Aucun administrateur actif à prévenir : indiquez « to »';
export const EMAIL_NOT_FOUND = EMAIL_TEST_TEXTS.messageNotFound;

export type SendBody<T extends EmailType> = EmailPayload<T> & { to?: string };

/** Admin notifications go to every active admin unless the caller names a recipient. */
async function activeAdminAddresses(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: userProfiles.email })
    .from(userProfiles)
    .where(and(eq(userProfiles.roleId, ROLE_IDS.admin), eq(userProfiles.isActive, true)));
  return rows.map((row) => row.email);
}

async function recipientOf<T extends EmailType>(db: Db, type: T, body: SendBody<T>): Promise<string> {
  if (body.to) return body.to;
  if (type === 'admin-notification') {
    const admins = await activeAdminAddresses(db);
    if (admins.length === 0) throw badRequest(NO_ADMIN_RECIPIENT, 'missing_recipient');
    return admins.join(', ');
  }
  const userEmail = (body as { user_email?: string }).user_email;
  if (!userEmail) throw badRequest(MISSING_RECIPIENT, 'missing_recipient');
  return userEmail;
}

/**
 * `POST /api/emails/{type}`: queues one e-mail through the outbox. With an Idempotency-Key,
 * a retried call answers the message already queued instead of sending a second one.
 */
export async function sendEmail<T extends EmailType>(deps: Deps, type: T, body: SendBody<T>, idempotencyKey?: string) {
  const { to: _to, ...payload } = body;
  const to = await recipientOf(deps.db, type, body);
  const { id } = await queueEmail(deps.db, deps.config, {
    template: type,
    to,
    payload: payload as never,
    dedupeKey: idempotencyKey ? `api:${type}:${idempotencyKey}` : undefined,
  });
  const [row] = await deps.db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, id));
  return { id, status: row.status as EmailStatus };
}

const summaryColumns = {
  id: emailOutbox.id,
  template: emailOutbox.template,
  to: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  testSentBy: emailOutbox.testSentBy,
  nextAttemptAt: emailOutbox.nextAttemptAt,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof emailOutbox.$inferSelect)[K extends 'to' ? 'toAddress' : K];
};

function toSummary({ testSentBy, ...row }: SummaryRow): OutboxSummary {
  return {
    ...row,
    templateLabel: emailTypeLabel(row.template),
    status: row.status as EmailStatus,
    statusLabel: emailStatusLabel(row.status),
    isTest: testSentBy !== null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export interface OutboxFilter {
  status?: EmailStatus;
  template?: string;
  /** Part of the recipient's address, any case. */
  recipient?: string;
}

/** `%` and `_` typed by the admin are searched as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function outboxCondition(filter: OutboxFilter): SQL | undefined {
  return and(
    filter.status ? eq(emailOutbox.status, filter.status) : undefined,
    filter.template ? eq(emailOutbox.template, filter.template) : undefined,
    filter.recipient ? ilike(emailOutbox.toAddress, `%${likeEscaped(filter.recipient.toLowerCase())}%`) : undefined,
  );
}

/** Every e-mail the platform sent, kept or failed to send, newest first, one page, filtered. */
export async function listOutbox(db: Db, filter: OutboxFilter, page: number, pageSize: number): Promise<OutboxPage> {
  const where = outboxCondition(filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(emailOutbox).where(where),
  ]);
  return { items: rows.map(toSummary), total: Number(total), page, pageSize };
}

/** One message as it was (or will be) sent: admins read kept mail here, rendered on first read if it was not yet. */
export async function getOutboxMessage(deps: Pick<Deps, 'db' | 'config'>, id: string): Promise<OutboxMessageView> {
  const [row] = await deps.db
    .select({
      ...summaryColumns,
      html: emailOutbox.html,
      text: emailOutbox.text,
      payload: emailOutbox.payload,
      locale: emailOutbox.locale,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  if (!row) throw notFound(EMAIL_NOT_FOUND, 'email_not_found');
  const { html: _html, text: _text, payload, locale: _locale, ...summary } = row;
  const { html, text } = await renderStoredEmail(deps.db, deps.config, row);
  return { ...toSummary(summary), html, text, payload };
}
