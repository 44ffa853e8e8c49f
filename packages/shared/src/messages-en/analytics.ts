import type { Translation } from '../locale';
import type { ANALYTICS_MESSAGES } from '../messages-analytics';

/** `messages-analytics.ts` in English: every key (a missing one fails the type-check). */
export const ANALYTICS_MESSAGES_EN: Translation<typeof ANALYTICS_MESSAGES> = {
  analyticsMonthsInvalid: 'Invalid period (3, 6 or 12 months)',
};
