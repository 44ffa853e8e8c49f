import type { Translation } from '../../locale';
import type { ADMIN_HOME_UI } from '../admin-home';
import { ORDER_STATUS_LABELS_EN, PERIOD_LABELS_EN, ROLE_LABELS_EN } from './admin-labels';

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

/** `ui/admin-home.ts` in English: exactly its keys (a missing or extra key fails the type-check). */
export const ADMIN_HOME_UI_EN: Translation<typeof ADMIN_HOME_UI> = {
  eyebrow: 'Administration',
  description: 'The figures of the Livra platform.',
  statsHeading: (period) => `Statistics · ${period}`,
  quickSearch: 'Quick search',
  latestOrders: 'Latest orders',
  allOrders: 'All orders',
  periods: PERIOD_LABELS_EN,
  orderStatuses: ORDER_STATUS_LABELS_EN,
  roles: ROLE_LABELS_EN,
  users: 'Users',
  businesses: 'Businesses',
  orders: 'Orders',
  drivers: 'Drivers',
  revenue: 'Revenue',
  added: (count, period) => `+${count} · ${period}`,
  revenueHint: (period) => `${period} · payments received`,
  pendingOrders: 'Pending orders',
  pendingOrdersHint: 'Pending, confirmed or preparing',
  activeDrivers: 'Active drivers',
  onDuty: (count) => `${count} on duty`,
  activeBusinesses: 'Active businesses',
  outOfBusinesses: (count) => `out of ${count} business${count > 1 ? 'es' : ''}`,
  pendingRequestsCount: (count) => `${plural(count, 'application')} waiting`,
  pendingRequests: 'Pending applications',
  requestsSplit: (partners, drivers) => `${plural(partners, 'partner')} · ${plural(drivers, 'driver')}`,
  loading: 'Loading…',
  handleRequests: 'Handle the applications',
  searchLabel: 'Search for a user, a business or a driver',
  searchPlaceholder: 'User, business or driver…',
  searchHint: 'Name, e-mail, address or phone: from the first letter.',
  searching: 'Searching...',
  noResults: 'No results found',
  none: 'None',
  inactive: 'Inactive',
  orderStatusFilter: 'Order status',
  allStatuses: 'All statuses',
  noOrders: 'No orders',
  noOrdersOfStatus: (status) => `No “${status}” orders for the moment.`,
  unknownCustomer: 'Unknown customer',
};
