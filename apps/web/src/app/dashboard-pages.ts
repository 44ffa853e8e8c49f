import type { ComponentType } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * The dashboards' layout and pages (customer, partner, admin, driver), downloaded when a
 * dashboard is first opened (router.tsx `dashboardPage`). Each `import()` here carries the list of
 * chunks its page needs; kept in this module, those lists (half of the route map's) are not part
 * of every first visit (decision 001). main.tsx fetches this module once the page has loaded.
 */
export const dashboardPages = {
  layout: () => import('./layouts/dashboard-layout'),
  notifications: () => import('@/features/notifications/pages/notifications-page'),
  account: () => import('@/features/users/pages/account-page'),

  customerOverview: () => import('@/features/orders/pages/customer-overview-page'),
  customerOrders: () => import('@/features/orders/pages/customer-orders-page'),
  customerOrder: () => import('@/features/orders/pages/order-detail-page'),
  customerProfile: () => import('@/features/customers/pages/profile-page'),
  customerAddresses: () => import('@/features/customers/pages/addresses-page'),
  customerPayments: () => import('@/features/customers/pages/payments-page'),
  customerReservations: () => import('@/features/customers/pages/customer-reservations-page'),
  customerFavorites: () => import('@/features/customers/pages/favorites-page'),

  partnerOverview: () => import('@/features/partners/pages/partner-overview-page'),
  partnerOrders: () => import('@/features/partners/pages/partner-orders-page'),
  partnerMenu: () => import('@/features/partners/pages/menu-page'),
  partnerReservations: () => import('@/features/partners/pages/partner-reservations-page'),
  partnerDrivers: () => import('@/features/partners/pages/partner-drivers-page'),
  partnerDriver: () => import('@/features/partners/pages/partner-driver-detail-page'),
  partnerRevenue: () => import('@/features/partners/pages/revenue-page'),
  partnerProfile: () => import('@/features/partners/pages/partner-profile-page'),
  partnerSettings: () => import('@/features/partners/pages/partner-settings-page'),
  partnerBilling: () => import('@/features/subscriptions/pages/billing-page'),

  adminHome: () => import('@/features/analytics/pages/admin-home-page'),
  adminOrders: () => import('@/features/orders/pages/admin-orders-page'),
  adminBusinesses: () => import('@/features/catalog/pages/admin-businesses-page'),
  adminUsers: () => import('@/features/users/pages/users-page'),
  adminDrivers: () => import('@/features/drivers/pages/admin-drivers-page'),
  adminRequests: () => import('@/features/requests/pages/admin-requests-page'),
  adminSubscriptions: () => import('@/features/subscriptions/pages/admin-subscriptions-page'),
  adminContent: () => import('@/features/content/pages/admin-content-page'),
  adminAnalytics: () => import('@/features/analytics/pages/analytics-page'),
  adminSystem: () => import('@/features/system/pages/system-page'),
  adminEmailTest: () => import('@/features/emails/pages/email-test-page'),

  driverHome: () => import('@/features/drivers/pages/driver-home-page'),
  driverOrders: () => import('@/features/drivers/pages/driver-orders-page'),
  driverHistory: () => import('@/features/drivers/pages/driver-history-page'),
  driverLocation: () => import('@/features/drivers/pages/driver-location-page'),
} satisfies Record<string, () => PageModule>;

export type DashboardPage = keyof typeof dashboardPages;
