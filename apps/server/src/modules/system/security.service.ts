import {
  MESSAGES,
  NOTIFICATION_RETENTION_DAYS,
  type MaintenanceOverview,
  type MaintenanceResult,
  roleFromId,
  type SecurityOverview,
} from '@livra/shared';
import { and, count, desc, eq, gt, gte, lt, max, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { emailOutbox, failedSignIns, notifications, sessions, userProfiles } from '@/db/schema/index';
import { notify } from '@/db/client';
import { OUTBOX_CHANNEL } from '@/email/outbox';
import type { Deps } from '@/http/context';
import { recordAudit } from '@/lib/audit';
import { forbidden, notFound } from '@/lib/errors';

const DAY_MS = 86_400_000;
const LIST_LIMIT = 50;

/** Records one refused sign-in: the e-mail tried and the time, nothing else (auth.service). */
export async function recordFailedSignIn(db: Db, email: string, at: Date): Promise<void> {
  await db.insert(failedSignIns).values({ email: email.trim().toLowerCase().slice(0, 254), createdAt: at });
}

/** Failed sign-ins of the last 24 h, and the open sessions by user (most recently active first). */
export async function securityOverview(db: Db, now: Date): Promise<SecurityOverview> {
  const since = new Date(now.getTime() - DAY_MS);
  const live = gt(sessions.expiresAt, now);
  const lastAt = max(failedSignIns.createdAt);
  const lastActive = max(sessions.updatedAt);
  const [[failed], byEmail, [open], users] = await Promise.all([
    db.select({ total: count() }).from(failedSignIns).where(gte(failedSignIns.createdAt, since)),
    db
      .select({ email: failedSignIns.email, count: count(), lastAt })
      .from(failedSignIns)
      .where(gte(failedSignIns.createdAt, since))
      .groupBy(failedSignIns.email)
      .orderBy(desc(count()), desc(lastAt))
      .limit(LIST_LIMIT),
    db.select({ total: count() }).from(sessions).where(live),
    db
      .select({
        userId: sessions.userId,
        name: userProfiles.name,
        email: userProfiles.email,
        roleId: userProfiles.roleId,
        sessions: count(),
        lastActiveAt: lastActive,
      })
      .from(sessions)
      .innerJoin(userProfiles, eq(userProfiles.id, sessions.userId))
      .where(live)
      .groupBy(sessions.userId, userProfiles.name, userProfiles.email, userProfiles.roleId)
      .orderBy(desc(lastActive))
      .limit(LIST_LIMIT),
  ]);
  return {
    failedSignIns: {
      total: Number(failed.total),
      byEmail: byEmail.map((row) => ({
        email: row.email,
        count: Number(row.count),
        lastAt: new Date(row.lastAt ?? now).toISOString(),
      })),
    },
    sessions: {
      total: Number(open.total),
      users: users.map((row) => ({
        userId: row.userId,
        name: row.name,
        email: row.email,
        role: roleFromId(row.roleId),
        sessions: Number(row.sessions),
        lastActiveAt: new Date(row.lastActiveAt ?? now).toISOString(),
      })),
    },
  };
}

/**
 * Ends every session of a user: the rows go (the session middleware reads them on each request,
 * so the next request is anonymous) and their open pages hear `session_ended`, as when an admin
 * deactivates the account. Never the admin's own: that is what signing out is for.
 */
export async function endUserSessions(
  { db, events }: Pick<Deps, 'db' | 'events'>,
  adminId: string,
  userId: string,
): Promise<MaintenanceResult> {
  if (userId === adminId) throw forbidden(MESSAGES.systemOwnSessions, 'own_account');
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: userProfiles.id, email: userProfiles.email })
      .from(userProfiles)
      .where(eq(userProfiles.id, userId));
    if (!user) throw notFound(MESSAGES.userNotFound, 'user_not_found');
    const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    await events.publish(tx, { type: 'session_ended', userIds: [userId], data: {} });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'user.end_sessions',
      entity: 'user',
      entityId: userId,
      before: { sessions: ended.length },
      after: { sessions: 0 },
      details: { email: user.email },
    });
    return { message: MESSAGES.systemSessionsEnded(ended.length), count: ended.length };
  });
}

const oldNotification = (now: Date) =>
  or(
    lt(notifications.expiresAt, now),
    and(
      eq(notifications.isRead, true),
      lt(notifications.createdAt, new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * DAY_MS)),
    ),
  );

export async function maintenanceOverview(db: Db, now: Date): Promise<MaintenanceOverview> {
  const [[failed], [expired], [old]] = await Promise.all([
    db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, 'failed')),
    db.select({ n: count() }).from(sessions).where(lt(sessions.expiresAt, now)),
    db.select({ n: count() }).from(notifications).where(oldNotification(now)),
  ]);
  return { failedEmails: Number(failed.n), expiredSessions: Number(expired.n), oldNotifications: Number(old.n) };
}

/**
 * Puts every failed e-mail back in the queue, attempts from zero, due now; the worker is woken.
 * Without SMTP the mail is `kept` instead (readable by admins, as any mail then).
 */
export async function retryFailedEmails(
  deps: Pick<Deps, 'db' | 'config'>,
  adminId: string,
): Promise<MaintenanceResult> {
  const status = deps.config.smtpUrl ? 'pending' : 'kept';
  return deps.db.transaction(async (tx) => {
    const retried = await tx
      .update(emailOutbox)
      .set({ status, attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
      .where(eq(emailOutbox.status, 'failed'))
      .returning({ id: emailOutbox.id });
    if (retried.length > 0 && status === 'pending') await notify(tx, OUTBOX_CHANNEL, '');
    await recordAudit(tx, {
      actorId: adminId,
      action: 'emails.retry_failed',
      entity: 'email_outbox',
      entityId: null,
      before: { failed: retried.length },
      after: { failed: 0, status },
    });
    return { message: MESSAGES.systemEmailsRetried(retried.length), count: retried.length };
  });
}

/** Deletes expired sessions and old notifications (expired, or read and older than 90 days). */
export async function purgeExpired(db: Db, adminId: string, now: Date): Promise<MaintenanceResult> {
  return db.transaction(async (tx: Tx) => {
    const expiredSessions = await tx.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
    const oldNotifications = await tx
      .delete(notifications)
      .where(oldNotification(now))
      .returning({ id: notifications.id });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'maintenance.purge',
      entity: 'maintenance',
      entityId: null,
      details: {
        expiredSessions: expiredSessions.length,
        oldNotifications: oldNotifications.length,
        notificationRetentionDays: NOTIFICATION_RETENTION_DAYS,
      },
    });
    return {
      message: MESSAGES.systemPurged(expiredSessions.length, oldNotifications.length),
      count: expiredSessions.length + oldNotifications.length,
    };
  });
}
