import type { Translation } from '../../locale';
import type { PARTNER_ALERTS_UI } from '../partner-alerts';

/** `ui/partner-alerts.ts` in English: exactly its keys (a missing or extra key fails the type-check). */
export const PARTNER_ALERTS_UI_EN: Translation<typeof PARTNER_ALERTS_UI> = {
  newOrder: 'New order!',
  newOrderHint: 'Confirm it quickly: the customer is waiting for your answer.',
  see: 'View',
};
