import { adminAnalyticsRoutes } from './analytics/admin-analytics.routes';
import { adminStatsRoutes } from './analytics/admin-stats.routes';
import { authRoutes } from './auth/auth.routes';
import { adminOrdersRoutes } from './orders/admin-orders.routes';
import { adminDriversRoutes } from './drivers/admin-drivers.routes';
import { cartRoutes } from './cart/cart.routes';
import { adminBusinessesRoutes } from './catalog/admin-businesses.routes';
import { adminContentRoutes } from './catalog/admin-content.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import { customersRoutes } from './customers/customers.routes';
import { driversRoutes } from './drivers/drivers.routes';
import { emailTestRoutes } from './emails/email-test.routes';
import { emailsRoutes } from './emails/emails.routes';
import { eventsRoutes } from './events/events.routes';
import { newsletterRoutes } from './newsletter/newsletter.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { ordersRoutes } from './orders/orders.routes';
import { partnerDriversRoutes } from './partners/partner-drivers.routes';
import { partnerMenuRoutes } from './partners/partner-menu.routes';
import { partnerOrdersRoutes } from './partners/partner-orders.routes';
import { partnerReservationsRoutes } from './partners/partner-reservations.routes';
import { partnersRoutes } from './partners/partners.routes';
import { adminDriverRequestsRoutes } from './requests/admin-driver-requests.routes';
import { adminPartnerRequestsRoutes } from './requests/admin-partner-requests.routes';
import { requestsRoutes } from './requests/requests.routes';
import { searchRoutes } from './search/search.routes';
import { adminSubscriptionsRoutes } from './subscriptions/admin-subscriptions.routes';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes';
import { adminMaintenanceRoutes } from './system/admin-maintenance.routes';
import { adminSystemRoutes } from './system/admin-system.routes';
import { adminPartnersRoutes } from './users/admin-partners.routes';
import { adminUsersRoutes } from './users/admin-users.routes';

/** Every API module, mounted under /api by app.ts. */
export const apiModules = [
  authRoutes,
  catalogRoutes,
  newsletterRoutes,
  notificationsRoutes,
  eventsRoutes,
  customersRoutes,
  cartRoutes,
  ordersRoutes,
  adminOrdersRoutes,
  searchRoutes,
  emailsRoutes,
  emailTestRoutes,
  requestsRoutes,
  partnersRoutes,
  subscriptionsRoutes,
  driversRoutes,
  partnerOrdersRoutes,
  partnerMenuRoutes,
  partnerReservationsRoutes,
  partnerDriversRoutes,
  adminDriversRoutes,
  adminBusinessesRoutes,
  adminContentRoutes,
  adminPartnerRequestsRoutes,
  adminDriverRequestsRoutes,
  adminPartnersRoutes,
  adminUsersRoutes,
  adminStatsRoutes,
  adminAnalyticsRoutes,
  adminSubscriptionsRoutes,
  adminSystemRoutes,
  adminMaintenanceRoutes,
];
