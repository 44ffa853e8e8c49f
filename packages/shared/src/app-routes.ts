/**
 * The web app's route table (spec 01 §2, spec 02 §2), by name: `apps/web/src/app/router.tsx` mounts
 * its pages on these paths, and the server answers them (a real 404 for any other path, each public
 * page's own head for link previews and search engines, robots.txt). One list, read by both apps.
 */

/** Pages open to everyone. */
export const PUBLIC_ROUTES = {
  home: '/',
  restaurants: '/restaurants',
  business: '/services/:id',
  categories: '/categories',
  category: '/categories/:categoryId',
  login: '/login',
  resetPassword: '/reset-password',
  changePassword: '/changer-mot-de-passe',
  verifyEmail: '/verify-email',
  reservations: '/reservations',
  about: '/about',
  articles: '/articles',
  search: '/search',
  cart: '/cart',
  checkout: '/checkout',
  orderConfirmation: '/order-confirmation/:id',
  orderTracking: '/order-tracking/:id',
  orders: '/orders',
  paymentStatus: '/payment-status',
  subscriptionPaymentStatus: '/subscription-payment-status',
  partnerApplication: '/devenir-partenaire',
  driverApplication: '/devenir-conducteur',
  /** The same page as driverApplication (spec 01 §2). */
  driverApplicationAlias: '/devenir-chauffeur',
  requestConfirmation: '/request-confirmation',
  requests: '/requests',
  driverLogin: '/driver/login',
  driverResetPassword: '/driver/reset-password',
} as const;

export type PublicRouteName = keyof typeof PUBLIC_ROUTES;

/**
 * The public pages search engines should list: the rest (sign-in, cart, checkout, an order, a
 * payment's result, a request's status) belong to one visitor and are kept out (robots.txt).
 */
export const INDEXED_PUBLIC_ROUTES = [
  'home',
  'restaurants',
  'business',
  'categories',
  'category',
  'reservations',
  'about',
  'articles',
  'search',
  'partnerApplication',
  'driverApplication',
  'driverApplicationAlias',
] as const satisfies readonly PublicRouteName[];

/** The customer's pages (signed in). */
export const CUSTOMER_ROUTES = {
  overview: '/dashboard',
  orders: '/dashboard/orders',
  order: '/orders/:orderId',
  profile: '/dashboard/profile',
  addresses: '/dashboard/addresses',
  payments: '/dashboard/payments',
  reservations: '/dashboard/reservations',
  notifications: '/dashboard/notifications',
  favorites: '/dashboard/favorites',
} as const;

/** The partner dashboard's home and its mirror (spec: /dashboard/partner/… shows the same pages). */
export const PARTNER_HOME = '/partner-dashboard';
export const PARTNER_MIRROR = '/dashboard/partner';
/** The partner's pages found under both PARTNER_HOME and PARTNER_MIRROR. */
export const PARTNER_SECTIONS = [
  'orders',
  'menu',
  'reservations',
  'drivers',
  'revenue',
  'profile',
  'settings',
  'notifications',
] as const;
/** The partner's pages found under PARTNER_HOME only. */
export const PARTNER_ROUTES = {
  driver: `${PARTNER_HOME}/drivers/:id`,
  account: `${PARTNER_HOME}/account`,
  billing: `${PARTNER_HOME}/billing`,
} as const;

export const ADMIN_HOME = '/admin-dashboard';
export const ADMIN_MIRROR = '/dashboard/admin';
/** The admin's pages found under both ADMIN_HOME and ADMIN_MIRROR. */
export const ADMIN_SECTIONS = [
  'orders',
  'businesses',
  'users',
  'drivers',
  'requests',
  'subscriptions',
  'content',
  'analytics',
  'system',
  'notifications',
] as const;
/** The admin's pages found under ADMIN_HOME only, and the link of the admin e-mails. */
export const ADMIN_ROUTES = {
  settings: `${ADMIN_HOME}/settings`,
  emailTest: `${ADMIN_HOME}/email-test`,
  profile: `${ADMIN_HOME}/profile`,
  emailLink: '/admin/requests',
} as const;

export const DRIVER_ROUTES = {
  home: '/driver-dashboard',
  orders: '/driver-dashboard/orders',
  history: '/driver-dashboard/history',
  location: '/driver-dashboard/location',
  notifications: '/driver-dashboard/notifications',
} as const;

/** Every path pattern of the app: what is not one of these answers 404. */
export const APP_ROUTE_PATTERNS: readonly string[] = [
  ...Object.values(PUBLIC_ROUTES),
  ...Object.values(CUSTOMER_ROUTES),
  PARTNER_HOME,
  PARTNER_MIRROR,
  ...[PARTNER_HOME, PARTNER_MIRROR].flatMap((prefix) => PARTNER_SECTIONS.map((section) => `${prefix}/${section}`)),
  ...Object.values(PARTNER_ROUTES),
  ADMIN_HOME,
  ADMIN_MIRROR,
  ...[ADMIN_HOME, ADMIN_MIRROR].flatMap((prefix) => ADMIN_SECTIONS.map((section) => `${prefix}/${section}`)),
  ...Object.values(ADMIN_ROUTES),
  ...Object.values(DRIVER_ROUTES),
];

export interface RouteMatch {
  pattern: string;
  params: Record<string, string>;
}

/**
 * The route a path is, as React Router matches it: segments compared without regard to case, a
 * trailing slash ignored, `:name` taking one non-empty segment. Null for a path of no route.
 */
export function matchRoute(pathname: string, patterns: readonly string[] = APP_ROUTE_PATTERNS): RouteMatch | null {
  const segments = splitPath(pathname);
  if (!segments) return null;
  for (const pattern of patterns) {
    const parts = splitPath(pattern) ?? [];
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index] as string;
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return true;
      }
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (matches) return { pattern, params };
  }
  return null;
}

/** The segments of a path, decoded; null for an empty segment inside it or a malformed escape. */
function splitPath(path: string): string[] | null {
  const trimmed = path.replace(/^\//, '').replace(/\/$/, '');
  if (trimmed === '') return [];
  const segments = trimmed.split('/');
  if (segments.some((segment) => segment === '')) return null;
  try {
    return segments.map(decodeURIComponent);
  } catch {
    return null;
  }
}
