import type { Translation } from '../locale';
import type { SUBSCRIPTION_TEXTS } from '../subscriptions';

/** `SUBSCRIPTION_TEXTS` in English: the billing and payment result pages. */
export const SUBSCRIPTION_TEXTS_EN: Translation<typeof SUBSCRIPTION_TEXTS> = {
  noSubscription: 'This business does not have an active subscription yet.',
  cashPayment:
    'The subscription is paid directly to the Livra team, who record the payment here. No online payment is asked for.',
  paymentSuccessTitle: 'Payment successful',
  paymentPendingTitle: 'Payment pending',
  paymentFailedTitle: 'Payment not completed',
  paymentUnknownTitle: 'Unknown payment result',
  referenceLabel: 'Reference',
  heldEffect:
    'Meanwhile, your business no longer appears in the catalogue or in search, and it receives no more orders.',
  suspendedEnds: 'It will reappear by itself when the suspension ends.',
  inactiveHelp: 'Contact the Livra team to reactivate it.',
  expiredHelp: 'Pay your subscription to the Livra team to renew it.',
};
