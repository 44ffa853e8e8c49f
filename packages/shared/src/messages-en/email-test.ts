import type { EMAIL_TEST_TEXTS } from '../email-test-texts';
import { EMAIL_TYPE_LABELS, EMAIL_TYPES, type EmailType } from '../emails';
import type { Translation } from '../locale';

const EMAIL_TYPE_LABELS_EN: Record<EmailType, string> = {
  'request-confirmation': 'Request confirmation',
  'admin-notification': 'Admin notification',
  'request-approval': 'Request approval',
  'account-credentials': 'Account credentials',
  'password-reset': 'Password reset',
  'order-confirmation': 'Order confirmation',
  'order-status-update': 'Order update',
  'request-rejection': 'Request rejection',
  'payment-reminder': 'Payment reminder',
  'email-verification': 'E-mail address confirmation',
  'account-notice': 'Account security notice',
};

/** An e-mail type's French label (as the server's message names it), in English. */
const englishType = (french: string) => {
  const type = EMAIL_TYPES.find((t) => EMAIL_TYPE_LABELS[t] === french);
  return type ? EMAIL_TYPE_LABELS_EN[type] : french;
};

/** A count's noun, plural from 2 (the count may arrive as the text a message carried). */
const counted = (count: number, noun: string) => `${count} ${noun}${Number(count) > 1 ? 's' : ''}`;

/** `EMAIL_TEST_TEXTS` in English: the admin's e-mail test page and its answers. */
export const EMAIL_TEST_TEXTS_EN: Translation<typeof EMAIL_TEST_TEXTS> = {
  typeInvalid: 'Invalid e-mail type',
  cleared: 'Results cleared',
  pending: 'In progress',
  queued: (typeLabel, to) => `“${englishType(typeLabel)}” queued for sending to ${to}`,
  delivered: (to) => `Sent to ${to}`,
  kept: (to) => `Kept for ${to} without sending (no SMTP configured): readable in the outbox`,
  retrying: (attempts, error) => `Trying again after ${counted(attempts, 'failure')}: ${error}`,
  failed: (attempts, error) => `Gave up after ${counted(attempts, 'attempt')}: ${error}`,
  messageNotFound: 'E-mail not found',
  idInvalid: 'Invalid identifier',
  recipientTooLong: 'This field must not exceed 254 characters',
  statusInvalid: 'Invalid e-mail status',
};
