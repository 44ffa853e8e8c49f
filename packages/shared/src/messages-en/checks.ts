import type { Translation } from '../locale';
import type { CHECK_MESSAGES } from '../messages-checks';

/** `messages-checks.ts` in English: every key (a missing one fails the type-check). */
export const CHECK_MESSAGES_EN: Translation<typeof CHECK_MESSAGES> = {
  fieldTooLong: (max) => `This field must not be longer than ${max} characters`,
  startDateInvalid: 'Invalid start date (YYYY-MM-DD)',
  endDateInvalid: 'Invalid end date (YYYY-MM-DD)',
  periodInvalid: (periods) => `Invalid period (${periods})`,
  activeFlagInvalid: 'Give true (activate) or false (deactivate)',
  businessActiveFlagInvalid: 'Say whether the business is active (true) or not (false)',
  requestStatusFilterInvalid: 'Invalid status: pending, approved, rejected or all',
  linkInvalid: 'Invalid link',
  amountInvalid: 'Invalid amount',
  passwordRequired: 'The password is required',
  itemNameRequired: 'The item name is required',
  reasonRequired: 'The reason is required',
};
