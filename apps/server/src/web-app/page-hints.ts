import { existsSync, readFileSync, statSync } from 'node:fs';
import { matchRoute, PUBLIC_ROUTES, type PublicRouteName } from '@livra/shared/app-routes';
import { fullSearchPath, SEARCH_FILTER_KEYS, SEARCH_MIN_LENGTH } from '@livra/shared/search';
import { escapeHtml } from './html-head';

/**
 * What a public page needs before its first paint, named in its HTML so the browser fetches it
 * beside the entry script instead of after the entry has run (docs/decisions/001-first-load-budget.md,
 * item 17): the page's code (its chunk and the chunks it imports, from Vite's build manifest) and
 * its first API read.
 */

/** One file of Vite's build manifest (apps/web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Each public page's module, as the web app imports it lazily (its route map, apps/web/src/app/router.tsx,
 * or the page list public-pages.ts); the home page is in the entry. A test checks that every one is
 * a file of the web app.
 */
export const PUBLIC_PAGE_SOURCES: Record<Exclude<PublicRouteName, 'home'>, string> = {
  restaurants: 'src/features/catalog/pages/restaurants-page.tsx',
  business: 'src/features/catalog/pages/business-page.tsx',
  categories: 'src/features/catalog/pages/categories-page.tsx',
  category: 'src/features/catalog/pages/category-page.tsx',
  login: 'src/features/auth/pages/login-page.tsx',
  resetPassword: 'src/features/auth/pages/reset-password-page.tsx',
  changePassword: 'src/features/auth/pages/change-password-page.tsx',
  verifyEmail: 'src/features/auth/pages/verify-email-page.tsx',
  reservations: 'src/features/customers/pages/reservations-page.tsx',
  about: 'src/features/content/pages/about-page.tsx',
  articles: 'src/features/content/pages/articles-page.tsx',
  search: 'src/features/search/pages/search-page.tsx',
  cart: 'src/features/cart/pages/cart-page.tsx',
  checkout: 'src/features/orders/pages/checkout-page.tsx',
  orderConfirmation: 'src/features/orders/pages/order-confirmation-page.tsx',
  orderTracking: 'src/features/orders/pages/order-tracking-page.tsx',
  orders: 'src/features/orders/pages/orders-page.tsx',
  paymentStatus: 'src/features/subscriptions/pages/payment-status-page.tsx',
  subscriptionPaymentStatus: 'src/features/subscriptions/pages/subscription-payment-status-page.tsx',
  partnerApplication: 'src/features/requests/pages/partner-application-page.tsx',
  driverApplication: 'src/features/requests/pages/driver-application-page.tsx',
  driverApplicationAlias: 'src/features/requests/pages/driver-application-page.tsx',
  requestConfirmation: 'src/features/requests/pages/request-confirmation-page.tsx',
  requests: 'src/features/requests/pages/request-status-page.tsx',
  driverLogin: 'src/features/auth/pages/driver-login-page.tsx',
  driverResetPassword: 'src/features/auth/pages/driver-reset-password-page.tsx',
};

const ROUTE_NAMES = new Map<string, PublicRouteName>(
  Object.entries(PUBLIC_ROUTES).map(([name, path]) => [path, name as PublicRouteName]),
);

/**
 * The first API read of the pages whose first paint waits for one, as the web app asks for it
 * (catalog/api.ts `homeQuery`, `businessQuery`; search/api.ts `searchQuery`): the same address,
 * or the browser fetches it twice.
 */
export function firstRead(
  name: PublicRouteName,
  params: Record<string, string>,
  query: URLSearchParams,
): string | undefined {
  if (name === 'home') return '/api/home';
  if (name === 'business' && params.id) return `/api/businesses/${encodeURIComponent(params.id)}`;
  if (name === 'search') {
    const text = (query.get('q') ?? '').trim();
    if (text.length < SEARCH_MIN_LENGTH) return undefined;
    const filters = Object.fromEntries(SEARCH_FILTER_KEYS.map((key) => [key, query.get(key) ?? '']));
    return fullSearchPath(text, filters);
  }
  return undefined;
}

