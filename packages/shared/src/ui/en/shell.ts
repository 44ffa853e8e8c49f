import type { Translation } from '../../locale';
import type { SHELL_UI } from '../shell';

/** `ui/shell.ts` in English: exactly its keys (a missing or extra key fails the type-check). */
export const SHELL_UI_EN: Translation<typeof SHELL_UI> = {
  siteTagline: 'Delivery in Guinea',
  homeLink: 'Livra — home',
  openMenu: 'Open the menu',
  becomePartner: 'Become a partner',
  becomeDriver: 'Become a driver',
  signIn: 'Sign in',
  signUp: 'Sign up',
  searchLabel: 'Search for a business, a dish or a product',
  searchPlaceholder: 'Search ...',
  search: 'Search',
  networkError: 'Cannot connect. Check your internet connection.',
  switchTo: 'Français',
  switchToShort: 'FR',
  skipToContent: 'Skip to content',
  signInToSee: 'Sign in to see this page.',
  pageGone: 'The page you are looking for does not exist or has moved.',
  pageLoadFailed: 'The page could not be loaded. Check your internet connection, then try again.',
  somethingWentWrong: 'Something went wrong',
  reloadPage: 'Reload the page',
  home: 'Home',
  pageNotFound: 'Page not found',
  loading: 'Loading…',
  pageLoading: 'Loading the page',
};
