import {
  EMAIL_TEST_HISTORY_MAX,
  EMAIL_TEST_RESULT_LABELS,
  EMAIL_TYPE_LABELS,
  emailStatusLabel,
  emailTestMessageOf,
  emailTestResultOf,
  EMAIL_TEST_TEXTS,
  sampleEmailPayload,
  type EmailStatus,
  type EmailTestHistoryEntry,
  type TestEmailType,
} from '@livra/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { emailOutbox } from '@/db/schema/index';
import { queueEmail } from '@/email/outbox';
import type { Deps } from '@/http/context';
import { recordAudit } from '@/lib/audit';

export interface EmailTestInput {
  type: TestEmailType;
  recipientEmail: string;
  recipientName: string;
}

const historyColumns = {
  id: emailOutbox.id,
  template: emailOutbox.template,
  to: emailOutbox.toAddress,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
};

type HistoryRow = {
  id: string;
  template: string;
  to: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
};

function toHistoryEntry(row: HistoryRow): EmailTestHistoryEntry {
  const type = row.template as TestEmailType;
  const status = row.status as EmailStatus;
  const typeLabel = EMAIL_TYPE_LABELS[type];
  const result = emailTestResultOf(status);
  return {
    id: row.id,
    type,
    typeLabel,
    to: row.to,
    status,
    statusLabel: emailStatusLabel(status),
    result,
    resultLabel: EMAIL_TEST_RESULT_LABELS[result],
    message: emailTestMessageOf({ ...row, status, typeLabel }),
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
  };
}

const historyOf = (adminId: string) => and(eq(emailOutbox.testSentBy, adminId), isNull(emailOutbox.testClearedAt));

/**
 * Sends the sample of one type to the chosen recipient, through the outbox like any mail (the
 * worker sends it, or it is kept when there is no SMTP). The admin's history is their test rows.
 */
export async function sendTestEmail(
  deps: Deps,
  adminId: string,
  input: EmailTestInput,
): Promise<{ entry: EmailTestHistoryEntry; message: string }> {
  const { type, recipientEmail, recipientName } = input;
  const { to: _to, ...payload } = sampleEmailPayload(type, recipientEmail, recipientName, deps.clock()) as Record<
    string,
    unknown
  >;
  const entry = await deps.db.transaction(async (tx) => {
    const { id } = await queueEmail(tx, deps.config, {
      template: type,
      to: recipientEmail,
      payload: payload as never,
      testSentBy: adminId,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'email.test_send',
      entity: 'email',
      entityId: id,
      after: { template: type, to: recipientEmail },
      details: { recipientName },
    });
    const [row] = await tx.select(historyColumns).from(emailOutbox).where(eq(emailOutbox.id, id));
    return toHistoryEntry(row);
  });
  return { entry, message: EMAIL_TEST_TEXTS.queued(entry.typeLabel, recipientEmail) };
}

/** The admin's recent test sends, newest first, with each one's outbox status as it is now. */
export async function testHistory(db: Db, adminId: string): Promise<{ items: EmailTestHistoryEntry[] }> {
  const rows = await db
    .select(historyColumns)
    .from(emailOutbox)
    .where(historyOf(adminId))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(EMAIL_TEST_HISTORY_MAX);
  return { items: rows.map(toHistoryEntry) };
}

/** « Effacer les résultats »: empties the admin's history; the messages stay in the outbox. */
export async function clearTestHistory(deps: Deps, adminId: string): Promise<{ cleared: number; message: string }> {
  const now = deps.clock();
  const cleared = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(emailOutbox)
      .set({ testClearedAt: now })
      .where(historyOf(adminId))
      .returning({ id: emailOutbox.id });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'email.test_history_clear',
      entity: 'email_test_history',
      entityId: adminId,
      details: { cleared: rows.length },
    });
    return rows.length;
  });
  return { cleared, message: EMAIL_TEST_TEXTS.cleared };
}
