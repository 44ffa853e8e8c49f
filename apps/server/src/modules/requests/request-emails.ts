import type { EmailPayloadInput, Locale } from '@livra/shared';
import type { Tx } from '@/db/client';
import { enqueueEmail } from '@/email/outbox';
import type { Deps } from '@/http/context';
import { AppError } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { sendEmail } from '@/modules/emails/emails.service';

export type RequestEmailPayload = Omit<EmailPayloadInput<'request-confirmation'>, 'admin_dashboard_url'>;

/**
 * The two e-mails of a new application (spec 02 §7), the applicant's in the language they applied
 * in (the admins' in each admin's own), queued in the application's own
 * transaction: the applicant's confirmation and the admins' notification exist exactly when
 * the application does. Keys per request id, so nothing is ever queued twice for one request.
 */
export async function queueRequestEmails(tx: Tx, deps: Deps, payload: RequestEmailPayload, locale: Locale) {
  const full = { ...payload, admin_dashboard_url: `${deps.config.appUrl}/admin/requests` };
  await enqueueEmail(tx, deps.config, {
    template: 'request-confirmation',
    to: payload.user_email,
    // The applicant has no account yet: the language they applied in.
    locale,
    payload: full,
    dedupeKey: `request-confirmation:${payload.request_id}`,
  });
  try {
    // The e-mails module knows who the admins are (every active admin, one message).
    await sendEmail({ ...deps, db: tx }, 'admin-notification', full, `request:${payload.request_id}`);
  } catch (error) {
    // With no active admin there is nobody to tell; the application itself must not be lost.
    if (error instanceof AppError && error.code === 'missing_recipient') {
      logger.warn(`Demande ${payload.request_id} : aucun administrateur actif à prévenir`);
      return;
    }
    throw error;
  }
}
