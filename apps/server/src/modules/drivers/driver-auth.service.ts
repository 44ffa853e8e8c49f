import { MESSAGES, ROLE_IDS, type SessionUser, type SignInInput } from '@livra/shared';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { drivers, userProfiles } from '../../db/schema/index';
import type { Deps } from '../../http/context';
import { forbidden, notFound } from '../../lib/errors';
import { loadSessionUser, signIn, signOut } from '../auth/auth.service';

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

  // Not a driver by role, but found in the drivers table by e-mail: the role is corrected.
  // Only a customer account is corrected (turning a partner or an admin into a driver would
  // lock them out of their own pages), and only to an approved application or a row already
  // linked to this account (a pending application must not skip the admin's approval).
  const found = await db
    .select()
    .from(drivers)
    .where(or(eq(drivers.userId, user.id), sql`lower(${drivers.email}) = ${user.email.toLowerCase()}`));
  const driver = found.find((row) => row.userId === user.id) ?? found[0];
  const eligible =
    driver &&
    user.role === 'customer' &&
    (driver.userId === user.id || (driver.userId === null && driver.requestStatus === 'approved'));
  if (!eligible) throw forbidden(MESSAGES.driverRoleRequired, 'driver_role_required');
  if (!driver.isActive) throw forbidden(MESSAGES.accountDisabled, 'account_disabled');

  await db.transaction(async (tx) => {
    const linked = await tx
      .update(drivers)
      .set({ userId: user.id })
      .where(and(eq(drivers.id, driver.id), or(isNull(drivers.userId), eq(drivers.userId, user.id))))
      .returning({ id: drivers.id });
    // Another account linked this driver meanwhile: nothing changes.
    if (linked.length === 0) throw forbidden(MESSAGES.driverRoleRequired, 'driver_role_required');
    await tx.update(userProfiles).set({ roleId: ROLE_IDS.driver }).where(eq(userProfiles.id, user.id));
  });
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
