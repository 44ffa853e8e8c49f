import type { Translation } from '../locale';
import type { PARTNER_OPS_TEXTS } from '../partner-ops';
import type { PARTNER_TEXTS } from '../partners';
import { PARTNER_UI_EN } from '../ui/en/partner';
import { PARTNER_OPS_UI_EN } from '../ui/en/partner-ops';
import { CATALOG_TEXTS_EN } from './catalog';
import { englishDay, englishOrderStatus } from './labels';

/**
 * `PARTNER_TEXTS` in English: the partner dashboard's words (`ui/en/partner.ts`). The server's
 * message names the day in French, so it is put in English before it is placed in the sentence.
 */
export const PARTNER_TEXTS_EN: Translation<typeof PARTNER_TEXTS> = {
  ...PARTNER_UI_EN.texts,
  closeBeforeOpen: (day) => PARTNER_UI_EN.texts.closeBeforeOpen(englishDay(day)),
};

const ops = PARTNER_OPS_UI_EN.texts;

/**
 * `PARTNER_OPS_TEXTS` in English: the daily operations' words (`ui/en/partner-ops.ts`). The
 * French builds some on other catalogues' words; their English does the same, so one French
 * text has one English. Status labels from the server are French: put in English first.
 */
export const PARTNER_OPS_TEXTS_EN: Translation<typeof PARTNER_OPS_TEXTS> = {
  ...ops,
  pageInvalid: CATALOG_TEXTS_EN.invalidPage,
  categoryNotFound: CATALOG_TEXTS_EN.categoryNotFound,
  categoryIdInvalid: CATALOG_TEXTS_EN.invalidCategoryId,
  driverAssignTooLate: (label) => ops.driverAssignTooLate(englishOrderStatus(label)),
  statusUpdated: (label) => ops.statusUpdated(englishOrderStatus(label)),
  // A count read back from a French message arrives as its text.
  categoryNotEmpty: (count) => ops.categoryNotEmpty(Number(count)),
};
