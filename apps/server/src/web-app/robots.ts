import { APP_ROUTE_PATTERNS, INDEXED_PUBLIC_ROUTES, PUBLIC_ROUTES } from '@livra/shared/app-routes';

/** A route's fixed start: `/orders/:orderId` → `/orders/`. */
function staticPrefix(pattern: string): string {
  const param = pattern.indexOf('/:');
  return param === -1 ? pattern : pattern.slice(0, param + 1);
}

/**
 * The paths search engines are asked to leave alone: the API, and every route that is not an
 * indexed public page (dashboards, account pages, sign-in, cart, checkout, an order, a request),
 * in alphabetical order, each written once (`/dashboard` covers `/dashboard/orders`).
 */
export function disallowedPrefixes(): string[] {
  const indexed = new Set<string>(INDEXED_PUBLIC_ROUTES.map((name) => PUBLIC_ROUTES[name]));
  const prefixes = APP_ROUTE_PATTERNS.filter((pattern) => !indexed.has(pattern)).map(staticPrefix);
  const sorted = ['/api/', ...new Set(prefixes)].sort((a, b) => a.length - b.length || a.localeCompare(b));
  return sorted
    .filter((prefix, index) => !sorted.slice(0, index).some((shorter) => coversPath(shorter, prefix)))
    .sort();
}

/** A rule covers the paths that start with it (robots.txt is a prefix match). */
export function coversPath(rule: string, path: string): boolean {
  return path.startsWith(rule);
}

export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    ...disallowedPrefixes().map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', appUrl).href}`,
    '',
  ].join('\n');
}
