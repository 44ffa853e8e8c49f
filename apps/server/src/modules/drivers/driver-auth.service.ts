import { MESSAGES, ROLE_IDS, type SessionUser, type SignInInput } from '@livra/shared';
import { eq } from 'drizzle-orm';
import { drivers, userProfiles } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { forbidden, notFound } from '@/lib/errors';
import { loadSessionUser, signIn, signOut } from '@/modules/auth/auth.service';

/**
 * Driver sign-in (spec 01 §5): the normal e-mail and password check (rate limit and disabled
 * account included), then the driver rules. When a rule refuses, the session the password
 * check just opened is closed again, so a refused driver is not left signed in.
 */
export async function driverSignIn(deps: Deps, input: SignInInput, headers: Headers, clientKey: string) {
  const result = await signIn(deps, input, headers, clientKey);
  try {
    return { user: await ensureDriver(deps, result.user), headers: result.headers };
  } catch (error) {
    await signOut(deps, sessionCookieHeaders(result.headers));
    throw error;
  }
}

async function ensureDriver(deps: Deps, user: SessionUser): Promise<SessionUser> {
  const { db } = deps;
  if (user.role === 'driver') {
    const [driver] = await db.select().from(drivers).where(eq(drivers.userId, user.id));
    if (!driver) throw notFound(MESSAGES.driverProfileNotFound, 'driver_profile_not_found');
    if (!driver.isActive) throw forbidden(MESSAGES.accountDisabled, 'account_disabled');
    return user;
  }

  // Spec 02 §6 corrects the role of a customer account found in the drivers table. The spec
  // matched by e-mail, which let anyone sign up with an approved applicant's address and become
  // that driver. The only proof that an account was made for a driver is the drivers row's
  // user_id, set when the admin creates the account; e-mail alone never links anything. Only a
  // customer account is corrected: a partner or an admin would lose their own pages.
  const [driver] = await db.select().from(drivers).where(eq(drivers.userId, user.id));
  if (!driver || user.role !== 'customer') throw forbidden(MESSAGES.driverRoleRequired, 'driver_role_required');
  if (!driver.isActive) throw forbidden(MESSAGES.accountDisabled, 'account_disabled');
  await db.update(userProfiles).set({ roleId: ROLE_IDS.driver }).where(eq(userProfiles.id, user.id));
  const corrected = await loadSessionUser(db, user.id);
  if (!corrected) throw forbidden(MESSAGES.accountDisabled, 'account_disabled');
  return corrected;
}

/** The cookies a sign-in just set, as the request headers that would send them back. */
function sessionCookieHeaders(setCookies: Headers): Headers {
  const cookie = setCookies
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return new Headers({ cookie });
}
