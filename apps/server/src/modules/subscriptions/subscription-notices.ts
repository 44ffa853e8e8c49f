import {
  formatDate,
  formatGNFFull,
  NOTIFY_TEXTS,
  type NotificationPriority,
  type NotificationType,
} from '@livra/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { businesses, type PartnerSubscription } from '@/db/schema/index';
import type { EventBus } from '@/events/bus';
import { notifyUser } from '@/modules/notifications/notifications.service';

interface Notice {
  type: NotificationType;
  priority: NotificationPriority;
  title: string;
  message: (businessName: string) => string;
}

/**
 * What the partner is told of a change of their subscription's status, from its history type
 * (`suspended`, `deactivated`, `reactivated`, `expired`); null for anything else.
 */
export function statusNotice(
  historyType: string,
  action: string,
  updated: PartnerSubscription,
  details: Record<string, unknown> | undefined,
): Notice | null {
  const reason = updated.statusReason;
  switch (historyType) {
    case 'suspended': {
      const days = typeof details?.days === 'number' ? details.days : 0;
      const until = formatDate(updated.suspendedUntil ?? new Date());
      return {
        type: 'system',
        priority: 'high',
        title: NOTIFY_TEXTS.subscriptionSuspendedTitle,
        message: (name) => NOTIFY_TEXTS.subscriptionSuspended(name, days, until, reason),
      };
    }
    case 'deactivated':
      return {
        type: 'system',
        priority: 'high',
        title: NOTIFY_TEXTS.subscriptionDeactivatedTitle,
        message: (name) => NOTIFY_TEXTS.subscriptionDeactivated(name, reason),
      };
    case 'reactivated':
      return {
        type: 'system',
        priority: 'medium',
        title: NOTIFY_TEXTS.subscriptionReactivatedTitle,
        message: (name) =>
          action === 'subscription.resume'
            ? NOTIFY_TEXTS.subscriptionResumed(name)
            : NOTIFY_TEXTS.subscriptionReactivated(name),
      };
    case 'expired': {
      const end = formatDate(updated.endDate ?? new Date(0));
      return {
        type: 'payment',
        priority: 'high',
        title: NOTIFY_TEXTS.subscriptionExpiredTitle,
        message: (name) => NOTIFY_TEXTS.subscriptionExpired(name, end),
      };
    }
    default:
      return null;
  }
}

/** A payment reminder, `final` when a day or less remains. */
export function reminderNotice(reminder: {
  type: 'first' | 'final';
  days: number;
  endDate: Date;
  amount: number;
}): Notice {
  return {
    type: 'payment',
    priority: reminder.type === 'final' ? 'high' : 'medium',
    title: reminder.type === 'final' ? NOTIFY_TEXTS.paymentReminderFinalTitle : NOTIFY_TEXTS.paymentReminderTitle,
    message: (name) =>
      NOTIFY_TEXTS.paymentReminder(name, reminder.days, formatDate(reminder.endDate), formatGNFFull(reminder.amount)),
  };
}

/** Tells the owner of the subscription's business, in the caller's transaction; nobody when it has no owner. */
export async function tellSubscriptionOwner(
  tx: Tx,
  events: EventBus,
  subscription: Pick<PartnerSubscription, 'id' | 'businessId'>,
  notice: Notice,
) {
  const [business] = await tx
    .select({ name: businesses.name, ownerId: businesses.ownerId })
    .from(businesses)
    .where(eq(businesses.id, subscription.businessId));
  if (!business?.ownerId) return;
  await notifyUser(tx, events, {
    userId: business.ownerId,
    type: notice.type,
    priority: notice.priority,
    title: notice.title,
    message: notice.message(business.name),
    data: { subscriptionId: subscription.id, businessId: subscription.businessId },
  });
}
