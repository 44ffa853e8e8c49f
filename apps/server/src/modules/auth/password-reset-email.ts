import { roleFromId } from '@livra/shared';
import { eq } from 'drizzle-orm';
import { RESET_TOKEN_TTL_SECONDS, type ResetPasswordRequest } from '@/auth/better-auth';
import type { Config } from '@/config';
import type { Db } from '@/db/client';
import { userProfiles } from '@/db/schema/index';
import { enqueueEmail } from '@/email/outbox';

/**
 * better-auth asks us to mail a reset link: queue the French e-mail of spec 01 §7 with a
 * link to our own page (`/reset-password?token=…` or the driver's), valid 24 hours.
 */
export async function queuePasswordResetEmail(db: Db, config: Config, request: ResetPasswordRequest): Promise<void> {
  const [profile] = await db
    .select({ roleId: userProfiles.roleId, name: userProfiles.name })
    .from(userProfiles)
    .where(eq(userProfiles.id, request.user.id));
  const { user, token } = request;
  await enqueueEmail(db, config, {
    template: 'password-reset',
    to: user.email,
    payload: {
      user_email: user.email,
      user_name: profile?.name || user.name || user.email,
      user_type: roleFromId(profile?.roleId),
      reset_token: token,
      reset_url: resetPageUrl(request, config),
      expires_at: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000).toISOString(),
    },
    // better-auth may call twice for one request on a retry; one token, one e-mail.
    dedupeKey: `password-reset:${token}`,
  });
}

/**
 * better-auth's link points at its own endpoint with our page in `callbackURL`; the mail
 * links straight to that page. A page on an origin we do not trust is never linked.
 */
export function resetPageUrl({ url, token }: Pick<ResetPasswordRequest, 'url' | 'token'>, config: Config): string {
  try {
    const callback = new URL(url).searchParams.get('callbackURL');
    if (callback) {
      const page = new URL(callback, config.appUrl);
      if ([config.appUrl, ...config.trustedOrigins].some((origin) => originOf(origin) === page.origin)) {
        page.searchParams.set('token', token);
        return page.toString();
      }
    }
  } catch {
    // A malformed link falls back to the customer page below.
  }
  return `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
