import { MESSAGES, storedLocale, type DriverAccountResult } from '@livra/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { drivers, type Driver } from '@/db/schema/index';
import { enqueueEmail } from '@/email/outbox';
import type { Deps } from '@/http/context';
import { recordAudit } from '@/lib/audit';
import { conflict } from '@/lib/errors';
import { generatePassword, hashPassword, insertAccount } from '@/modules/users/accounts.service';
import { getDriverRequest, lockDriverRequest } from './admin-driver-requests.service';
import { cleanNotes } from './admin-request-lists';

/** A generated password (with symbols, spec 02 §9) and its hash, made before any row is locked. */
async function newPassword(deps: Deps) {
  const password = generatePassword(true);
  return { password, passwordHash: await hashPassword(deps, password) };
}

/**
 * The driver's sign-in account, linked to their drivers row, and the credentials e-mail. Inside
 * the caller's transaction: a taken e-mail (409) undoes everything.
 */
async function openAccount(tx: Tx, deps: Deps, driver: Driver, secret: { password: string; passwordHash: string }) {
  const { userId } = await insertAccount(tx, {
    name: driver.name,
    email: driver.email,
    phoneNumber: driver.phone,
    role: 'driver',
    passwordHash: secret.passwordHash,
    mustChangePassword: true,
    // The account speaks the language the driver applied in (their e-mails follow it).
    profile: { isVerified: true, locale: storedLocale(driver.applicantLocale) },
  });
  await tx.update(drivers).set({ userId }).where(eq(drivers.id, driver.id));
  const email = driver.email.toLowerCase();
  const dashboardUrl = `${deps.config.appUrl}/driver-dashboard`;
  await enqueueEmail(tx, deps.config, {
    template: 'account-credentials',
    to: email,
    payload: {
      user_name: driver.name,
      user_email: email,
      password: secret.password,
      user_type: 'driver',
      login_url: `${deps.config.appUrl}/driver/login`,
      dashboard_url: dashboardUrl,
    },
    dedupeKey: `account-credentials:driver:${driver.id}`,
  });
  return { userId, credentials: { name: driver.name, email, password: secret.password, dashboardUrl } };
}

/**
 * Approves a pending driver application AND creates the account in one step
 * (`approve_driver_request_with_account`, spec 02 §4): approved and verified, the account with a
 * generated password to change at first sign-in, the approval and credentials e-mails, one audit
 * entry; all or nothing.
 */
export async function approveDriverRequest(
  deps: Deps,
  actorId: string,
  id: string,
  input: { notes?: string | null },
): Promise<DriverAccountResult> {
  const notes = cleanNotes(input.notes);
  const secret = await newPassword(deps);
  return deps.db.transaction(async (tx) => {
    const before = await lockDriverRequest(tx, id);
    if (before.requestStatus !== 'pending') throw conflict(MESSAGES.requestNotPending, 'request_not_pending');
    if (before.userId) throw conflict(MESSAGES.driverAccountExists, 'account_exists');
    await tx
      .update(drivers)
      .set({ requestStatus: 'approved', isVerified: true, adminNotes: notes ?? before.adminNotes })
      .where(eq(drivers.id, id));
    const { userId, credentials } = await openAccount(tx, deps, before, secret);
    await enqueueEmail(tx, deps.config, {
      template: 'request-approval',
      to: credentials.email,
      payload: {
        user_name: before.name,
        user_email: credentials.email,
        request_type: 'driver',
        admin_notes: notes ?? undefined,
        dashboard_url: credentials.dashboardUrl,
      },
      dedupeKey: `request-approval:${id}`,
    });
    await recordAudit(tx, {
      actorId,
      action: 'driver_request.approve',
      entity: 'driver',
      entityId: id,
      before: { requestStatus: before.requestStatus, isVerified: before.isVerified, userId: null },
      after: { requestStatus: 'approved', isVerified: true, userId },
      details: { notes, email: credentials.email },
    });
    return { request: await getDriverRequest(tx, id), credentials };
  });
}

/**
 * The account of a driver approved earlier without one (`createDriverAccount`): only for an
 * approved application with no user yet (spec 02 §4).
 */
export async function createDriverAccount(deps: Deps, actorId: string, id: string): Promise<DriverAccountResult> {
  const secret = await newPassword(deps);
  return deps.db.transaction(async (tx) => {
    const before = await lockDriverRequest(tx, id);
    if (before.requestStatus !== 'approved') throw conflict(MESSAGES.requestMustBeApproved, 'request_not_approved');
    if (before.userId) throw conflict(MESSAGES.driverAccountExists, 'account_exists');
    const { userId, credentials } = await openAccount(tx, deps, before, secret);
    await recordAudit(tx, {
      actorId,
      action: 'driver_request.create_account',
      entity: 'driver',
      entityId: id,
      before: { userId: null },
      after: { userId },
      details: { email: credentials.email },
    });
    return { request: await getDriverRequest(tx, id), credentials };
  });
}
