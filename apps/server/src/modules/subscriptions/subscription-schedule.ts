import { FINAL_REMINDER_DAYS, FIRST_REMINDER_DAYS, frenchHistoryLine } from '@livra/shared';
import { and, asc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import {
  businesses,
  emailOutbox,
  partnerSubscriptions,
  subscriptionNotifications,
  subscriptionPlans,
  userProfiles,
  type PartnerSubscription,
} from '@/db/schema/index';
import { queueEmail } from '@/email/outbox';
import type { Deps } from '@/http/context';
import { logger } from '@/lib/logger';
import { invalidateCatalog } from '@/modules/catalog/catalog-cache';
import type { ScheduledTask } from '@/scheduler/worker';
import { changeStatus, type StatusFields } from './subscription-changes';
import { reminderNotice, tellSubscriptionOwner } from './subscription-notices';

const DAY_MS = 86_400_000;
const BATCH = 100;

/** The subscriptions' task of the scheduler (server.ts): expiry, end of suspensions, reminders. */
export function subscriptionsTask(everyMs: number): ScheduledTask {
  return { name: 'subscriptions', everyMs, run: runSubscriptionSchedule };
}

export interface ScheduleOutcome {
  expired: number;
  resumed: number;
  reminded: number;
}

/**
 * Everything due at the clock's now. Each change is made from the state it expects and each
 * reminder under a unique key, so a run repeated or overlapping another changes nothing twice.
 */
export async function runSubscriptionSchedule(deps: Deps): Promise<ScheduleOutcome> {
  const now = deps.clock();
  // Expiry first: a suspension that outlives its subscription ends as expired, not active.
  const expired = await changeDue(deps, now, 'expire');
  const resumed = await changeDue(deps, now, 'resume');
  if (expired + resumed > 0) invalidateCatalog();
  const reminded = await sendPaymentReminders(deps, now);
  return { expired, resumed, reminded };
}

const CHANGES = {
  /** A subscription ends at its end date, whatever the admin had made of it meanwhile. */
  expire: {
    due: (now: Date) =>
      and(
        inArray(partnerSubscriptions.status, ['active', 'suspended', 'inactive']),
        isNotNull(partnerSubscriptions.endDate),
        lte(partnerSubscriptions.endDate, now),
      ),
    next: { status: 'expired', suspendedUntil: null, statusReason: null } satisfies StatusFields,
    record: (subscription: PartnerSubscription) => ({
      action: 'subscription.expire',
      historyType: 'expired',
      historyDetails: { endDate: (subscription.endDate ?? new Date(0)).toISOString() },
    }),
  },
  /** A suspension ends by itself on its date. */
  resume: {
    due: (now: Date) =>
      and(eq(partnerSubscriptions.status, 'suspended'), lte(partnerSubscriptions.suspendedUntil, now)),
    next: { status: 'active', suspendedUntil: null, statusReason: null } satisfies StatusFields,
    record: () => ({
      action: 'subscription.resume',
      historyType: 'reactivated',
      historyDetails: { resumed: true },
    }),
  },
};

async function changeDue(deps: Deps, now: Date, kind: keyof typeof CHANGES): Promise<number> {
  const change = CHANGES[kind];
  let total = 0;
  for (;;) {
    const { changed, full } = await deps.db.transaction(async (tx) => {
      // Rows another instance is changing right now are its own: skipped, not waited for.
      const due = await tx
        .select()
        .from(partnerSubscriptions)
        .where(change.due(now))
        .orderBy(asc(partnerSubscriptions.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      let count = 0;
      for (const subscription of due) {
        const done = await changeStatus(tx, deps.events, subscription, change.next, {
          actorId: null,
          ...change.record(subscription),
          at: now,
        });
        if (done) count++;
      }
      return { changed: count, full: due.length === BATCH };
    });
    total += changed;
    if (!full) return total;
  }
}

/**
 * Payment reminders (spec 02 §4): `first` once FIRST_REMINDER_DAYS or fewer remain, `final`
 * once 1 day or fewer remain, each at most once per subscription and end date (the outbox's
 * unique dedupe key), by e-mail to the business's owner and in the subscription's history.
 */
async function sendPaymentReminders(deps: Deps, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + FIRST_REMINDER_DAYS * DAY_MS);
  const candidates = await deps.db
    .select({
      id: partnerSubscriptions.id,
      businessId: partnerSubscriptions.businessId,
      endDate: partnerSubscriptions.endDate,
      monthlyAmount: partnerSubscriptions.monthlyAmount,
      planName: subscriptionPlans.name,
      planPrice: subscriptionPlans.price,
      businessName: businesses.name,
      businessEmail: businesses.email,
      ownerName: userProfiles.name,
      ownerEmail: userProfiles.email,
    })
    .from(partnerSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, partnerSubscriptions.planId))
    .innerJoin(businesses, eq(businesses.id, partnerSubscriptions.businessId))
    .leftJoin(userProfiles, eq(userProfiles.id, businesses.ownerId))
    .where(
      and(
        eq(partnerSubscriptions.status, 'active'),
        gt(partnerSubscriptions.endDate, now),
        lte(partnerSubscriptions.endDate, horizon),
      ),
    );
  const reminders = candidates.flatMap((candidate) => {
    const to = candidate.ownerEmail ?? candidate.businessEmail;
    if (!candidate.endDate || !to) return [];
    const days = Math.ceil((candidate.endDate.getTime() - now.getTime()) / DAY_MS);
    const type: 'first' | 'final' = days <= FINAL_REMINDER_DAYS ? 'final' : 'first';
    return [{ ...candidate, to, days, type, key: reminderKey(candidate.id, candidate.endDate, type) }];
  });
  if (reminders.length === 0) return 0;
  const sent = await deps.db
    .select({ key: emailOutbox.dedupeKey })
    .from(emailOutbox)
    .where(
      inArray(
        emailOutbox.dedupeKey,
        reminders.map((reminder) => reminder.key),
      ),
    );
  const already = new Set(sent.map((row) => row.key));
  let count = 0;
  for (const reminder of reminders.filter((candidate) => !already.has(candidate.key))) {
    const created = await queueReminder(deps, reminder, now).catch((error) => {
      // One unusable address must not hold back the others; the next run tries it again.
      logger.warn(`Rappel de paiement de l'abonnement ${reminder.id} non préparé`, error);
      return false;
    });
    if (created) count++;
  }
  return count;
}

type Reminder = {
  id: string;
  businessId: string;
  endDate: Date | null;
  monthlyAmount: number;
  planName: string;
  planPrice: number;
  businessName: string;
  ownerName: string | null;
  to: string;
  days: number;
  type: 'first' | 'final';
  key: string;
};

/** Queues one reminder, its history entry and the owner's notification together; false when its key was already used. */
function queueReminder(deps: Deps, reminder: Reminder, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const queued = await queueEmail(tx, deps.config, {
      template: 'payment-reminder',
      to: reminder.to,
      dedupeKey: reminder.key,
      payload: {
        plan_name: reminder.planName,
        plan_price: reminder.monthlyAmount || reminder.planPrice,
        days_remaining: reminder.days,
        reminder_type: reminder.type,
        user_name: reminder.ownerName ?? undefined,
        user_email: reminder.to,
        business_name: reminder.businessName,
      },
    });
    if (!queued.created) return false;
    const details = {
      reminder: reminder.type,
      to: reminder.to,
      days: reminder.days,
      endDate: (reminder.endDate ?? now).toISOString(),
    };
    await tx.insert(subscriptionNotifications).values({
      subscriptionId: reminder.id,
      type: 'reminder',
      message: frenchHistoryLine('reminder', details),
      details,
      createdAt: now,
    });
    if (reminder.endDate) {
      const notice = reminderNotice({
        type: reminder.type,
        days: reminder.days,
        endDate: reminder.endDate,
        amount: reminder.monthlyAmount || reminder.planPrice,
      });
      await tellSubscriptionOwner(tx, deps.events, reminder, notice);
    }
    return true;
  });
}

/** One reminder of each type per subscription and end date: a renewal (new end date) gets its own. */
export function reminderKey(subscriptionId: string, endDate: Date, type: 'first' | 'final'): string {
  return `payment-reminder:${subscriptionId}:${endDate.toISOString()}:${type}`;
}
