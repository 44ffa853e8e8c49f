import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { emailOutbox, type EmailOutboxMessage } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { logger } from '@/lib/logger';
import { OUTBOX_CHANNEL, renderStoredEmail } from './outbox';
import { createSmtpTransport, describeSendError, messageIdFor, type MailTransport } from './transport';

export interface OutboxWorkerOptions {
  /** Safety net besides NOTIFY: due retries and messages of other instances are found by polling. */
  pollIntervalMs?: number;
  /** First retry delay; each failure doubles it, up to `backoffMaxMs`. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** How long a claimed message is ours; after that another worker may retry it (crash safety). */
  leaseMs?: number;
  batchSize?: number;
  /** After this many failed attempts the message is `failed` and no longer retried. */
  maxAttempts?: number;
  /** Replaces the SMTP transport (tests). */
  transport?: MailTransport;
}

export interface OutboxWorker {
  stop(): Promise<void>;
  /** Sends everything due now, then resolves (tests). */
  drain(): Promise<void>;
}

export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

const seconds = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Sends the outbox with nodemailer. Without SMTP_URL it does nothing: mail stays `kept` in
 * the database for admins to read. Each message is claimed by one short UPDATE (no
 * transaction is held while talking to SMTP: PGlite has a single connection), sent, then
 * marked sent; a failure puts it back to `pending` with exponential back-off.
 */
export function startOutboxWorker(deps: Deps, options: OutboxWorkerOptions = {}): OutboxWorker {
  const { config, database, db } = deps;
  const configured = options.transport ?? (config.smtpUrl ? createSmtpTransport(config.smtpUrl) : undefined);
  if (!configured) {
    return { stop: async () => undefined, drain: async () => undefined };
  }
  const transport: MailTransport = configured; // for the functions below, which TypeScript does not narrow into
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const backoffBaseMs = options.backoffBaseMs ?? 5_000;
  const backoffMaxMs = options.backoffMaxMs ?? 10 * 60_000;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? 50;

  let stopped = false;
  let wakeQueued = false;
  // Runs are chained so one worker never sends two batches at once.
  let chain: Promise<void> = Promise.resolve();

  /** Claims due messages, including `sending` ones whose lease ran out (their worker died). */
  async function claim(): Promise<EmailOutboxMessage[]> {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(inArray(emailOutbox.status, ['pending', 'sending']), lte(emailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(emailOutbox.createdAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: seconds(leaseMs) })
      .where(inArray(emailOutbox.id, due))
      .returning();
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  /** Only the worker holding this attempt may write its outcome. */
  const stillOurs = (message: EmailOutboxMessage) =>
    and(eq(emailOutbox.id, message.id), eq(emailOutbox.status, 'sending'), eq(emailOutbox.attempts, message.attempts));

  async function send(message: EmailOutboxMessage): Promise<boolean> {
    // Renew the lease right before sending, so a long batch never lets another worker take it.
    const renewed = await db
      .update(emailOutbox)
      .set({ nextAttemptAt: seconds(leaseMs) })
      .where(stillOurs(message))
      .returning({ id: emailOutbox.id });
    if (renewed.length === 0) return false;
    try {
      // Mail queued with `renderLater` is rendered here, after the change that caused it committed.
      const { html, text } = await renderStoredEmail(db, config, message);
      await transport.sendMail({
        from: config.mailFrom,
        to: message.toAddress,
        subject: message.subject,
        html: html || undefined,
        text: text || undefined,
        messageId: messageIdFor(message.id, config.mailFrom),
      });
    } catch (error) {
      const lastError = describeSendError(error);
      const givenUp = message.attempts >= maxAttempts;
      await db
        .update(emailOutbox)
        .set({
          status: givenUp ? 'failed' : 'pending',
          nextAttemptAt: seconds(retryDelayMs(message.attempts, backoffBaseMs, backoffMaxMs)),
          lastError,
        })
        .where(stillOurs(message));
      logger.warn(
        `E-mail ${message.id} non envoyé (tentative ${message.attempts}${givenUp ? ', abandon' : ''}): ${lastError}`,
      );
      return false;
    }
    await db.update(emailOutbox).set({ status: 'sent', sentAt: sql`now()`, lastError: null }).where(stillOurs(message));
    return true;
  }

  /** Batches until nothing is due, or until a whole batch failed (SMTP is down: wait for the back-off). */
  async function processDue(): Promise<void> {
    for (;;) {
      const batch = await claim();
      let sent = 0;
      for (const message of batch) if (await send(message)) sent++;
      if (batch.length < batchSize || sent === 0) return;
    }
  }

  /** Queues a run after the current one; the returned promise rejects if that run fails. */
  function schedule(run: () => Promise<void>): Promise<void> {
    const next = chain.then(run);
    chain = next.catch((error) => logger.error("Erreur du worker d'e-mails", error));
    return next;
  }

  /** Timer ticks and NOTIFYs coalesce: one run waiting is enough. */
  function wake() {
    if (stopped || wakeQueued) return;
    wakeQueued = true;
    void schedule(async () => {
      wakeQueued = false;
      if (!stopped) await processDue();
    }).catch(() => undefined);
  }

  const timer = setInterval(wake, pollIntervalMs);
  timer.unref();
  const unlisten = database.listen(OUTBOX_CHANNEL, wake).catch((error) => {
    logger.error("Écoute de l'outbox impossible : envoi au rythme du minuteur", error);
    return undefined;
  });
  wake();

  return {
    drain: () => schedule(processDue),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await (await unlisten)?.();
      await chain;
      transport.close();
    },
  };
}
