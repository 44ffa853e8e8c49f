import {
  formatDate,
  formatGNFFull,
  type Locale,
  NOTIFY_TEXTS,
  type NotificationPriority,
  type NotificationType,
} from '@livra/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { businesses, type PartnerSubscription } from '@/db/schema/index';
import type { EventBus } from '@/events/bus';
import { type NotifyText, notifyUser } from '@/modules/notifications/notifications.service';
import { localized } from '@livra/shared/notification-texts-en';

interface Notice {
  type: NotificationType;
  priority: NotificationPriority;
  title: NotifyText;
  message: (businessName: string) => NotifyText;
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
      const until = (locale: Locale) => formatDate(updated.suspendedUntil ?? new Date(), locale);
      return {
        type: 'system',
        priority: 'high',
        title: localized(NOTIFY_TEXTS.subscriptionSuspendedTitle),
        message: (name) => localized(NOTIFY_TEXTS.subscriptionSuspended, name, days, until, reason),
      };
    }
    case 'deactivated':
      return {
        type: 'system',
        priority: 'high',
        title: localized(NOTIFY_TEXTS.subscriptionDeactivatedTitle),
        message: (name) => localized(NOTIFY_TEXTS.subscriptionDeactivated, name, reason),
      };
    case 'reactivated':
      return {
        type: 'system',
        priority: 'medium',
        title: localized(NOTIFY_TEXTS.subscriptionReactivatedTitle),
        message: (name) =>
          action === 'subscription.resume'
            ? localized(NOTIFY_TEXTS.subscriptionResumed, name)
            : localized(NOTIFY_TEXTS.subscriptionReactivated, name),
      };
    case 'expired': {
      const end = (locale: Locale) => formatDate(updated.endDate ?? new Date(0), locale);
      return {
        type: 'payment',
        priority: 'high',
        title: localized(NOTIFY_TEXTS.subscriptionExpiredTitle),
        message: (name) => localized(NOTIFY_TEXTS.subscriptionExpired, name, end),
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
    title:
      reminder.type === 'final'
        ? localized(NOTIFY_TEXTS.paymentReminderFinalTitle)
        : localized(NOTIFY_TEXTS.paymentReminderTitle),
    message: (name) =>
      localized(
        NOTIFY_TEXTS.paymentReminder,
        name,
        reminder.days,
        (locale) => formatDate(reminder.endDate, locale),
        (locale) => formatGNFFull(reminder.amount, locale),
      ),
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
