import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ADMIN_SECTIONS, APP_ROUTE_PATTERNS, PARTNER_SECTIONS } from '../../../packages/shared/src/app-routes';
import { DEMO, DEMO_PASSWORD, MAQUIS } from '../../fixtures';

/**
 * The accessibility sweep (issue 16, docs/decisions/012-accessibility.md): every route of the
 * app's route table, each with the role that may open it, at 360 px and 1280 px, passes axe-core
 * (WCAG 2.0/2.1 A and AA, and axe's best practices) with no violation, in its real states: the
 * seeded lists with data, a dialog open and a form showing its errors on a few pages.
 *
 * The route table is the app's own (`packages/shared/src/app-routes.ts`, which the router mounts
 * and the server's status codes read), so a route added without a visit here fails the first test.
 */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe-core as @axe-core/playwright uses it (its own copy: Lighthouse puts a newer one at the top of
 * node_modules), put in every page of the sweep before the page's scripts, so that a check only
 * runs it: AxeBuilder sends its 500 KB to the page twice a check otherwise, a third of the check.
 */
const AXE_SOURCE = readFileSync(
  join(
    dirname(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core')),
    'axe.min.js',
  ),
  'utf8',
);

/** AxeBuilder on a page of the sweep, which has axe already (`AXE_SOURCE`): legacy mode runs it once in the page. */
const axe = (page: Page) => new AxeBuilder({ page, axeSource: ';' }).setLegacyMode();
const WIDTHS = [360, 1280] as const;

type Role = 'visitor' | 'customer' | 'partner' | 'driver' | 'admin';

interface Ids {
  business: string;
  category: string;
  order: string;
  /** The partner's business that has drivers of its own: the one the partner pages manage. */
  partnerBusiness: string;
  partnerDriver: string;
}

interface Visit {
  role: Role;
  /** The address to open, when the route has parameters or a query. */
  url?: (ids: Ids) => string;
  /** A route that redirects (or mirrors another route's page): opened, and its landing page checked. */
  sameAs?: string;
  /** Another state of the page to check after the first: a dialog open, a form's errors. */
  also?: (page: Page) => Promise<void>;
}

async function openDialog(page: Page, name: string | RegExp) {
  await page.getByRole('main').getByRole('button', { name }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

/** Opens a dialog and sends its form empty, so that its errors show. */
async function dialogErrors(page: Page, open: string | RegExp, submit: string | RegExp) {
  await openDialog(page, open);
  await page.getByRole('dialog').getByRole('button', { name: submit }).click();
  await expect(page.getByRole('dialog').locator('[aria-invalid="true"]').first()).toBeVisible();
}

/** A dashboard's sections under `prefix`; a mirror opens each as its own address (`sameAs`). */
const sectionPages = (
  role: Role,
  sections: readonly string[],
  prefix: string,
  sameAs?: (key: string) => string,
): Record<string, Visit> =>
  Object.fromEntries(
    sections.map((key) => [`/${prefix}/${key}`, { role, ...(sameAs ? { sameAs: sameAs(key) } : {}) } satisfies Visit]),
  );
const partnerPages = (prefix: string, sameAs?: (key: string) => string) =>
  sectionPages('partner', PARTNER_SECTIONS, prefix, sameAs);
const adminPages = (prefix: string, sameAs?: (key: string) => string) =>
  sectionPages('admin', ADMIN_SECTIONS, prefix, sameAs);

/** Every route of the route table, and how the sweep visits it. */
const VISITS: Record<string, Visit> = {
  '/': { role: 'visitor' },
  '/restaurants': { role: 'visitor' },
  '/services/:id': { role: 'visitor', url: (ids) => `/services/${ids.business}` },
  '/categories': { role: 'visitor' },
  '/categories/:categoryId': { role: 'visitor', url: (ids) => `/categories/${ids.category}` },
  '/login': {
    role: 'visitor',
    also: async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
    },
  },
  '/reset-password': { role: 'visitor', url: () => '/reset-password?token=a11y-sweep' },
  '/changer-mot-de-passe': { role: 'customer' },
  '/verify-email': { role: 'visitor', url: () => '/verify-email?token=a11y-sweep' },
  '/reservations': { role: 'visitor' },
  '/about': { role: 'visitor' },
  '/articles': { role: 'visitor' },
  '/search': { role: 'visitor', url: () => '/search?q=poulet' },
  '/cart': { role: 'customer' },
  '/checkout': { role: 'customer' },
  '/order-confirmation/:id': { role: 'customer', url: (ids) => `/order-confirmation/${ids.order}` },
  '/order-tracking/:id': { role: 'customer', url: (ids) => `/order-tracking/${ids.order}` },
  '/orders': { role: 'customer' },
  '/payment-status': { role: 'partner' },
  '/subscription-payment-status': { role: 'partner' },
  '/devenir-partenaire': { role: 'visitor' },
  '/devenir-conducteur': { role: 'visitor' },
  '/devenir-chauffeur': { role: 'visitor', sameAs: '/devenir-conducteur' },
  '/request-confirmation': { role: 'visitor' },
  '/requests': { role: 'visitor' },
  '/driver/login': { role: 'visitor' },
  '/driver/reset-password': { role: 'visitor' },
  '/*': { role: 'visitor', url: () => '/nimporte-quoi' },

  '/dashboard': { role: 'customer' },
  '/dashboard/orders': { role: 'customer' },
  '/orders/:orderId': { role: 'customer', url: (ids) => `/orders/${ids.order}` },
  '/dashboard/profile': { role: 'customer' },
  '/dashboard/addresses': {
    role: 'customer',
    also: (page) => dialogErrors(page, 'Ajouter une adresse', 'Enregistrer'),
  },
  '/dashboard/payments': { role: 'customer' },
  '/dashboard/reservations': { role: 'customer' },
  '/dashboard/notifications': { role: 'customer' },
  '/dashboard/favorites': { role: 'customer' },

  '/partner-dashboard': { role: 'partner' },
  ...partnerPages('partner-dashboard'),
  '/partner-dashboard/menu': {
    role: 'partner',
    also: (page) => dialogErrors(page, 'Ajouter un article', 'Enregistrer'),
  },
  '/partner-dashboard/drivers/:id': {
    role: 'partner',
    url: (ids) => `/partner-dashboard/drivers/${ids.partnerDriver}`,
  },
  '/partner-dashboard/account': { role: 'partner' },
  '/partner-dashboard/billing': { role: 'partner' },
  '/dashboard/partner': { role: 'partner', sameAs: '/partner-dashboard' },
  ...partnerPages('dashboard/partner', (key) => `/partner-dashboard/${key}`),

  '/admin-dashboard': { role: 'admin' },
  '/admin-dashboard/settings': { role: 'admin', sameAs: '/admin-dashboard' },
  ...adminPages('admin-dashboard'),
  '/admin-dashboard/drivers': {
    role: 'admin',
    also: (page) => dialogErrors(page, 'Ajouter un livreur', 'Ajouter le livreur'),
  },
  '/admin-dashboard/businesses': { role: 'admin', also: (page) => openDialog(page, 'Ajouter un Commerce') },
  '/admin-dashboard/email-test': { role: 'admin' },
  '/admin-dashboard/profile': { role: 'admin' },
  '/dashboard/admin': { role: 'admin', sameAs: '/admin-dashboard' },
  ...adminPages('dashboard/admin', (key) => `/admin-dashboard/${key}`),
  '/admin/requests': { role: 'admin', sameAs: '/admin-dashboard/requests' },

  '/driver-dashboard': { role: 'driver' },
  '/driver-dashboard/orders': { role: 'driver' },
  '/driver-dashboard/history': { role: 'driver' },
  '/driver-dashboard/location': { role: 'driver' },
  '/driver-dashboard/notifications': { role: 'driver' },
};

test('the sweep visits every route of the route table', () => {
  // `/*`: any other path, the not-found page.
  const table = [...new Set([...APP_ROUTE_PATTERNS, '/*'])].sort();
  expect(table.length).toBeGreaterThan(60);
  expect(Object.keys(VISITS).sort()).toEqual(table);
});

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

/** Counts the page's requests under way (the live-events stream aside, which never ends). */
function trackRequests(page: Page) {
  const pending = new Set<object>();
  const done = (request: object) => pending.delete(request);
  page.on('request', (request) => {
    if (!request.url().includes('/api/events')) pending.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => pending.size;
}

/** A page is ready when its requests are answered, its main region has content and nothing in it is still loading. */
async function settle(page: Page, pending: () => number, url: string) {
  await expect(page.locator('main').first(), url).not.toBeEmpty();
  await expect
    .poll(
      async () => {
        if (pending() > 0) return 'loading';
        await page.waitForTimeout(100);
        if (pending() > 0) return 'loading';
        return (await page.locator('main [role="status"][aria-label], main .animate-shimmer').count()) > 0
          ? 'loading'
          : 'ready';
      },
      { message: url, intervals: [50] },
    )
    .toBe('ready');
}

async function violations(page: Page, where: string): Promise<string[]> {
  // Legacy mode runs axe once in the page. The default mode opens a blank page for every check
  // to put the frames' results together, twice as slow here, and our pages have no frame to check.
  const { violations } = await axe(page)
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.impact}) ${violation.nodes
        .slice(0, 4)
        .map(
          (node) =>
            `${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.split('\n')[1]?.trim()}` : ''}`,
        )
        .join(' | ')}`,
  );
}

async function signedInPage(browser: Browser, role: Role, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    // The driver's position page shows the position it shares (Kaloum, Conakry).
    permissions: ['geolocation'],
    geolocation: { latitude: 9.5092, longitude: -13.7122 },
  });
  await context.addInitScript({ content: AXE_SOURCE });
  const page = await context.newPage();
  if (role !== 'visitor') {
    const response = await page.request.post('/api/auth/sign-in', {
      data: { email: DEMO[role], password: DEMO_PASSWORD },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  return { context, page };
}

/** The ids the parameterised routes need, from the seeded data. */
async function seededIds(request: APIRequestContext, role: Role): Promise<Ids> {
  const home = await json<{ popularRestaurants: { id: string }[] }>(request, '/api/home');
  const { categories } = await json<{ categories: { id: string }[] }>(request, '/api/categories');
  const ids: Ids = {
    business: home.popularRestaurants[0]!.id,
    category: categories[0]!.id,
    order: '',
    partnerBusiness: '',
    partnerDriver: '',
  };
  if (role === 'customer') {
    const orders = await json<{ items: { id: string; status: string }[] }>(request, '/api/orders');
    ids.order = (orders.items.find((order) => order.status === 'out_for_delivery') ?? orders.items[0]!).id;
  }
  if (role === 'partner') {
    const { businesses } = await json<{ businesses: { id: string }[] }>(request, '/api/partner/businesses');
    for (const business of businesses) {
      const { drivers } = await json<{ drivers: { id: string }[] }>(
        request,
        `/api/partner/businesses/${business.id}/drivers`,
      );
      if (drivers[0]) {
        ids.partnerBusiness = business.id;
        ids.partnerDriver = drivers[0].id;
        break;
      }
    }
  }
  return ids;
}

for (const role of ['visitor', 'customer', 'partner', 'driver', 'admin'] as const) {
  test(`every page of the ${role === 'visitor' ? 'visitor' : `${role}`} passes axe at 360 and 1280 px`, async ({
    browser,
    baseURL,
  }) => {
    // About a minute and a half a role on a busy 2-core machine; room for a slower one.
    test.setTimeout(480_000);
    const { context, page } = await signedInPage(browser, role, baseURL!);
    const pendingOfFirst = trackRequests(page);
    const ids = await seededIds(page.request, role);
    if (ids.partnerBusiness) {
      await context.addInitScript((id) => localStorage.setItem('livra.partner.businessId', id), ids.partnerBusiness);
    }
    if (role === 'customer') {
      // A cart with an article, so that the cart and the checkout show their real state.
      expect((await page.request.delete('/api/cart')).ok()).toBe(true);
      const business = await json<{ menu: { items: { id: string; isAvailable: boolean }[] }[] }>(
        page.request,
        `/api/businesses/${ids.business}`,
      );
      const item = business.menu.flatMap((category) => category.items).find((entry) => entry.isAvailable)!;
      expect((await page.request.post('/api/cart/items', { data: { menuItemId: item.id } })).ok()).toBe(true);
    }
    // The two widths side by side, each in its own tab of the signed-in context: the machine's two
    // cores run axe in both at once.
    const sweep = async (width: (typeof WIDTHS)[number]) => {
      const tab = width === WIDTHS[0] ? page : await context.newPage();
      const pending = tab === page ? pendingOfFirst : trackRequests(tab);
      await tab.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      const found: string[] = [];
      for (const [route, visit] of Object.entries(VISITS)) {
        // A mirror or a redirect is opened once (it must render), in the first tab.
        if (visit.role !== role || (visit.sameAs && width !== WIDTHS[0])) continue;
        const url = visit.url?.(ids) ?? route;
        await tab.goto(url);
        await settle(tab, pending, url);
        // A mirror or a redirect: the page it shows is swept at its own address.
        if (visit.sameAs) continue;
        found.push(...(await violations(tab, `${url} @${width}`)));
        if (visit.also) {
          await visit.also(tab);
          found.push(...(await violations(tab, `${url} (second state) @${width}`)));
        }
      }
      return found;
    };
    const found = (await Promise.all(WIDTHS.map(sweep))).flat();
    await context.close();
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('the toasts pass axe: the visitor’s invitation to sign in (info) and the customer’s added article (success)', async ({
  browser,
  baseURL,
}) => {
  for (const [role, text] of [
    ['visitor', 'Connectez-vous avec un compte client'],
    ['customer', 'Ajouté au panier'],
  ] as const) {
    const { context, page } = await signedInPage(browser, role, baseURL!);
    try {
      const listing = await json<{ items: { id: string; name: string }[] }>(
        page.request,
        '/api/businesses?type=Restaurant&region=Conakry&pageSize=50',
      );
      const maquis = listing.items.find((business) => business.name === MAQUIS)!;
      if (role === 'customer') expect((await page.request.delete('/api/cart')).ok()).toBe(true);
      await page.goto(`/services/${maquis.id}`);
      await page.getByRole('button', { name: 'Ajouter Riz gras au mouton au panier' }).click();
      await expect(page.getByText(text).first()).toBeVisible();
      // Once it has faded in: halfway, its text is lighter than it stays (axe measured it so once).
      await expect(page.locator('[data-sonner-toast]').first()).toHaveCSS('opacity', '1');
      const { violations } = await axe(page).include('[data-sonner-toaster]').analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`)).toEqual(
        [],
      );
    } finally {
      await context.close();
    }
  }
});
