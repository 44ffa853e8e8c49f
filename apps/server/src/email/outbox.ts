import { DEFAULT_LOCALE, isLocale, required, type EmailPayloadInput, type Locale } from '@livra/shared';
import { emailTexts } from '@livra/shared/email-texts';
import { and, eq, isNull } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Config } from '@/config';
import { notify, type Db, type Tx } from '@/db/client';
import { PREPARED } from '@/db/prepared';
import { emailOutbox, userProfiles, type EmailOutboxMessage } from '@/db/schema/index';
import { renderEmail, type RenderedEmail } from './render';
import { EMAIL_TEMPLATES, type TemplateName } from './templates/index';

/** NOTIFY channel that wakes the outbox workers of every instance. */
export const OUTBOX_CHANNEL = 'email_outbox';

export interface OutboxMessage<T extends TemplateName> {
  template: T;
  to: string;
  payload: EmailPayloadInput<T>;
  /** Same key, same message: a retried request never queues a second copy. */
  dedupeKey?: string;
  /** The admin sending it from the « Test d'Emails » page: it joins their test history. */
  testSentBy?: string;
  /** The language to write in; by default the recipient's stored one (French for an address with no account). */
  locale?: Locale;
  /**
   * Store the subject only and leave HTML and text to `renderStoredEmail`, after commit: the
   * worker renders them before sending, the admin's reader when first opened. For mail queued
   * on busy paths (orders), where React rendering inside the transaction costs each request
   * milliseconds of CPU.
   */
  renderLater?: boolean;
}

/**
 * Queues an e-mail in the caller's transaction, so it exists exactly when the change that
 * causes it commits. Subject, HTML and text are rendered now (or later, with `renderLater`):
 * admins read the exact mail even when no SMTP server is configured (the message is then
 * `kept`, never sent).
 */
export async function enqueueEmail<T extends TemplateName>(
  db: Db | Tx,
  config: Config,
  message: OutboxMessage<T>,
): Promise<void> {
  await queueEmail(db, config, message);
}

/** `enqueueEmail` that also tells which row holds the message (the existing one for a repeated key). */
export async function queueEmail<T extends TemplateName>(
  db: Db | Tx,
  config: Config,
  message: OutboxMessage<T>,
): Promise<{ id: string; created: boolean }> {
  const locale = message.locale ?? (await recipientLocale(db, message.to));
  const payload = parsedPayload(message);
  const rendered = message.renderLater
    ? undefined
    : await renderEmail(message.template, payload as never, { appUrl: config.appUrl, locale });
  const email = outboxRow(config, message, locale, payload, rendered);
  const [row] = await insertOutboxRow(db, email.row)
    .returning({ id: emailOutbox.id })
    .prepare(PREPARED.insertEmail)
    .execute();
  if (!row) {
    // Only a dedupe key can conflict (NULL keys never do), so a missing row means there is one.
    const dedupeKey = required(message.dedupeKey, "clé de dédoublonnage de l'e-mail");
    const [existing] = await db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, dedupeKey));
    // Cannot happen: the conflicting row committed before ON CONFLICT gave way to it.
    if (!existing) throw new Error(`E-mail ${dedupeKey} introuvable après conflit`);
    return { id: existing.id, created: false };
  }
  // Inside a transaction the NOTIFY is delivered on commit, when the row becomes visible.
  if (email.wakesWorker) await notify(db, OUTBOX_CHANNEL, '');
  return { id: row.id, created: true };
}

// Callers are our own services: an invalid payload is a bug, so let it throw.
const parsedPayload = <T extends TemplateName>(message: OutboxMessage<T>) =>
  EMAIL_TEMPLATES[message.template].schema.parse(message.payload);

/**
 * The outbox row of a message, its HTML and text rendered (or null, to render after commit),
 * and whether a worker must be woken for it (a NOTIFY on `OUTBOX_CHANNEL` once it is stored).
 */
function outboxRow<T extends TemplateName>(
  config: Config,
  message: OutboxMessage<T>,
  locale: Locale,
  payload: ReturnType<typeof parsedPayload<T>>,
  rendered: Pick<RenderedEmail, 'html' | 'text'> | undefined,
) {
  const status = config.smtpUrl ? 'pending' : 'kept';
  const row = {
    template: message.template,
    toAddress: message.to,
    subject: EMAIL_TEMPLATES[message.template].subject(payload as never, emailTexts(locale)),
    payload: payload as Record<string, unknown>,
    locale,
    html: rendered?.html ?? null,
    text: rendered?.text ?? null,
    status,
    dedupeKey: message.dedupeKey ?? null,
    testSentBy: message.testSentBy ?? null,
  } satisfies typeof emailOutbox.$inferInsert;
  return { row, wakesWorker: status === 'pending' };
}

/** The insert of an outbox row; a row whose dedupe key is already queued is left out. */
export const insertOutboxRow = (db: Db | Tx, row: PgInsertValue<typeof emailOutbox>) =>
  db.insert(emailOutbox).values(row).onConflictDoNothing({ target: emailOutbox.dedupeKey });

/**
 * The row of a message to render after commit (`renderLater`), for a caller that writes it in a
 * statement of its own with `insertOutboxRow` (placing an order writes everything in one).
 */
export function laterEmailRow<T extends TemplateName>(config: Config, message: OutboxMessage<T> & { locale: Locale }) {
  return outboxRow(config, message, message.locale, parsedPayload(message), undefined);
}

/** The language stored on the profile of the account with this address (docs/decisions/009-languages.md). */
async function recipientLocale(db: Db | Tx, address: string): Promise<Locale> {
  const [row] = await db
    .select({ locale: userProfiles.locale })
    .from(userProfiles)
    .where(eq(userProfiles.email, address.trim().toLowerCase()))
    .limit(1);
  return isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
}

/**
 * HTML and text of a stored message, rendered now from its template, payload and language if
 * it was queued with `renderLater`, and kept on the row: the mail stays the same however
 * often it is read or retried. The subject was stored when queued.
 */
export async function renderStoredEmail(
  db: Db,
  config: Config,
  message: Pick<EmailOutboxMessage, 'id' | 'template' | 'payload' | 'locale' | 'html' | 'text'>,
): Promise<Pick<RenderedEmail, 'html' | 'text'>> {
  if (message.html !== null) return { html: message.html, text: message.text ?? '' };
  const template = message.template as TemplateName;
  if (!(template in EMAIL_TEMPLATES)) throw new Error(`Modèle d'e-mail inconnu : ${message.template}`);
  const payload = EMAIL_TEMPLATES[template].schema.parse(message.payload);
  const locale = isLocale(message.locale) ? message.locale : DEFAULT_LOCALE;
  const { html, text } = await renderEmail(template, payload as never, { appUrl: config.appUrl, locale });
  // Two readers may render at once: both made the same mail, the first one stored stays.
  await db
    .update(emailOutbox)
    .set({ html, text })
    .where(and(eq(emailOutbox.id, message.id), isNull(emailOutbox.html)));
  return { html, text };
}
