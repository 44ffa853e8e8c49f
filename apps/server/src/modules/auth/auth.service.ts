import { randomUUID } from 'node:crypto';
import {
  DEFAULT_LOCALE,
  MESSAGES,
  ROLE_IDS,
  isLocale,
  isRole,
  roleFromId,
  type SessionUser,
  type SignInInput,
  type SignUpInput,
} from '@livra/shared';
import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { sessionCookieOf } from '@/auth/session-cache';
import type { Db } from '@/db/client';
import { accounts, businesses, carts, drivers, roles, userProfiles, users } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { AppError, badRequest, forbidden, unauthorized } from '@/lib/errors';
import { enforceLimit } from '@/lib/limits';
import { logger } from '@/lib/logger';
import { isUniqueViolation } from '@/lib/pg-errors';
import { atLeast } from '@/lib/timing';
import { recordFailedSignIn } from '@/modules/system/security.service';
import { queueAccountNotice, queueVerificationEmail, verificationToken } from './verification.service';

/** The signed-in user as the web app sees it; null when the profile is missing or disabled. */
export async function loadSessionUser(db: Db, userId: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      profile: userProfiles,
      driver: drivers,
      businessName: businesses.name,
      emailVerified: users.emailVerified,
    })
    .from(userProfiles)
    .leftJoin(users, eq(users.id, userProfiles.id))
    .leftJoin(drivers, eq(drivers.userId, userProfiles.id))
    .leftJoin(businesses, eq(businesses.id, drivers.businessId))
    .where(eq(userProfiles.id, userId));
  if (!row?.profile.isActive) return null;
  const { profile, driver } = row;
  const user: SessionUser = {
    id: profile.id,
    name: profile.name,
    email: profile.email,
    role: roleFromId(profile.roleId),
    phoneNumber: profile.phoneNumber ?? null,
    address: profile.address ?? null,
    profileImage: profile.profileImage ?? null,
    emailVerified: row.emailVerified ?? false,
    mustChangePassword: profile.mustChangePassword,
    locale: isLocale(profile.locale) ? profile.locale : DEFAULT_LOCALE,
  };
  if (user.role === 'driver' && driver) {
    Object.assign(user, {
      driverId: driver.id,
      vehicleType: driver.vehicleType,
      vehiclePlate: driver.vehiclePlate,
      businessId: driver.businessId,
      businessName: row.businessName,
    });
  }
  return user;
}

type ParsedSignUp = Required<Pick<SignUpInput, 'name' | 'email' | 'password' | 'role'>> & SignUpInput;

/**
 * Sign-up is one transaction: account, password, profile, an empty cart and the confirmation
 * e-mail are stored together or not at all. Only customers sign up publicly; partners and
 * drivers join through their applications.
 *
 * The answer never says whether the address already had an account (issue 9): a taken address
 * gets the same answer, after the same work (password hashed, one transaction, one e-mail),
 * and its owner is told by e-mail. So sign-up opens no session; the web app signs in next.
 */
export async function signUp(deps: Deps, input: ParsedSignUp): Promise<void> {
  const { db, auth, config } = deps;
  const [role] = await db.select().from(roles).where(eq(roles.name, input.role));
  if (!role || !isRole(role.name)) throw badRequest(MESSAGES.roleNotFound(input.role), 'role_not_found');
  if (role.name !== 'customer') throw forbidden(MESSAGES.publicSignupCustomersOnly, 'signup_customers_only');

  const passwordHash = await (await auth.$context).password.hash(input.password);
  const user = { id: randomUUID(), name: input.name, email: input.email };
  const token = await verificationToken(deps, user);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(users).values({ ...user, emailVerified: false });
      await tx
        .insert(accounts)
        .values({ accountId: user.id, providerId: 'credential', userId: user.id, password: passwordHash });
      await tx.insert(userProfiles).values({
        ...user,
        phoneNumber: input.phoneNumber || null,
        address: input.address || null,
        roleId: ROLE_IDS.customer,
      });
      await tx.insert(carts).values({ userId: user.id });
      await queueVerificationEmail(tx, config, { user, token });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await queueAccountNotice(db, config, { email: input.email, kind: 'signup-existing' });
  }
}

export async function signIn(deps: Deps, input: SignInInput, headers: Headers, clientKey: string) {
  await enforceLimit(deps, 'signIn', { ip: clientKey, email: input.email });
  try {
    const result = await deps.auth.api.signInEmail({ body: input, headers, returnHeaders: true });
    const user = await loadSessionUser(deps.db, result.response.user.id);
    if (!user) throw unauthorized(MESSAGES.profileNotFound, 'profile_not_found');
    return { user, headers: result.headers };
  } catch (error) {
    const refusal = authError(error, MESSAGES.invalidCredentials);
    // Counted for the System page (e-mail and time only); a failure to count never changes the answer.
    if (refusal instanceof AppError && (refusal.code === 'auth_failed' || refusal.code === 'account_disabled')) {
      await recordFailedSignIn(deps.db, input.email, deps.clock()).catch((cause) =>
        logger.warn('Échec de connexion non compté', cause),
      );
    }
    throw refusal;
  }
}

export async function signOut(deps: Deps, headers: Headers) {
  const result = await deps.auth.api.signOut({ headers, returnHeaders: true }).catch(() => null);
  // The session row is deleted: this cookie must not be served from the cache either.
  const cookie = sessionCookieOf(headers.get('cookie'));
  if (cookie) deps.sessions.forgetKey(cookie);
  return result?.headers ?? new Headers();
}

export async function changePassword(
  deps: Deps,
  input: { currentPassword: string; newPassword: string },
  headers: Headers,
) {
  try {
    const result = await deps.auth.api.changePassword({
      body: { ...input, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    // The password is the user's own now: a generated one no longer needs replacing.
    await deps.db
      .update(userProfiles)
      .set({ mustChangePassword: false })
      .where(eq(userProfiles.id, result.response.user.id));
    return result.headers;
  } catch (error) {
    throw authError(error, MESSAGES.wrongCurrentPassword, 400);
  }
}

/** Pages a reset link may lead to: the customer one and the driver one. */
export const RESET_PAGES = ['/reset-password', '/driver/reset-password'] as const;

export async function requestPasswordReset(deps: Deps, email: string, page: (typeof RESET_PAGES)[number]) {
  // The answer is the same, as late, whether the account exists or not: nobody can probe e-mails.
  await atLeast(deps.config.resetRequestMinMs, () =>
    deps.auth.api
      .requestPasswordReset({ body: { email, redirectTo: `${deps.config.appUrl}${page}` } })
      .catch((error) => {
        if (!isAPIError(error)) throw error;
      }),
  );
}

export async function resetPassword(deps: Deps, input: { token: string; newPassword: string }) {
  try {
    await deps.auth.api.resetPassword({ body: input });
  } catch (error) {
    throw authError(error, MESSAGES.resetTokenInvalid, 400);
  }
}

/** Maps better-auth's refusals onto our French answers; anything else stays a real failure. */
function authError(error: unknown, message: string, status: 400 | 401 = 401): unknown {
  if (error instanceof AppError || !isAPIError(error)) return error;
  if (error.status === 'FORBIDDEN') return forbidden(MESSAGES.accountDisabled, 'account_disabled');
  return new AppError(status, 'auth_failed', message);
}
