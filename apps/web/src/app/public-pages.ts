import type { PublicRouteName } from '@livra/shared/app-routes';
import type { ComponentType } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * The public pages other than the three a visitor most often lands on, whose code is in the entry
 * (the home) or imported from it (a business page and a search, which the server draws: their
 * code is awaited before the page is taken over). Each `import()` here carries the list of chunks
 * its page needs; kept in this module, those lists are not part of every first visit
 * (decision 001). The server names this module beside the page's code in the HTML of a first visit
 * to one of these pages (page-hints.ts), and main.tsx fetches it once the first screen is whole.
 */
export const publicPages = {
  restaurants: () => import('@/features/catalog/pages/restaurants-page'),
  categories: () => import('@/features/catalog/pages/categories-page'),
  category: () => import('@/features/catalog/pages/category-page'),
  login: () => import('@/features/auth/pages/login-page'),
  resetPassword: () => import('@/features/auth/pages/reset-password-page'),
  changePassword: () => import('@/features/auth/pages/change-password-page'),
  verifyEmail: () => import('@/features/auth/pages/verify-email-page'),
  reservations: () => import('@/features/customers/pages/reservations-page'),
  about: () => import('@/features/content/pages/about-page'),
  articles: () => import('@/features/content/pages/articles-page'),
  cart: () => import('@/features/cart/pages/cart-page'),
  checkout: () => import('@/features/orders/pages/checkout-page'),
  orderConfirmation: () => import('@/features/orders/pages/order-confirmation-page'),
  orderTracking: () => import('@/features/orders/pages/order-tracking-page'),
  orders: () => import('@/features/orders/pages/orders-page'),
  paymentStatus: () => import('@/features/subscriptions/pages/payment-status-page'),
  subscriptionPaymentStatus: () => import('@/features/subscriptions/pages/subscription-payment-status-page'),
  partnerApplication: () => import('@/features/requests/pages/partner-application-page'),
  driverApplication: () => import('@/features/requests/pages/driver-application-page'),
  requestConfirmation: () => import('@/features/requests/pages/request-confirmation-page'),
  requests: () => import('@/features/requests/pages/request-status-page'),
  driverLogin: () => import('@/features/auth/pages/driver-login-page'),
  driverResetPassword: () => import('@/features/auth/pages/driver-reset-password-page'),
} satisfies Partial<Record<PublicRouteName, () => PageModule>>;

export type PublicPage = keyof typeof publicPages;
