import type { Translation } from '../locale';
import type { SUBSCRIPTIONS_MESSAGES } from '../messages-subscriptions';
import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from '../subscriptions';
import { SUBSCRIPTION_STATUS_LABELS_EN } from '../ui/en/admin-labels';

/** `suspendu` (the French label the message carries) → `a suspended`, `expiré` → `an expired`. */
function englishStatus(frenchLabel: string): string {
  const status = (Object.keys(SUBSCRIPTION_STATUS_LABELS) as SubscriptionStatus[]).find(
    (key) => SUBSCRIPTION_STATUS_LABELS[key].toLowerCase() === frenchLabel.toLowerCase(),
  );
  const label = status ? SUBSCRIPTION_STATUS_LABELS_EN[status].toLowerCase() : frenchLabel;
  return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;
}

/** `messages-subscriptions.ts` in English: every key (a missing one fails the type-check). */
export const SUBSCRIPTIONS_MESSAGES_EN: Translation<typeof SUBSCRIPTIONS_MESSAGES> = {
  subscriptionNotFound: 'Subscription not found',
  subscriptionIdInvalid: 'Invalid subscription id format (UUID expected)',
  subscriptionNoAction: (statusLabel) => `No action is possible on ${englishStatus(statusLabel)} subscription`,
  subscriptionSuspendNotActive: 'Only an active subscription can be suspended',
  subscriptionDeactivateNotActive: 'Only an active subscription can be deactivated',
  subscriptionAlreadyActive: 'This subscription is already active',
  subscriptionPastEnd: (date) => `This subscription’s end date has passed (${date}): it cannot be reactivated`,
  subscriptionReasonTooLong: 'The reason must not exceed 500 characters',
  subscriptionActionError: 'Error during the action on the subscription',
  businessSuspended: (name) => `${name} is suspended for the moment and is not taking orders. Choose another business.`,
};
