import type { DRIVER_APP_MESSAGES } from '../driver-app';
import type { Translation } from '../locale';
import { DRIVER_UI_EN } from '../ui/en/driver';
import { englishOrderStatus } from './labels';

/**
 * `DRIVER_APP_MESSAGES` in English: the driver app's refusals, checks and answers. The words the
 * driver's screens show too are theirs (`ui/en/driver.ts`), so both say the same.
 */
export const DRIVER_APP_MESSAGES_EN: Translation<typeof DRIVER_APP_MESSAGES> = {
  offerTaken: 'This order has already been taken by another driver.',
  offerUnavailable: 'This order is no longer available.',
  offersNeedDuty: 'Go on duty to see and accept orders.',
  locationNeedsDuty: 'Go on duty to share your location.',
  finishDeliveriesFirst: 'Finish your current deliveries before going off duty.',
  stepNotAllowed: (current, target) =>
    `Step not possible: the order is “${englishOrderStatus(current)}”, it cannot move to “${englishOrderStatus(target)}”.`,
  cashBeforeDelivered: 'Mark the order as delivered before confirming the cash collected.',
  dutyInvalid: 'Say whether you are going on or off duty (onDuty: true or false)',
  stepInvalid: 'Invalid step: picked up, out for delivery or delivered',
  latitudeInvalid: 'The latitude must be a number between -90 and 90',
  longitudeInvalid: 'The longitude must be a number between -180 and 180',
  accuracyInvalid: 'The accuracy must be a positive number of metres',
  pageInvalid: 'The page number must be a positive whole number',
  onDuty: DRIVER_UI_EN.onDuty,
  offDuty: DRIVER_UI_EN.offDuty,
  offerAccepted: DRIVER_UI_EN.offerAccepted,
  cashCollected: DRIVER_UI_EN.cashCollected,
  stepSaved: DRIVER_UI_EN.stepSaved,
  earningsExplained: DRIVER_UI_EN.earningsExplained,
};
