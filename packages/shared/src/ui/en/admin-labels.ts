import type { BUSINESS_BADGE_LABELS } from '../../admin-businesses';
import type { OPENING_DAY_LABELS } from '../../catalog';
import type { GENDER_LABELS, UPLOAD_MESSAGES } from '../../customers';
import type { PERIOD_LABELS } from '../../dates';
import type { EMAIL_TEST_TEXTS } from '../../email-test-texts';
import type { Translation } from '../../locale';
import type { SubscriptionHistoryLines } from '../../subscription-history';
import type { ORDER_STATUS_LABELS } from '../../order-lifecycle';
import type { ROLE_LABELS } from '../../roles';
import type {
  PLAN_TYPE_LABELS,
  SUBSCRIPTION_EVENT_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_TEXTS,
} from '../../subscriptions';
import type { BACKUP_FREQUENCY_LABELS, GAUGE_LEVEL_LABELS } from '../../system';

/**
 * The English of the shared label tables the admin pages show (docs/decisions/009-languages.md).
 * The French tables stay where they are, for the server and the tests; the admin areas carry them
 * under a key, and their English counterparts carry these.
 */

export const ORDER_STATUS_LABELS_EN: Translation<typeof ORDER_STATUS_LABELS> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  preparing: 'Preparing',
  ready: 'Ready',
  picked_up: 'Picked up',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const ROLE_LABELS_EN: Translation<typeof ROLE_LABELS> = {
  customer: 'Customer',
  partner: 'Partner',
  admin: 'Administrator',
  driver: 'Driver',
};

export const PERIOD_LABELS_EN: Translation<typeof PERIOD_LABELS> = {
  today: 'Today',
  week: 'This week',
  month: 'This month',
  year: 'This year',
};

export const GENDER_LABELS_EN: Translation<typeof GENDER_LABELS> = { male: 'Male', female: 'Female', other: 'Other' };

export const UPLOAD_MESSAGES_EN: Translation<typeof UPLOAD_MESSAGES> = {
  fileMissing: 'Please choose an image',
  fileType: 'Format not supported: choose a JPG, PNG, WebP or GIF image',
  fileTooLarge: 'The image must not exceed 5 MB',
  imageTooLarge: 'The image is too big: 50 million pixels at most (e.g. 8000 × 6000)',
};

export const OPENING_DAY_LABELS_EN: Translation<typeof OPENING_DAY_LABELS> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const BUSINESS_BADGE_LABELS_EN: Translation<typeof BUSINESS_BADGE_LABELS> = {
  inactive: 'Inactive',
  open: 'Open',
  closed: 'Closed',
};

export const SUBSCRIPTION_STATUS_LABELS_EN: Translation<typeof SUBSCRIPTION_STATUS_LABELS> = {
  active: 'Active',
  pending: 'Pending',
  inactive: 'Inactive',
  suspended: 'Suspended',
  expired: 'Expired',
};

export const PLAN_TYPE_LABELS_EN: Translation<typeof PLAN_TYPE_LABELS> = {
  basic: 'Basic',
  standard: 'Standard',
  premium: 'Premium',
};

export const SUBSCRIPTION_EVENT_LABELS_EN: Translation<typeof SUBSCRIPTION_EVENT_LABELS> = {
  activated: 'Activation',
  reactivated: 'Reactivation',
  payment: 'Payment received',
  reminder: 'Payment reminder',
  suspended: 'Suspension',
  deactivated: 'Deactivation',
  expired: 'Expiry',
};

const s = (count: number) => (count > 1 ? 's' : '');

/** `SUBSCRIPTION_HISTORY_LINES` in English: a subscription's history lines. */
export const SUBSCRIPTION_HISTORY_LINES_EN: SubscriptionHistoryLines = {
  activated: (plan) => `${plan} subscription activated.`,
  activatedWithAccount: (plan) => `${plan} subscription activated when the partner account was created.`,
  payment: (amount) => `Payment received: ${amount}.`,
  reminder: (to, days, endDate) => `Payment reminder sent to ${to}: due in ${days} day${s(days)}, on ${endDate}.`,
  finalReminder: (to, endDate) => `Final payment reminder sent to ${to}: due on ${endDate}.`,
  suspended: (days, until) => `Subscription suspended for ${days} day${s(days)}, until ${until}.`,
  deactivated: 'Subscription deactivated.',
  reactivated: 'Subscription reactivated.',
  resumed: 'End of the suspension: the subscription is active again.',
  expired: (endDate) => `Subscription expired: end date ${endDate} reached without renewal.`,
  reason: (reason) => ` Reason: ${reason}`,
};

export const SUBSCRIPTION_TEXTS_EN: Translation<typeof SUBSCRIPTION_TEXTS> = {
  noSubscription: 'This business has no active subscription yet.',
  cashPayment:
    'The subscription is paid directly to the Livra team, who record it here. No online payment is asked for.',
  paymentSuccessTitle: 'Payment successful',
  paymentPendingTitle: 'Payment pending',
  paymentFailedTitle: 'Payment not completed',
  paymentUnknownTitle: 'Unknown payment result',
  referenceLabel: 'Reference',
  heldEffect: 'Meanwhile, your business no longer shows in the catalogue or in search, and no longer receives orders.',
  suspendedEnds: 'It will show again by itself when the suspension ends.',
  inactiveHelp: 'Contact the Livra team to reactivate it.',
  expiredHelp: 'Pay your subscription to the Livra team to renew it.',
};

export const GAUGE_LEVEL_LABELS_EN: Translation<typeof GAUGE_LEVEL_LABELS> = {
  ok: 'Normal',
  warning: 'High',
  critical: 'Critical',
};

export const BACKUP_FREQUENCY_LABELS_EN: Translation<typeof BACKUP_FREQUENCY_LABELS> = {
  hourly: 'Every hour',
  daily: 'Every day',
  weekly: 'Every week',
  monthly: 'Every month',
};

export const EMAIL_TEST_TEXTS_EN: Translation<typeof EMAIL_TEST_TEXTS> = {
  typeInvalid: 'Invalid e-mail type',
  cleared: 'Results cleared',
  pending: 'In progress',
  queued: (typeLabel, to) => `“${typeLabel}” queued for sending to ${to}`,
  delivered: (to) => `Sent to ${to}`,
  kept: (to) => `Kept for ${to} without sending (no SMTP configured): readable in the outbox`,
  retrying: (attempts, error) => `Trying again after ${attempts} failure${attempts > 1 ? 's' : ''}: ${error}`,
  failed: (attempts, error) => `Gave up after ${attempts} attempt${attempts > 1 ? 's' : ''}: ${error}`,
  messageNotFound: 'E-mail not found',
  idInvalid: 'Invalid id',
  recipientTooLong: 'This field must not exceed 254 characters',
  statusInvalid: 'Invalid e-mail status',
};
