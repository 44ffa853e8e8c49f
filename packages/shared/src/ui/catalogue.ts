import type { ADMIN_PUBLIC_CONTENT_UI } from './admin-public-content';
import type { ADMIN_BILLING_UI } from './admin-billing';
import type { ADMIN_EMAILS_UI } from './admin-emails';
import type { ADMIN_CONTENT_UI } from './admin-content';
import type { ADMIN_SYSTEM_UI } from './admin-system';
import type { ADMIN_SUBSCRIPTIONS_UI } from './admin-subscriptions';
import type { ADMIN_BUSINESSES_UI } from './admin-businesses';
import type { ADMIN_USERS_UI } from './admin-users';
import type { ADMIN_ANALYTICS_UI } from './admin-analytics';
import type { ADMIN_HOME_UI } from './admin-home';
import type { AUTH_UI } from './auth';
import type { CART_UI } from './cart';
import type { DRIVER_UI } from './driver';
import type { DRIVER_ADMIN_UI } from './driver-admin';
import type { HOME_UI } from './home';
import type { MENUS_UI } from './menus';
import type { ORDERS_UI } from './orders';
import type { ORDERS_ADMIN_UI } from './orders-admin';
import type { REQUESTS_UI } from './requests';
import type { REQUESTS_ADMIN_UI } from './requests-admin';
import type { PARTNER_UI } from './partner';
import type { PARTNER_OPS_UI } from './partner-ops';
import type { PARTNER_ALERTS_UI } from './partner-alerts';
import type { SHELL_UI } from './shell';
import type { NOTIFICATIONS_UI } from './notifications';
import type { CUSTOMERS_UI } from './customers';
import type { SEARCH_UI } from './search';
import type { CATALOG_UI } from './catalog';
import type { COMMON_UI } from './common';
import type { NETWORK_UI } from './network';
import type { PWA_UI } from './pwa';

/**
 * Every area of the interface catalogue, each a French module loaded with its pages. The English
 * catalogue (`ui/en.ts`) has exactly these areas and keys; a new area is added here and there.
 */
export interface UiCatalogue {
  shell: typeof SHELL_UI;
  menus: typeof MENUS_UI;
  home: typeof HOME_UI;
  auth: typeof AUTH_UI;
  cart: typeof CART_UI;
  orders: typeof ORDERS_UI;
  ordersAdmin: typeof ORDERS_ADMIN_UI;
  driver: typeof DRIVER_UI;
  driverAdmin: typeof DRIVER_ADMIN_UI;
  requests: typeof REQUESTS_UI;
  requestsAdmin: typeof REQUESTS_ADMIN_UI;
  partner: typeof PARTNER_UI;
  partnerOps: typeof PARTNER_OPS_UI;
  partnerAlerts: typeof PARTNER_ALERTS_UI;
  adminHome: typeof ADMIN_HOME_UI;
  adminAnalytics: typeof ADMIN_ANALYTICS_UI;
  adminUsers: typeof ADMIN_USERS_UI;
  adminBusinesses: typeof ADMIN_BUSINESSES_UI;
  adminSubscriptions: typeof ADMIN_SUBSCRIPTIONS_UI;
  adminSystem: typeof ADMIN_SYSTEM_UI;
  adminContent: typeof ADMIN_CONTENT_UI;
  adminEmails: typeof ADMIN_EMAILS_UI;
  adminBilling: typeof ADMIN_BILLING_UI;
  adminPublicContent: typeof ADMIN_PUBLIC_CONTENT_UI;
  common: typeof COMMON_UI;
  catalog: typeof CATALOG_UI;
  search: typeof SEARCH_UI;
  customers: typeof CUSTOMERS_UI;
  notifications: typeof NOTIFICATIONS_UI;
  network: typeof NETWORK_UI;
  pwa: typeof PWA_UI;
}
export type UiArea = keyof UiCatalogue;
