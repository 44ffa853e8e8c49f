import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { MESSAGES } from '@livra/shared';
import type { Context, Hono } from 'hono';
import type { AppEnv, Deps } from '@/http/context';
import { sessionCookieOf } from '@/auth/session-cache';
import { logger } from '@/lib/logger';
import { readSitemapEntries } from '@/modules/catalog/catalog-reads';
import { headTags, splitTemplate } from './html-head';
import { firstScreens } from './first-screens';
import { type PageAnswer, pageFor, siteHead } from './page-heads';
import { buildManifest, pageHints } from './page-hints';
import { sendPreviewImage } from './preview-images';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';

/**
 * A missing file under a folder of files is a 404. The web app's index.html in its place would
 * be taken for an image or, under /assets (cached a year as immutable), for a script.
 */
export const fileNotFound = (c: Context<AppEnv>) => c.json({ error: MESSAGES.notFound, code: 'not_found' }, 404);

/** Folders that hold only files: what is not found there is a 404, never a page. */
const FILE_FOLDERS = ['/assets/*', '/images/*', '/uploads/*', '/icons/*', '/previews/*'];

/** The last segment has an extension (`/favicon.ico`, `/manifest.webmanifest`): a file, not a page. */
const LOOKS_LIKE_FILE = /\/[^/]*\.[a-z0-9]{1,12}$/i;

/**
 * The service worker and the manifest are checked with the server on every use, so a new version
 * is found at once (docs/decisions/010-offline-and-caching.md); the service worker then keeps the
 * app's files itself.
 */
const ALWAYS_REVALIDATED = new Set(['sw.js', 'manifest.webmanifest', 'index.html']);

function revalidateAppFiles(path: string, c: { header(name: string, value: string): void }) {
  if (ALWAYS_REVALIDATED.has(basename(path))) c.header('Cache-Control', 'no-cache');
}

/** How long crawlers may keep robots.txt and the sitemap. */
const CRAWLER_FILES_MAX_AGE = 3600;

/**
 * The built web app: hashed assets cached for a year, robots.txt and sitemap.xml, and every path
 * of the app answered by index.html with its own head and status (a path of no route is a 404,
 * whose HTML still starts the app, which shows its not-found page).
 */
export function mountWebApp(
  app: Hono<AppEnv>,
  deps: Pick<Deps, 'db' | 'config'>,
  folders: { webDist: string; publicDir: string },
) {
  const { webDist, publicDir } = folders;
  app.get('/previews/*', async (c) => (await sendPreviewImage(c, publicDir)) ?? fileNotFound(c));
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', `public, max-age=${CRAWLER_FILES_MAX_AGE}`);
    return c.text(robotsTxt(deps.config.appUrl));
  });
  app.get('/sitemap.xml', async (c) => {
    const { config, db } = deps;
    c.header('Content-Type', 'application/xml; charset=UTF-8');
    c.header('Cache-Control', `public, max-age=${CRAWLER_FILES_MAX_AGE}`);
    return c.body(sitemapXml(config.appUrl, await readSitemapEntries(db)));
  });

  if (existsSync(webDist)) {
    const immutable = (_path: string, c: { header(name: string, value: string): void }) =>
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
    // Scripts and stylesheets as the build compressed them (apps/web/vite-precompress.ts), brotli
    // or gzip as the browser accepts; compress() leaves an answer that has its encoding alone.
    app.use('/assets/*', serveStatic({ root: webDist, onFound: immutable, precompressed: true }));
    // Other files at the root (favicon, icons, the service worker and the manifest); `/` itself is
    // answered below, like every app route.
    const rootFiles = serveStatic({ root: webDist, onFound: revalidateAppFiles });
    app.use('*', async (c, next) => (c.req.path === '/' ? next() : rootFiles(c, next)));
  }
  for (const folder of FILE_FOLDERS) app.all(folder, fileNotFound);

  const template = indexTemplate(join(webDist, 'index.html'));
  const manifest = buildManifest(join(webDist, '.vite', 'manifest.json'));
  // Beside the browser's build: apps/web/dist-ssr (apps/web/vite.config.ts).
  const drawFirstScreen = firstScreens(join(dirname(webDist), 'dist-ssr', 'entry-server.js'));
  app.get('*', async (c) => {
    if (LOOKS_LIKE_FILE.test(c.req.path)) return fileNotFound(c);
    const html = template();
    if (!html) return c.text("L'application web n'est pas construite : lancez `npm run build`.", 503);
    const { search } = new URL(c.req.url);
    const page: PageAnswer = await pageFor(deps, c.req.path, search).catch((error) => {
      // The database failing must not keep the app from starting: it shows its own errors.
      logger.error(`La page ${c.req.path} n'a pas pu être préparée`, error);
      return { status: 200, head: siteHead() };
    });
    const { status, head, firstImage, firstAnswers } = page;
    const visitor = !sessionCookieOf(c.req.header('cookie'));
    const screen =
      status === 200 && firstAnswers && visitor
        ? await drawFirstScreen(`${c.req.path}${search}`, firstAnswers)
        : undefined;
    c.header('Cache-Control', 'no-cache');
    // A page's code and first read, named before `</head>` (after the entry script and the
    // stylesheet): the browser fetches them beside the entry (decision 001, item 17); the read
    // not when its answer is in the page.
    const hints =
      status === 200 ? pageHints(manifest(), c.req.path, search, { firstImage, readAnswered: !!screen }) : '';
    // Replaced by functions: a replacement string would read `$&` or `$'` in a business's text.
    let after = hints ? html.after.replace('</head>', () => `\n    ${hints}\n  </head>`) : html.after;
    if (screen)
      after = after.replace('<div id="root"></div>', () => `${screen.answers}<div id="root">${screen.markup}</div>`);
    return c.html(`${html.before}${headTags(head)}${after}`, status);
  });
}

/** index.html split around its head's place, read again when a build replaces it. */
function indexTemplate(file: string) {
  let cached: { mtimeMs: number; parts: ReturnType<typeof splitTemplate> } | undefined;
  return () => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, parts: splitTemplate(readFileSync(file, 'utf8')) };
    return cached.parts;
  };
}
