import type { Translation } from '../locale';
import type { SUBSCRIPTIONS_MESSAGES } from '../messages-subscriptions';

/** `messages-subscriptions.ts` in English: every key (a missing one fails the type-check). */
export const SUBSCRIPTIONS_MESSAGES_EN: Translation<typeof SUBSCRIPTIONS_MESSAGES> = {
  subscriptionNotFound: 'Subscription not found',
  subscriptionIdInvalid: 'Invalid subscription id format (UUID expected)',
  // The status arrives as its French label (the server's words): said as it came.
  subscriptionNoAction: (statusLabel) => `No action is possible on a subscription that is ${statusLabel}`,
  subscriptionSuspendNotActive: 'Only an active subscription can be suspended',
  subscriptionDeactivateNotActive: 'Only an active subscription can be deactivated',
  subscriptionAlreadyActive: 'This subscription is already active',
  subscriptionPastEnd: (date) => `This subscription’s end date has passed (${date}): it cannot be reactivated`,
  subscriptionReasonTooLong: 'The reason must not exceed 500 characters',
  subscriptionActionError: 'Error during the action on the subscription',
  businessSuspended: (name) => `${name} is suspended for the moment and is not taking orders. Choose another business.`,
};
