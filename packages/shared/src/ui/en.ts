import type { Translation } from '../locale';
import { translateMessage } from '../messages-translate';
import type { UiCatalogue } from './catalogue';
import { AUTH_UI_EN } from './en/auth';
import { CART_UI_EN } from './en/cart';
import { HOME_UI_EN } from './en/home';
import { MENUS_UI_EN } from './en/menus';
import { SHELL_UI_EN } from './en/shell';
import { NOTIFICATIONS_UI_EN } from './en/notifications';
import { CUSTOMERS_UI_EN } from './en/customers';
import { SEARCH_UI_EN } from './en/search';
import { CATALOG_UI_EN } from './en/catalog';
import { COMMON_UI_EN } from './en/common';

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
  common: COMMON_UI_EN,
  catalog: CATALOG_UI_EN,
  search: SEARCH_UI_EN,
  customers: CUSTOMERS_UI_EN,
  notifications: NOTIFICATIONS_UI_EN,
};

/** A catalogue message (`MESSAGES`, French) in English, when it has been translated. */
export const englishMessage = (french: string) => translateMessage(french, 'en');
