import type { CheckCatalogueName } from '../check-catalogues';
import { SUBSCRIPTION_TEXTS_EN } from '../ui/en/admin-labels';
import { CATALOG_TEXTS_EN, SEARCH_TEXTS_EN } from './catalog';
import type { Entries } from './catalogue-pair';
import { CUSTOMER_MESSAGES_EN, UPLOAD_MESSAGES_EN } from './customers';
import { DRIVER_APP_MESSAGES_EN } from './driver-app';
import { PARTNER_OPS_TEXTS_EN, PARTNER_TEXTS_EN } from './partner-texts';
import { REQUEST_TEXTS_EN } from './request-texts';

/**
 * The English twin of each registered catalogue of checks (`check-catalogues.ts`), by name: the
 * browser pairs them with the French ones its pages have loaded. Text only, no schema.
 */
export const CHECK_CATALOGUES_EN: Record<CheckCatalogueName, Entries> = {
  request: REQUEST_TEXTS_EN,
  partner: PARTNER_TEXTS_EN,
  partnerOps: PARTNER_OPS_TEXTS_EN,
  customer: CUSTOMER_MESSAGES_EN,
  upload: UPLOAD_MESSAGES_EN,
  catalog: CATALOG_TEXTS_EN,
  search: SEARCH_TEXTS_EN,
  driverApp: DRIVER_APP_MESSAGES_EN,
  subscription: SUBSCRIPTION_TEXTS_EN,
};
