import { MESSAGES } from '../messages';
import { MESSAGES_EN } from '../messages-en';
import { createTranslator } from '../messages-translate';
import { CATALOG_TEXTS } from '../catalog';
import { CUSTOMER_MESSAGES, UPLOAD_MESSAGES } from '../customers';
import { DRIVER_APP_MESSAGES } from '../driver-app';
import { EMAIL_TEST_TEXTS } from '../email-test-texts';
import { PARTNER_OPS_TEXTS } from '../partner-ops';
import { PARTNER_TEXTS } from '../partners';
import { REQUEST_TEXTS } from '../requests';
import { SEARCH_TEXTS } from '../search';
import { SUBSCRIPTION_TEXTS } from '../subscriptions';
import { CATALOG_TEXTS_EN, SEARCH_TEXTS_EN } from './catalog';
import { type CataloguePair, pair } from './catalogue-pair';
import { CUSTOMER_MESSAGES_EN, UPLOAD_MESSAGES_EN } from './customers';
import { DRIVER_APP_MESSAGES_EN } from './driver-app';
import { EMAIL_TEST_TEXTS_EN } from './email-test';
import { PARTNER_OPS_TEXTS_EN, PARTNER_TEXTS_EN } from './partner-texts';
import { REQUEST_TEXTS_EN } from './request-texts';
import { SUBSCRIPTION_TEXTS_EN } from '../ui/en/admin-labels';

/**
 * The server's words outside `MESSAGES` (ours: the spec has none for these rules), beside their
 * English. The server answers with them; `translateMessage` reads them after `MESSAGES`.
 */
export const SERVER_CATALOGUES: readonly CataloguePair[] = [
  pair(DRIVER_APP_MESSAGES, DRIVER_APP_MESSAGES_EN),
  pair(CUSTOMER_MESSAGES, CUSTOMER_MESSAGES_EN),
  pair(UPLOAD_MESSAGES, UPLOAD_MESSAGES_EN),
  pair(REQUEST_TEXTS, REQUEST_TEXTS_EN),
  pair(PARTNER_TEXTS, PARTNER_TEXTS_EN),
  pair(PARTNER_OPS_TEXTS, PARTNER_OPS_TEXTS_EN),
  pair(CATALOG_TEXTS, CATALOG_TEXTS_EN),
  pair(SEARCH_TEXTS, SEARCH_TEXTS_EN),
  pair(SUBSCRIPTION_TEXTS, SUBSCRIPTION_TEXTS_EN),
  pair(EMAIL_TEST_TEXTS, EMAIL_TEST_TEXTS_EN),
];

/** Every catalogue the server answers with, `MESSAGES` first (the spec's words win). */
export const ANSWER_CATALOGUES: readonly CataloguePair[] = [pair(MESSAGES, MESSAGES_EN), ...SERVER_CATALOGUES];

/** A French message of the server's answers in the asked language (`http/locale.ts`). */
export const translateServerMessage = createTranslator(ANSWER_CATALOGUES);
