import { ADMIN_PUBLIC_CONTENT_UI_EN } from './en/admin-public-content';
import { ADMIN_BILLING_UI_EN } from './en/admin-billing';
import { ADMIN_EMAILS_UI_EN } from './en/admin-emails';
import { ADMIN_CONTENT_UI_EN } from './en/admin-content';
import { ADMIN_SYSTEM_UI_EN } from './en/admin-system';
import { ADMIN_SUBSCRIPTIONS_UI_EN } from './en/admin-subscriptions';
import { ADMIN_BUSINESSES_UI_EN } from './en/admin-businesses';
import { ADMIN_USERS_UI_EN } from './en/admin-users';
import { ADMIN_ANALYTICS_UI_EN } from './en/admin-analytics';
import type { Translation } from '../locale';
import { registeredCheckCatalogues } from '../check-catalogues';
import { MESSAGES } from '../messages';
import { MESSAGES_EN } from '../messages-en';
import { CHECK_CATALOGUES_EN } from '../messages-en/check-catalogues';
import { REFERENCE_PLANS_EN, REFERENCE_PLANS_FR } from './en/reference-plans';
import { pair } from '../messages-en/catalogue-pair';
import { createTranslator } from '../messages-translate';
import type { UiCatalogue } from './catalogue';
import { ADMIN_HOME_UI_EN } from './en/admin-home';
import { AUTH_UI_EN } from './en/auth';
import { CART_UI_EN } from './en/cart';
import { DRIVER_UI_EN } from './en/driver';
import { DRIVER_ADMIN_UI_EN } from './en/driver-admin';
import { HOME_UI_EN } from './en/home';
import { MENUS_UI_EN } from './en/menus';
import { ORDERS_UI_EN } from './en/orders';
import { ORDERS_ADMIN_UI_EN } from './en/orders-admin';
import { REQUESTS_UI_EN } from './en/requests';
import { REQUESTS_ADMIN_UI_EN } from './en/requests-admin';
import { PARTNER_UI_EN } from './en/partner';
import { PARTNER_OPS_UI_EN } from './en/partner-ops';
import { PARTNER_ALERTS_UI_EN } from './en/partner-alerts';
import { SHELL_UI_EN } from './en/shell';
import { NOTIFICATIONS_UI_EN } from './en/notifications';
import { CUSTOMERS_UI_EN } from './en/customers';
import { SEARCH_UI_EN } from './en/search';
import { CATALOG_UI_EN } from './en/catalog';
import { COMMON_UI_EN } from './en/common';
import { NETWORK_UI_EN } from './en/network';
import { PWA_UI_EN } from './en/pwa';

/**
 * The whole interface catalogue in English, typed to have exactly the French keys (a missing or
 * extra key fails the type-check). Each area's English lives in `ui/en/<area>.ts`, beside nothing
 * else; this module gathers them and is loaded only when someone chooses English: a French visit
 * never downloads it (docs/decisions/009-languages.md).
 */
export const UI_EN: Translation<UiCatalogue> = {
  shell: SHELL_UI_EN,
  menus: MENUS_UI_EN,
  home: HOME_UI_EN,
  auth: AUTH_UI_EN,
  cart: CART_UI_EN,
  orders: ORDERS_UI_EN,
  ordersAdmin: ORDERS_ADMIN_UI_EN,
  driver: DRIVER_UI_EN,
  driverAdmin: DRIVER_ADMIN_UI_EN,
  requests: REQUESTS_UI_EN,
  requestsAdmin: REQUESTS_ADMIN_UI_EN,
  partner: PARTNER_UI_EN,
  partnerOps: PARTNER_OPS_UI_EN,
  partnerAlerts: PARTNER_ALERTS_UI_EN,
  adminHome: ADMIN_HOME_UI_EN,
  adminAnalytics: ADMIN_ANALYTICS_UI_EN,
  adminUsers: ADMIN_USERS_UI_EN,
  adminBusinesses: ADMIN_BUSINESSES_UI_EN,
  adminSubscriptions: ADMIN_SUBSCRIPTIONS_UI_EN,
  adminSystem: ADMIN_SYSTEM_UI_EN,
  adminContent: ADMIN_CONTENT_UI_EN,
  adminEmails: ADMIN_EMAILS_UI_EN,
  adminBilling: ADMIN_BILLING_UI_EN,
  adminPublicContent: ADMIN_PUBLIC_CONTENT_UI_EN,
  common: COMMON_UI_EN,
  catalog: CATALOG_UI_EN,
  search: SEARCH_UI_EN,
  customers: CUSTOMERS_UI_EN,
  notifications: NOTIFICATIONS_UI_EN,
  network: NETWORK_UI_EN,
  pwa: PWA_UI_EN,
};

const FIXED = [pair(MESSAGES, MESSAGES_EN), pair(REFERENCE_PLANS_FR, REFERENCE_PLANS_EN)];
let translator = { version: -1, translate: createTranslator(FIXED) };

/**
 * A catalogue message (French) in English, when it has been translated: `MESSAGES`, the reference
 * plans' words (`en/reference-plans.ts`), then the catalogues of checks the pages have loaded with
 * their schemas (`check-catalogues.ts`), so a form's own check (`REQUEST_TEXTS`…) shows in English too.
 */
export function englishMessage(french: string): string {
  const { version, catalogues } = registeredCheckCatalogues();
  if (version !== translator.version) {
    const checks = catalogues.map(([name, catalogue]) => pair(catalogue, CHECK_CATALOGUES_EN[name]));
    translator = { version, translate: createTranslator([...FIXED, ...checks]) };
  }
  return translator.translate(french, 'en');
}
