import type { AUTH_UI } from './auth';
import type { CART_UI } from './cart';
import type { HOME_UI } from './home';
import type { MENUS_UI } from './menus';
import type { SHELL_UI } from './shell';
import type { NOTIFICATIONS_UI } from './notifications';
import type { CUSTOMERS_UI } from './customers';
import type { SEARCH_UI } from './search';
import type { CATALOG_UI } from './catalog';
import type { COMMON_UI } from './common';

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
  common: typeof COMMON_UI;
  catalog: typeof CATALOG_UI;
  search: typeof SEARCH_UI;
  customers: typeof CUSTOMERS_UI;
  notifications: typeof NOTIFICATIONS_UI;
}
export type UiArea = keyof UiCatalogue;
