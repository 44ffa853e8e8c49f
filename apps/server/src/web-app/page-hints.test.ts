import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@/config';
import { createTestServer, type TestServer } from '@/test/harness';
import { PUBLIC_PAGE_SOURCES, pageHints } from './page-hints';

// What a page's HTML names for the browser to fetch beside the entry script: the page's code
// (from Vite's build manifest) and its first API read (decision 001, item 17).

/** A build manifest of the shape Vite writes: the entry, two pages and the chunks they share. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/c-shared.js' },
  '_cards.js': { file: 'assets/c-cards.js', imports: ['index.html', '_shared.js'], css: ['assets/c-cards.css'] },
  'src/features/catalog/pages/business-page.tsx': {
    file: 'assets/c-business.js',
    isDynamicEntry: true,
    imports: ['index.html', '_cards.js', '_menu.js'],
  },
  '_menu.js': { file: 'assets/c-menu.js', imports: ['_cards.js'] },
  'src/features/search/pages/search-page.tsx': {
    file: 'assets/c-search.js',
    isDynamicEntry: true,
    imports: ['index.html', '_cards.js'],
  },
  // A page list (apps/web/src/app/public-pages.ts): the page's import() is in it, not in the entry.
  'src/app/public-pages.ts': {
    file: 'assets/c-public-pages.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    dynamicImports: ['src/features/content/pages/about-page.tsx'],
  },
  'src/features/content/pages/about-page.tsx': {
    file: 'assets/c-about.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared.js'],
  },
};

let server: TestServer;
let webDist: string;
let businessId: string;
const manifestFile = () => join(webDist, '.vite', 'manifest.json');
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'livra-web-'));
  copyFileSync(join(REPO_ROOT, 'apps/web/index.html'), join(webDist, 'index.html'));
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(manifestFile(), JSON.stringify(MANIFEST));
  server = await createTestServer({}, { webDist });
  businessId = (await (await server.request('/businesses?pageSize=1')).json()).items[0].id;
});
afterAll(async () => {
  await server?.close();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

/** The hints of a page's head: what the browser is told to fetch, in order. */
async function hints(path: string) {
  const response = await server.app.request(path);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    status: response.status,
    fetches: [...head.matchAll(/<link rel="preload" as="fetch" href="([^"]+)" crossorigin="use-credentials" \/>/g)].map(
      (m) => m[1]!.replace(/&amp;/g, '&'),
    ),
    modules: [...head.matchAll(/<link rel="modulepreload" href="([^"]+)" fetchpriority="low"/g)].map((m) => m[1]),
    styles: [...head.matchAll(/<link rel="preload" as="style" href="([^"]+)"/g)].map((m) => m[1]),
    images: [...head.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high"/g)].map((m) => m[1]),
    html,
  };
}

describe('the hints of a page’s HTML', () => {
  it('names the home page’s data (its code is the entry)', async () => {
    const page = await hints('/');
    expect(page.fetches).toEqual(['/api/home']);
    expect(page.modules).toEqual([]);
    expect(page.images).toEqual([]);
  });

  it('names a business page’s code, its imports but not the entry’s, the business’s read and its cover', async () => {
    const detail = await (await server.request(`/businesses/${businessId}`)).json();
    const page = await hints(`/services/${businessId}`);
    expect(detail.coverImage).toMatch(/^\/images\//);
    expect(page.images).toEqual([detail.coverImage]);
    expect(page.fetches).toEqual([`/api/businesses/${businessId}`]);
    expect(page.modules).toEqual(['/assets/c-business.js', '/assets/c-cards.js', '/assets/c-menu.js']);
    expect(page.styles).toEqual(['/assets/c-cards.css']);
  });

  it('names the search page’s code and the full search as the page asks for it', async () => {
    const page = await hints('/search?q=%20poulet%20&type=2&maxPrice=&category=grillades');
    expect(page.fetches).toEqual(['/api/search?q=poulet&category=grillades&type=2']);
    expect(page.modules).toEqual(['/assets/c-search.js', '/assets/c-cards.js']);
    // Under two characters the page runs no search: its code only.
    expect((await hints('/search?q=p')).fetches).toEqual([]);
  });

  it('preloads the picture the search page draws first: the first business’s cover, else the first item’s', async () => {
    const first = async (q: string) => (await server.request(`/search?q=${q}`)).json();
    const withBusinesses = await first('riz');
    expect(withBusinesses.businesses[0].coverImage).toMatch(/^\/images\//);
    expect((await hints('/search?q=riz')).images).toEqual([withBusinesses.businesses[0].coverImage]);
    const itemsOnly = await first('paracetamol');
    expect(itemsOnly.businesses).toEqual([]);
    expect((await hints('/search?q=paracetamol')).images).toEqual([itemsOnly.menuItems[0].image]);
    // No result, or no search at all: no picture to fetch.
    expect((await hints('/search?q=zzqqxx')).images).toEqual([]);
    expect((await hints('/search?q=p')).images).toEqual([]);
  });

  it('names the page list beside a page whose import() is in it, not in the entry', async () => {
    const page = await hints('/about');
    expect(page.modules).toEqual(['/assets/c-about.js', '/assets/c-public-pages.js']);
    expect(page.fetches).toEqual([]);
  });

  it('names nothing for an unknown business or path (their 404 page needs neither)', async () => {
    for (const path of ['/services/00000000-0000-4000-8000-000000000000', '/no-such-page']) {
      const page = await hints(path);
      expect(page.status, path).toBe(404);
      expect(page.fetches.length + page.modules.length, path).toBe(0);
    }
  });

  it('escapes what the address holds', async () => {
    const page = await hints('/search?q=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.fetches).toEqual(['/api/search?q=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E']);
  });

  it('without a build manifest names only the data, and the page still starts the app', async () => {
    rmSync(manifestFile());
    try {
      const page = await hints(`/services/${businessId}`);
      expect(page.status).toBe(200);
      expect(page.modules).toEqual([]);
      expect(page.fetches).toEqual([`/api/businesses/${businessId}`]);
      expect(page.html).toContain('<div id="root"></div>');
    } finally {
      writeFileSync(manifestFile(), JSON.stringify(MANIFEST));
    }
  });
});

describe('the public pages’ modules', () => {
  const imports = ['router.tsx', 'public-pages.ts']
    .map((file) => readFileSync(join(REPO_ROOT, 'apps/web/src/app', file), 'utf8'))
    .join('\n');
  it.each(Object.entries(PUBLIC_PAGE_SOURCES))('%s is the module the web app imports', (_name, source) => {
    expect(existsSync(join(REPO_ROOT, 'apps/web', source)), source).toBe(true);
    expect(imports).toContain(`import('@/${source.replace(/^src\//, '').replace(/\.tsx$/, '')}')`);
  });

  it('names only the picture and styles of a page drawn on the server, which needs neither its read nor its code to paint', () => {
    const hints = pageHints(MANIFEST, '/services/b1', '', { firstImage: '/images/cover.svg', readAnswered: true });
    expect(hints.split('\n').map((line) => line.trim())).toEqual([
      '<link rel="preload" as="image" href="/images/cover.svg" fetchpriority="high" />',
      '<link rel="preload" as="style" href="/assets/c-cards.css" />',
    ]);
  });

  it('gives no hint for a dashboard or without a route', () => {
    expect(pageHints(MANIFEST, '/dashboard/partner/orders', '')).toBe('');
    expect(pageHints(undefined, '/about', '')).toBe('');
  });
});
