import { MESSAGES, type AccountNoticeKind, type Locale } from '@livra/shared';
import { createEmailVerificationToken, isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { VERIFY_TOKEN_TTL_SECONDS, type VerificationEmailRequest } from '@/auth/better-auth';
import type { Config } from '@/config';
import type { Db, Tx } from '@/db/client';
import { userProfiles, users } from '@/db/schema/index';
import { enqueueEmail } from '@/email/outbox';
import type { Deps } from '@/http/context';
import { AppError, badRequest, conflict } from '@/lib/errors';

/**
 * E-mail ownership (issue 9). Sign-up mails a confirmation link; until it is followed the
 * account may shop and order (cash on delivery) but nothing is attached to it by its address.
 */

/** better-auth's signed token for this account's address (bound to the account's id). */
export async function verificationToken(deps: Deps, user: { id: string; email: string }): Promise<string> {
  const { secret } = await deps.auth.$context;
  return createEmailVerificationToken(secret, user.email, undefined, VERIFY_TOKEN_TTL_SECONDS, { userId: user.id });
}

export async function queueVerificationEmail(db: Db | Tx, config: Config, { user, token }: VerificationEmailRequest) {
  const verifyUrl = new URL('/verify-email', config.appUrl);
  verifyUrl.searchParams.set('token', token);
  await enqueueEmail(db, config, {
    template: 'email-verification',
    to: user.email,
    payload: {
      user_email: user.email,
      user_name: user.name || user.email,
      verify_url: verifyUrl.toString(),
      expires_at: new Date(Date.now() + VERIFY_TOKEN_TTL_SECONDS * 1000).toISOString(),
    },
  });
}

/** Tells the owner of an address what a neutral public answer could not say. */
export async function queueAccountNotice(
  db: Db | Tx,
  config: Config,
  notice: { email: string; kind: AccountNoticeKind; name?: string; businessName?: string; locale?: Locale },
) {
  await enqueueEmail(db, config, {
    template: 'account-notice',
    to: notice.email,
    // Given for an applicant (the language they applied in); else the account's, if any.
    locale: notice.locale,
    payload: {
      user_email: notice.email,
      user_name: notice.name,
      kind: notice.kind,
      business_name: notice.businessName,
      attempted_at: new Date().toISOString(),
    },
  });
}

/** The account's address is proven: better-auth's flag, and the profile's `is_verified` the admins see. */
export async function markEmailProven(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    await tx.update(userProfiles).set({ isVerified: true }).where(eq(userProfiles.id, userId));
  });
}

export async function verifyEmail(deps: Deps, token: string) {
  try {
    await deps.auth.api.verifyEmail({ query: { token } });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    throw badRequest(MESSAGES.verificationLinkInvalid, 'verification_link_invalid');
  }
}

/** A new link for the signed-in account (the banner's "renvoyer"). */
export async function resendVerification(deps: Deps, headers: Headers, email: string) {
  try {
    await deps.auth.api.sendVerificationEmail({ body: { email }, headers });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    if (error.body?.code === 'EMAIL_ALREADY_VERIFIED')
      throw conflict(MESSAGES.emailAlreadyVerified, 'email_already_verified');
    throw new AppError(400, 'verification_failed', MESSAGES.verificationLinkInvalid);
  }
}
