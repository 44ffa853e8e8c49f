import nodemailer, { type Transporter } from 'nodemailer';

/** What the worker needs from a mail transport; nodemailer's SMTP transport, or a fake in tests. */
export type MailTransport = Pick<Transporter, 'sendMail' | 'close'>;

/**
 * SMTP transport from `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…`). The time-outs
 * keep one stuck server from holding a message longer than the worker's lease on it.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
}

/** A stable Message-ID on our domain, so a receiver can spot the rare duplicate after a crash. */
export function messageIdFor(id: string, mailFrom: string): string {
  const domain = /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'livra.gn';
  return `<${id}@${domain}>`;
}

/** The error as admins will read it in the outbox: code and message, never the SMTP URL. */
export function describeSendError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return (typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message).slice(0, 1000);
}
