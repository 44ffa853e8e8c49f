import { MESSAGES, type AdminDriver } from '@livra/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accounts, sessions, userProfiles, users, type Driver } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { recordAudit } from '@/lib/audit';
import { conflict } from '@/lib/errors';
import { requestPasswordReset } from '@/modules/auth/auth.service';
import { hashPassword } from '@/modules/users/accounts.service';
import { approvedDriver, ENTITY } from './admin-drivers.changes';
import { getAdminDriver } from './admin-drivers.service';

/** A driver's sign-in, in the admin's hands (spec 02 §7): a new password, or the reset e-mail. */

async function requireAccount(db: Db, driver: Driver): Promise<{ id: string; email: string }> {
  if (!driver.userId) throw conflict(MESSAGES.driverNoAccount, 'driver_no_account');
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, driver.userId));
  if (!user) throw conflict(MESSAGES.driverNoAccount, 'driver_no_account');
  return user;
}

/**
 * The admin sets a new password (spec 02 §7 "Admin reset of a driver's password"): the driver's
 * open sessions end, and the password, chosen by the admin, need not be changed at sign-in.
 */
export async function resetAdminDriverPassword(
  deps: Deps,
  actorId: string,
  driverId: string,
  password: string,
): Promise<AdminDriver> {
  const { db } = deps;
  const driver = await approvedDriver(db, driverId);
  const user = await requireAccount(db, driver);
  const passwordHash = await hashPassword(deps, password);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(accounts)
      .set({ password: passwordHash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')))
      .returning({ id: accounts.id });
    if (updated.length === 0)
      await tx
        .insert(accounts)
        .values({ accountId: user.id, providerId: 'credential', userId: user.id, password: passwordHash });
    await tx.update(userProfiles).set({ mustChangePassword: false }).where(eq(userProfiles.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    // Never the password itself, not even hashed.
    await recordAudit(tx, {
      actorId,
      action: 'driver.password_reset',
      entity: ENTITY,
      entityId: driverId,
      details: { sessionsClosed: true },
    });
  });
  return getAdminDriver(db, driverId);
}

/**
 * Sends the driver the reset e-mail (spec 02 §7), with its link to /driver/reset-password. The
 * token and the e-mail are better-auth's own (its verification row, then our outbox); the
 * audit entry follows once the mail is queued.
 */
export async function sendAdminDriverResetEmail(deps: Deps, actorId: string, driverId: string): Promise<void> {
  const driver = await approvedDriver(deps.db, driverId);
  const user = await requireAccount(deps.db, driver);
  await requestPasswordReset(deps, user.email, '/driver/reset-password');
  await recordAudit(deps.db, {
    actorId,
    action: 'driver.reset_email',
    entity: ENTITY,
    entityId: driverId,
    details: { email: user.email },
  });
}
