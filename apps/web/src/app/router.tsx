import {
  Component,
  type ComponentType,
  lazy,
  type LazyExoticComponent,
  type ReactNode,
  Suspense,
  useEffect,
} from 'react';
import { matchRoutes, Navigate, type Params, type RouteObject, useLocation, useRoutes } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { sessionQuery } from '@/lib/auth';
import { loadOrReload } from '@/lib/reload-once';
import { businessQuery, homeQuery } from '@/features/catalog/api';
import { businessTypesQuery, categoriesQuery } from '@/features/catalog/lists-api';
import { searchOfAddress } from '@/features/search/api';
import {
  ADMIN_HOME,
  ADMIN_MIRROR,
  ADMIN_ROUTES,
  type ADMIN_SECTIONS,
  CUSTOMER_ROUTES,
  DRIVER_ROUTES,
  PARTNER_HOME,
  PARTNER_MIRROR,
  PARTNER_ROUTES,
  type PARTNER_SECTIONS,
  PUBLIC_ROUTES,
} from '@livra/shared/app-routes';
import type { DashboardPage } from './dashboard-pages';
import type { PublicPage } from './public-pages';
import { RequireRole } from './guards';
import { PublicLayout } from './layouts/public-layout';
import { trackPageLoad } from './page-loads';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { usePageCommitted } from './early-input';
// The home page is most first visits: in the entry, it comes with it instead of one round trip
// later (decision 001).
import HomePage from '@/features/catalog/pages/home-page';

type PageRoute = Pick<RouteObject, 'element' | 'handle'>;

/** Asks for a page's data, into `client`, from its address. */
type Prefetch = (client: QueryClient, params: Params, search: URLSearchParams) => Promise<unknown> | undefined;

/**
 * A route whose page is downloaded when first visited (React.lazy: the route map renders with
 * `useRoutes`, not a data router, whose code is 15 KB gzipped of the first visit; decision 001).
 * Until it arrives the page's place shows the spinner; `handle.preload` starts the download
 * early (AppRoutes starts every matched route's at once, layout and page together), and
 * `prefetch`, when given, asks for the page's data beside its code instead of after it.
 * Once downloaded, the page renders at once, without suspending: the first render does so when
 * main.tsx has waited for the first page's code (`preloadPages`).
 */
function page(load: () => Promise<{ default: ComponentType }>, prefetch?: Prefetch): PageRoute {
  let download: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    // A chunk of a version replaced since this page loaded is gone: reload once onto the new one.
    download ??= trackPageLoad(loadOrReload(load)).then((module) => {
      code.loaded = module.default;
      return module;
    });
    return download;
  };
  const code: PageCode = { lazy: lazy(preload) };
  return {
    element: (
      <Suspense fallback={<PageSpinner />}>
        <RoutePage code={code} />
      </Suspense>
    ),
    handle: { preload, prefetch },
  };
}

interface PageCode {
  lazy: LazyExoticComponent<ComponentType>;
  /** The page itself, once downloaded. */
  loaded?: ComponentType;
}

/**
 * React.lazy suspends on its first render even for code already there, and React then shows the
 * spinner and holds the page back for at least 300 ms (its reveal throttle): a business page's
 * content came 0.7 s after its data at 4× CPU. Downloaded code renders at once.
 */
function RoutePage({ code }: { code: PageCode }) {
  usePageCommitted();
  const Page = code.loaded ?? code.lazy;
  return <Page />;
}

/** The home page, in the entry: committed with the layout around it. */
function Home() {
  usePageCommitted();
  return <HomePage />;
}

/** Downloads the code of every route matching `pathname` (the layout and the page). */
export function preloadPages(pathname: string): Promise<unknown> {
  return Promise.all((matchRoutes(routes, pathname) ?? []).map((match) => match.route.handle?.preload?.()));
}

/**
 * What a first screen the server drew was drawn from, asked for before the browser hydrates it:
 * the session (the header, the favourite hearts) and the page's reads, all answered by the HTML
 * (lib/first-answers.ts), so the first render draws the same (entry-server.tsx, main.tsx).
 */
export function prefetchFirstScreen(client: QueryClient, location: { pathname: string; search: string }) {
  return Promise.all([client.prefetchQuery(sessionQuery), prefetchPages(client, location)]);
}

/** Asks for the data of every route matching the address, into `client`. */
export function prefetchPages(client: QueryClient, { pathname, search }: { pathname: string; search: string }) {
  const params = new URLSearchParams(search);
  return Promise.all(
    (matchRoutes(routes, pathname) ?? []).map((match) => match.route.handle?.prefetch?.(client, match.params, params)),
  );
}