/** A chunk's manifest key and those it imports statically, at any depth. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (!manifest[key] || into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The files a chunk needs, itself first, without the entry and what the entry loads (in the HTML already). */
function chunkFiles(manifest: Manifest, key: string): { scripts: string[]; styles: string[] } {
  const loaded = new Set<string>();
  for (const [name, chunk] of Object.entries(manifest)) if (chunk.isEntry) staticClosure(manifest, name, loaded);
  const needed = [...staticClosure(manifest, key)].filter((name) => !loaded.has(name));
  const chunks = needed.map((name) => manifest[name] as ManifestChunk);
  return {
    scripts: chunks.map((chunk) => chunk.file),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

/**
 * A page's code: its module, and the page list holding its `import()` when that is not the entry
 * (apps/web/src/app/public-pages.ts), which the browser needs before it can ask for the page.
 */
function pageFiles(manifest: Manifest, source: string): { scripts: string[]; styles: string[] } {
  const lists = Object.entries(manifest)
    .filter(([, chunk]) => !chunk.isEntry && chunk.dynamicImports?.includes(source))
    .map(([key]) => key);
  const parts = [source, ...lists].map((key) => chunkFiles(manifest, key));
  return {
    scripts: [...new Set(parts.flatMap((part) => part.scripts))],
    styles: [...new Set(parts.flatMap((part) => part.styles))],
  };
}

/**
 * The `<link>` tags of a page's hints: its code as `modulepreload` (what its lazy `import()`
 * then finds loaded), its stylesheets as `preload`, and its first read as a `fetch` preload
 * with the credentials the app's `fetch` sends (lib/api.ts: `credentials: 'include'`), which the
 * browser then hands to that fetch; and the page's first picture when it has one (`firstImage`). Empty for a path of no public page or without a manifest.
 */
export function pageHints(
  manifest: Manifest | undefined,
  pathname: string,
  search: string,
  { firstImage, readAnswered = false }: { firstImage?: string; readAnswered?: boolean } = {},
): string {
  const match = matchRoute(pathname, Object.values(PUBLIC_ROUTES));
  const name = match && ROUTE_NAMES.get(match.pattern);
  if (!match || !name) return '';
  const links: string[] = [];
  const read = readAnswered ? undefined : firstRead(name, match.params, new URLSearchParams(search));
  if (read) links.push(`<link rel="preload" as="fetch" href="${escapeHtml(read)}" crossorigin="use-credentials" />`);
  // The largest thing on a business page's or a search's first screen: without this its download
  // waits for the entry, the page's code and its data (the same address as the page's <img>).
  if (firstImage) links.push(`<link rel="preload" as="image" href="${escapeHtml(firstImage)}" fetchpriority="high" />`);
  if (manifest && name !== 'home') {
    const { scripts, styles } = pageFiles(manifest, PUBLIC_PAGE_SOURCES[name]);
    for (const file of styles) links.push(`<link rel="preload" as="style" href="/${escapeHtml(file)}" />`);
    // Low priority: Chromium then keeps them from sharing the first round trips with the entry
    // and the stylesheet, which the first paint needs first (a business page's FCP 2.8–3.1 s
    // with them at the default high priority, 1.6 s without).
    if (!readAnswered)
      for (const file of scripts)
        links.push(`<link rel="modulepreload" href="/${escapeHtml(file)}" fetchpriority="low" />`);
  }
  return links.join('\n    ');
}

/** Vite's build manifest of the web app, read again when a build replaces it; undefined without one. */
export function buildManifest(file: string): () => Manifest | undefined {
  let cached: { mtimeMs: number; manifest: Manifest | undefined } | undefined;
  return () => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      let manifest: Manifest | undefined;
      try {
        manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
      } catch {
        // Half written by a build under way: no hints until it is whole.
        manifest = undefined;
      }
      cached = { mtimeMs, manifest };
    }
    return cached.manifest;
  };
}
