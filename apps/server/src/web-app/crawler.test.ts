import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@/config';
import { businesses, categories, partnerSubscriptions, subscriptionPlans } from '@/db/schema/index';
import { invalidateCatalog } from '@/modules/catalog/catalog-cache';
import { createTestServer, type TestServer } from '@/test/harness';
import { coversPath, disallowedPrefixes } from './robots';

// The pages as a crawler or WhatsApp's preview fetches them: the HTML the server sends, no script
// run. The web app's own index.html (its source: the built one has the same head) is the template.
let server: TestServer;
let webDist: string;
let listed: { id: string; name: string };
/** Listed businesses other than `listed`, one for each test that changes one. */
let others: { id: string }[];
let category: { id: string; name: string };
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'livra-web-'));
  copyFileSync(join(REPO_ROOT, 'apps/web/index.html'), join(webDist, 'index.html'));
  server = await createTestServer({}, { webDist });
  const page = await (await server.request('/businesses?pageSize=50')).json();
  [listed, ...others] = page.items;
  [category] = (await (await server.request('/categories')).json()).categories.filter(
    (c: { link: string | null }) => !c.link,
  );
});
afterAll(async () => {
  await server?.close();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

const APP_URL = 'http://localhost:3000';
const crawl = (path: string) => server.app.request(path, { headers: { 'user-agent': 'WhatsApp/2.23' } });

/** The head's tags as a crawler reads them: title, meta by name or property, the canonical link. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string>();
  for (const [, key, value] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) {
    meta.set(key!, decode(value!));
  }
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!)),
    descriptions: [...head.matchAll(/<meta name="description"/g)].length,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    meta,
  };
}
const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

async function page(path: string, status = 200) {
  const response = await crawl(path);
  expect(response.status, path).toBe(status);
  expect(response.headers.get('content-type'), path).toMatch(/text\/html/);
  const html = await response.text();
  // The HTML still starts the web app, which shows the page (or its not-found page).
  expect(html, path).toContain('<div id="root"></div>');
  return { html, head: readHead(html) };
}

describe('public pages as a crawler sees them', () => {
  it.each([
    ['/', 'Livra — Livraison en Guinée', /commandez repas/],
    ['/restaurants', 'Restaurants · Livra', /restaurants livrés par Livra/],
    ['/categories', 'Catégories · Livra', /Choisissez/],
    ['/about', 'À propos de Livra · Livra', /partout en Guinée/],
    ['/articles', 'Articles · Livra', /guides pratiques/],
    ['/devenir-partenaire', 'Devenir partenaire · Livra', /Rejoignez Livra/],
    ['/devenir-conducteur', 'Devenir chauffeur livreur · Livra', /150 000 FG par jour/],
  ])('%s has its own title, description, canonical and preview tags', async (path, title, description) => {
    const { head } = await page(path);
    expect(head.titles).toEqual([title]);
    expect(head.descriptions).toBe(1);
    expect(head.meta.get('description')).toMatch(description);
    expect(head.canonical).toBe(`${APP_URL}${path}`);
    expect(head.meta.get('og:url')).toBe(head.canonical);
    expect(head.meta.get('og:title')).toBeTruthy();
    expect(head.meta.get('og:description')).toBe(head.meta.get('description'));
    expect(head.meta.get('og:image')).toMatch(/^http:\/\/localhost:3000\//);
    expect(head.meta.get('twitter:card')).toBe('summary_large_image');
    expect(head.meta.has('robots')).toBe(false);
  });

  it('gives the driver page’s second path the first one as its canonical address', async () => {
    const { head } = await page('/devenir-chauffeur');
    expect(head.canonical).toBe(`${APP_URL}/devenir-conducteur`);
  });

  it('shows a business’s name, type, town and picture', async () => {
    const detail = await (await server.request(`/businesses/${listed.id}`)).json();
    const { head } = await page(`/services/${listed.id}`);
    const title = `${detail.name} — ${detail.businessType} à ${detail.region}`;
    expect(head.titles).toEqual([`${title} · Livra`]);
    expect(head.meta.get('og:title')).toBe(title);
    expect(head.meta.get('description')).toContain(`${detail.businessType} à `);
    expect(head.canonical).toBe(`${APP_URL}/services/${listed.id}`);
    // The seed's covers are SVG, which previews do not show: the page gives the cover's PNG twin.
    expect(detail.coverImage).toMatch(/^\/images\/seed\/covers\/[a-z0-9-]+\.svg$/);
    const image = head.meta.get('og:image')!;
    expect(image).toBe(`${APP_URL}${detail.coverImage.replace('/images/', '/previews/').replace(/\.svg$/, '.png')}`);
    expect(head.meta.get('twitter:image')).toBe(image);
    const png = await crawl(image.slice(APP_URL.length));
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  });

  it('uses an uploaded picture as it is', async () => {
    const business = others[3];
    await server.deps.db
      .update(businesses)
      .set({ coverImage: '/uploads/0f0e0d0c-0b0a-4000-8000-000000000001.jpg' })
      .where(eq(businesses.id, business!.id));
    invalidateCatalog();
    const { head } = await page(`/services/${business!.id}`);
    expect(head.meta.get('og:image')).toBe(`${APP_URL}/uploads/0f0e0d0c-0b0a-4000-8000-000000000001.jpg`);
  });

  it('escapes what the database holds: a business named with <, " and &', async () => {
    const name = 'Chez "Fatou" & fils <script>alert(1)</script>';
    await server.deps.db
      .update(businesses)
      .set({ name, description: '<img src=x onerror=alert(1)> "grillades" & jus' })
      .where(eq(businesses.id, listed.id));
    invalidateCatalog();
    const { html, head } = await page(`/services/${listed.id}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('"Fatou"');
    expect(html).toContain('Chez &quot;Fatou&quot; &amp; fils &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(head.titles[0]).toContain(name);
    expect(head.meta.get('og:title')).toContain(name);
    expect(head.meta.get('og:image:alt')).toBe(name);
    expect(head.meta.get('description')).toContain('<img src=x onerror=alert(1)> "grillades" & jus');
  });

  it('shows a category’s name', async () => {
    const { head } = await page(`/categories/${category.id}`);
    expect(head.titles).toEqual([`${category.name} · Livra`]);
    expect(head.meta.get('og:title')).toBe(category.name);
    expect(head.canonical).toBe(`${APP_URL}/categories/${category.id}`);
  });

  it('keeps the pages of one visitor out of search engines', async () => {
    for (const path of ['/login', '/cart', '/checkout', '/dashboard', '/partner-dashboard/orders']) {
      const { head } = await page(path);
      expect(head.meta.get('robots'), path).toBe('noindex');
      expect(head.canonical, path).toBeUndefined();
    }
  });
});

describe('status codes', () => {
  it('answers 404 with the app for a path of no route, an unknown business and an unknown category', async () => {
    for (const path of [
      '/nimporte-quoi',
      '/services',
      '/services/00000000-0000-4000-8000-000000000000',
      '/services/pas-un-identifiant',
      '/categories/00000000-0000-4000-8000-000000000000',
      '/admin-dashboard/inconnu',
      '/articles/inconnu',
    ]) {
      const { head } = await page(path, 404);
      expect(head.meta.get('robots'), path).toBe('noindex');
    }
    expect((await page('/nimporte-quoi', 404)).head.titles).toEqual(['Page non trouvée · Livra']);
    expect((await page('/services/00000000-0000-4000-8000-000000000000', 404)).head.titles).toEqual([
      'Commerce non trouvé · Livra',
    ]);
  });

  it('answers 404 with its own message for a business suspended by its subscription', async () => {
    const business = others[1];
    const [plan] = await server.deps.db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).limit(1);
    await server.deps.db
      .insert(partnerSubscriptions)
      .values({ businessId: business!.id, planId: plan!.id, status: 'suspended' });
    invalidateCatalog();
    const { head } = await page(`/services/${business!.id}`, 404);
    expect(head.titles).toEqual(['Ce commerce est momentanément indisponible · Livra']);
    const api = await server.request(`/businesses/${business!.id}`);
    expect(api.status).toBe(404);
    expect((await api.json()).code).toBe('business_suspended');
  });

  it('answers 410 with its own message for a business an admin took out of the catalogue', async () => {
    const business = others[2];
    await server.deps.db.update(businesses).set({ isActive: false }).where(eq(businesses.id, business!.id));
    invalidateCatalog();
    const { head } = await page(`/services/${business!.id}`, 410);
    expect(head.titles).toEqual(["Ce commerce n'est plus proposé sur Livra · Livra"]);
    const api = await server.request(`/businesses/${business!.id}`);
    expect(api.status).toBe(410);
    expect((await api.json()).code).toBe('business_closed');
  });

  it('answers 404, never the app, for a missing file', async () => {
    for (const path of [
      '/assets/nope.js',
      '/images/nope.png',
      '/icons/icon-192.png-absent',
      '/favicon-absent.ico',
      '/manifest-absent.webmanifest',
      '/previews/seed/covers/absente.png',
      '/previews/../config.png',
      '/previews/seed/..%2f..%2fsecret.png',
    ]) {
      const response = await crawl(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).not.toMatch(/html/);
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('keeps dashboards, the API and account pages out, and names the sitemap', async () => {
    const response = await crawl('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${APP_URL}/sitemap.xml$`, 'm'));
    const rules = disallowedPrefixes();
    for (const rule of rules) expect(text).toContain(`Disallow: ${rule}\n`);
    const blocked = (path: string) => rules.some((rule) => coversPath(rule, path));
    for (const path of [
      '/api/businesses',
      '/dashboard',
      '/dashboard/orders',
      '/partner-dashboard/menu',
      '/admin-dashboard',
      '/driver-dashboard/orders',
      '/admin/requests',
      '/login',
      '/cart',
      '/checkout',
      '/orders/1',
      '/order-tracking/1',
    ])
      expect(blocked(path), path).toBe(true);
    for (const path of [
      '/',
      '/restaurants',
      '/categories/1',
      '/services/1',
      '/about',
      '/articles',
      '/devenir-partenaire',
      '/devenir-conducteur',
      '/search',
    ])
      expect(blocked(path), path).toBe(false);
  });

  it('lists the listed businesses and the categories with when they changed, not the hidden ones', async () => {
    const response = await crawl('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)];
    const locs = urls.map((m) => m[1]);
    for (const path of ['/', '/restaurants', '/categories', '/about', '/articles', '/devenir-partenaire'])
      expect(locs).toContain(`${APP_URL}${path}`);
    const businessUrl = urls.find((m) => m[1] === `${APP_URL}/services/${listed.id}`);
    expect(businessUrl?.[2]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(urls.find((m) => m[1] === `${APP_URL}/categories/${category.id}`)?.[2]).toMatch(/^\d{4}-/);

    const page = await (await server.request('/businesses?pageSize=50')).json();
    const listedCount = page.total as number;
    expect(locs.filter((loc) => loc?.includes('/services/'))).toHaveLength(listedCount);
    const [hidden] = await server.deps.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.isActive, false));
    expect(hidden).toBeDefined();
    expect(locs).not.toContain(`${APP_URL}/services/${hidden!.id}`);
    const inactive = await server.deps.db.select().from(categories).where(eq(categories.isActive, false));
    for (const c of inactive) expect(locs).not.toContain(`${APP_URL}/categories/${c.id}`);
  });
});