/**
 * A dashboard's page: its `import()` (and the list of chunks it needs) is in dashboard-pages.ts,
 * a module fetched on the way (or after the first page has loaded, main.tsx), not in the entry.
 */
function dashboardPage(name: DashboardPage): PageRoute {
  return page(() => import('./dashboard-pages').then((pages) => pages.dashboardPages[name]()));
}

/** A public page whose `import()` is in public-pages.ts, like a dashboard's in dashboard-pages.ts. */
function publicPage(name: PublicPage): PageRoute {
  return page(() => import('./public-pages').then((pages) => pages.publicPages[name]()));
}

/** That page at its own address of the route table (same name in both). */
function publicRoute(name: PublicPage): RouteObject {
  return { path: PUBLIC_ROUTES[name], ...publicPage(name) };
}

const dashboardLayout = dashboardPage('layout');
/** One notifications page for every role (its links follow the signed-in role). */
const notificationsPage = dashboardPage('notifications');

const partner: Record<(typeof PARTNER_SECTIONS)[number], PageRoute> = {
  orders: dashboardPage('partnerOrders'),
  menu: dashboardPage('partnerMenu'),
  reservations: dashboardPage('partnerReservations'),
  drivers: dashboardPage('partnerDrivers'),
  revenue: dashboardPage('partnerRevenue'),
  profile: dashboardPage('partnerProfile'),
  settings: dashboardPage('partnerSettings'),
  notifications: notificationsPage,
};

// The admin's and the partner's own account (name, phone, photo, password).
const account = dashboardPage('account');

const adminHome = dashboardPage('adminHome');
const admin: Record<(typeof ADMIN_SECTIONS)[number], PageRoute> = {
  orders: dashboardPage('adminOrders'),
  businesses: dashboardPage('adminBusinesses'),
  users: dashboardPage('adminUsers'),
  drivers: dashboardPage('adminDrivers'),
  requests: dashboardPage('adminRequests'),
  subscriptions: dashboardPage('adminSubscriptions'),
  content: dashboardPage('adminContent'),
  analytics: dashboardPage('adminAnalytics'),
  system: dashboardPage('adminSystem'),
  notifications: notificationsPage,
};

/** The same pages under another prefix (spec: /dashboard/partner/… and /dashboard/admin/… mirrors). */
function mirror(prefix: string, pages: Record<string, PageRoute>): RouteObject[] {
  return Object.entries(pages).map(([path, route]) => ({ path: `${prefix}/${path}`, ...route }));
}

const driverApplication = publicPage('driverApplication');

