import type { Translation } from '../locale';
import type { EMAIL_TEST_MESSAGES } from '../messages-emailtest';

/** `messages-emailtest.ts` in English: every key (a missing one fails the type-check). */
export const EMAIL_TEST_MESSAGES_EN: Translation<typeof EMAIL_TEST_MESSAGES> = {
  emailTestClear: 'Clear the results',
  emailTestSuccess: 'Success',
  emailTestFailure: 'Failure',
};
