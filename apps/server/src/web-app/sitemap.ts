import { INDEXED_PUBLIC_ROUTES, PUBLIC_ROUTES } from '@livra/shared/app-routes';
import type { SitemapEntries } from '@/modules/catalog/catalog-reads';
import { escapeHtml } from './html-head';

/** The indexed pages with no parameter, once each (the driver page's second path is left out). */
const FIXED_PAGES = INDEXED_PUBLIC_ROUTES.filter((name) => name !== 'driverApplicationAlias')
  .map((name) => PUBLIC_ROUTES[name])
  .filter((path) => !path.includes(':'));

interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

/**
 * sitemap.xml (sitemaps.org 0.9): the fixed public pages, every listed business and every active
 * category with its own page, each with when it last changed. Absolute URLs from APP_URL.
 */
export function sitemapXml(appUrl: string, entries: SitemapEntries): string {
  const urls: SitemapUrl[] = [
    ...FIXED_PAGES.map((path) => ({ path })),
    // A category with a link leads elsewhere (e.g. /restaurants?type=1): its own page is not shown.
    ...entries.categories
      .filter((category) => !category.link)
      .map((category) => ({ path: `/categories/${category.id}`, lastmod: category.updatedAt })),
    ...entries.businesses.map((business) => ({ path: `/services/${business.id}`, lastmod: business.updatedAt })),
  ];
  const lines = urls.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeHtml(new URL(path, appUrl).href)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...lines,
    '</urlset>',
    '',
  ].join('\n');
}
