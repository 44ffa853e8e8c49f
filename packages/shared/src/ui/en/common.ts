import type { Translation } from '../../locale';
import type { COMMON_UI } from '../common';

/** `ui/common.ts` in English: exactly its keys (a missing or extra key fails the type-check). */
export const COMMON_UI_EN: Translation<typeof COMMON_UI> = {
  close: 'Close',
  cancel: 'Cancel',
  closeMenu: 'Close the menu',
  loading: 'Loading…',
  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  pageNumber: (page) => `Page ${page}`,
  export: 'Export',
  hello: (name) => `Hello, ${name}`,
  days: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
  open: 'Open',
  closed: 'Closed',
  copyMondayToAll: "Apply Monday's hours to the whole week",
  opensAt: (day) => `${day}: opening`,
  closesAt: (day) => `${day}: closing`,
  timeTo: 'to',
  error404: 'Error 404',
  pageGone: 'The page you are looking for does not exist or has moved.',
  backHome: 'Back to the home page',
  roles: { customer: 'Customer', partner: 'Partner', admin: 'Administrator', driver: 'Driver' },
};
