import {
  formatDate,
  formatGNFFull,
  type Locale,
  type NotificationPriority,
  type NotificationType,
} from '@livra/shared';
import type { NotifyTexts } from '@livra/shared/notification-texts-en';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { businesses, type PartnerSubscription } from '@/db/schema/index';
import type { EventBus } from '@/events/bus';
import { type NotifyText, notifyUser } from '@/modules/notifications/notifications.service';

interface Notice {
  type: NotificationType;
  priority: NotificationPriority;
  title: NotifyText;
  /** Written in the owner's language (`t`, dates and amounts in `locale`). */
  message: (businessName: string, t: NotifyTexts, locale: Locale) => string;
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
      const until = updated.suspendedUntil ?? new Date();
      return {
        type: 'system',
        priority: 'high',
        title: (t) => t.subscriptionSuspendedTitle,
        message: (name, t, locale) => t.subscriptionSuspended(name, days, formatDate(until, locale), reason),
      };
    }
    case 'deactivated':
      return {
        type: 'system',
        priority: 'high',
        title: (t) => t.subscriptionDeactivatedTitle,
        message: (name, t) => t.subscriptionDeactivated(name, reason),
      };
    case 'reactivated':
      return {
        type: 'system',
        priority: 'medium',
        title: (t) => t.subscriptionReactivatedTitle,
        message: (name, t) =>
          action === 'subscription.resume' ? t.subscriptionResumed(name) : t.subscriptionReactivated(name),
      };
    case 'expired': {
      const end = updated.endDate ?? new Date(0);
      return {
        type: 'payment',
        priority: 'high',
        title: (t) => t.subscriptionExpiredTitle,
        message: (name, t, locale) => t.subscriptionExpired(name, formatDate(end, locale)),
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
    title: (t) => (reminder.type === 'final' ? t.paymentReminderFinalTitle : t.paymentReminderTitle),
    message: (name, t, locale) =>
      t.paymentReminder(
        name,
        reminder.days,
        formatDate(reminder.endDate, locale),
        formatGNFFull(reminder.amount, locale),
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
    message: (t, locale) => notice.message(business.name, t, locale),
    data: { subscriptionId: subscription.id, businessId: subscription.businessId },
  });
}