/** The whole route map: spec 01 §2 (public, customer, driver) and spec 02 §2 (admin, partner). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // On the first visit the header and footer show at once, the page's spinner between them.
        element: <PublicLayout />,
        children: [
          {
            index: true,
            element: <Home />,
            handle: { prefetch: (client: QueryClient) => client.prefetchQuery(homeQuery) },
          },
          publicRoute('restaurants'),
          {
            path: PUBLIC_ROUTES.business,
            ...page(
              () => import('@/features/catalog/pages/business-page'),
              (client, { id = '' }) => client.prefetchQuery(businessQuery(id)),
            ),
          },
          publicRoute('categories'),
          publicRoute('category'),
          publicRoute('login'),
          publicRoute('resetPassword'),
          publicRoute('changePassword'),
          publicRoute('verifyEmail'),
          publicRoute('reservations'),
          publicRoute('about'),
          publicRoute('articles'),
          {
            path: PUBLIC_ROUTES.search,
            ...page(
              () => import('@/features/search/pages/search-page'),
              // The filters' lists with the results: the server draws the page with them.
              (client, _, search) => {
                const query = searchOfAddress(search);
                return Promise.all([
                  query && client.prefetchQuery(query),
                  client.prefetchQuery(categoriesQuery),
                  client.prefetchQuery(businessTypesQuery),
                ]);
              },
            ),
          },
          publicRoute('cart'),
          publicRoute('checkout'),
          publicRoute('orderConfirmation'),
          publicRoute('orderTracking'),
          publicRoute('orders'),
          publicRoute('paymentStatus'),
          publicRoute('subscriptionPaymentStatus'),
          publicRoute('partnerApplication'),
          { path: PUBLIC_ROUTES.driverApplication, ...driverApplication },
          { path: PUBLIC_ROUTES.driverApplicationAlias, ...driverApplication },
          publicRoute('requestConfirmation'),
          publicRoute('requests'),
          publicRoute('driverLogin'),
          publicRoute('driverResetPassword'),
          { path: '*', ...page(() => import('./not-found-page')) },
        ],
      },
      {
        element: <RequireRole roles={['customer']} />,
        children: [
          {
            ...dashboardLayout,
            children: [
              {
                path: CUSTOMER_ROUTES.overview,
                ...dashboardPage('customerOverview'),
              },
              { path: CUSTOMER_ROUTES.orders, ...dashboardPage('customerOrders') },
              { path: CUSTOMER_ROUTES.order, ...dashboardPage('customerOrder') },
              { path: CUSTOMER_ROUTES.profile, ...dashboardPage('customerProfile') },
              { path: CUSTOMER_ROUTES.addresses, ...dashboardPage('customerAddresses') },
              { path: CUSTOMER_ROUTES.payments, ...dashboardPage('customerPayments') },
              {
                path: CUSTOMER_ROUTES.reservations,
                ...dashboardPage('customerReservations'),
              },
              { path: CUSTOMER_ROUTES.notifications, ...notificationsPage },
              { path: CUSTOMER_ROUTES.favorites, ...dashboardPage('customerFavorites') },
            ],
          },
        ],
      },
      {
        element: <RequireRole roles={['partner']} />,
        children: [
          {
            ...dashboardLayout,
            children: [
              { path: PARTNER_HOME, ...dashboardPage('partnerOverview') },
              ...mirror(PARTNER_HOME, partner),
              {
                path: PARTNER_ROUTES.driver,
                ...dashboardPage('partnerDriver'),
              },
              { path: PARTNER_ROUTES.account, ...account },
              {
                path: PARTNER_ROUTES.billing,
                ...dashboardPage('partnerBilling'),
              },
              { path: PARTNER_MIRROR, element: <Navigate to="/partner-dashboard" replace /> },
              ...mirror(PARTNER_MIRROR, partner),
            ],
          },
        ],
      },
      {
        element: <RequireRole roles={['admin']} />,
        children: [
          {
            ...dashboardLayout,
            children: [
              { path: ADMIN_HOME, ...adminHome },
              // Settings shows the admin home (spec 02 §2).
              { path: ADMIN_ROUTES.settings, ...adminHome },
              ...mirror(ADMIN_HOME, admin),
              { path: ADMIN_ROUTES.emailTest, ...dashboardPage('adminEmailTest') },
              { path: ADMIN_ROUTES.profile, ...account },
              { path: ADMIN_MIRROR, element: <Navigate to="/admin-dashboard" replace /> },
              ...mirror(ADMIN_MIRROR, admin),
              // The link of the admin e-mails.
              { path: ADMIN_ROUTES.emailLink, ...admin.requests },
            ],
          },
        ],
      },
      {
        element: <RequireRole roles={['driver']} />,
        children: [
          {
            ...dashboardLayout,
            children: [
              { path: DRIVER_ROUTES.home, ...dashboardPage('driverHome') },
              {
                path: DRIVER_ROUTES.orders,
                ...dashboardPage('driverOrders'),
              },
              {
                path: DRIVER_ROUTES.history,
                ...dashboardPage('driverHistory'),
              },
              {
                path: DRIVER_ROUTES.location,
                ...dashboardPage('driverLocation'),
              },
              { path: DRIVER_ROUTES.notifications, ...notificationsPage },
            ],
          },
        ],
      },
    ],
  },
];

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

/** What a data router's `errorElement` did: a page that fails (or whose code cannot be downloaded) shows RouteError; the next navigation tries again. */
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; pathname: string | null }> {
  state = { error: undefined as unknown, pathname: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { pathname: string | null }) {
    return state.pathname === props.pathname ? null : { error: undefined, pathname: props.pathname };
  }

  render() {
    return this.state.error !== undefined ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** The app's pages: the route map for the current location, every matched route's code fetched at once. */
export function AppRoutes() {
  const location = useLocation();
  for (const match of matchRoutes(routes, location) ?? []) match.route.handle?.preload?.();
  const { pathname, search } = location;
  const client = useQueryClient();
  useEffect(() => {
    void prefetchPages(client, { pathname, search });
  }, [client, pathname, search]);
  const element = useRoutes(routes, location);
  return <RouteErrorBoundary pathname={location.pathname}>{element}</RouteErrorBoundary>;
}
