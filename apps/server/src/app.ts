import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { MESSAGES } from '@livra/shared';
import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { REPO_ROOT } from './config';
import { sessionMiddleware } from './auth/session';
import type { AppEnv, Deps } from './http/context';
import { limitBody, tooLarge } from './http/body-limit';
import { refuseCrossSiteRequests } from './http/cross-site';
import { noStoreByDefault, securityHeaders } from './http/security-headers';
import { apiDocsRoutes } from './http/docs';
import { createRouter, defineRoute } from './http/router';
import { jsonContent } from './http/schemas';
import { refuseUnstorableText } from './http/unstorable-text';
import { AppError } from './lib/errors';
import { localizeAnswers } from './http/locale';
import { logger } from './lib/logger';
import { apiModules } from './modules';
import { z } from '@hono/zod-openapi';

const WEB_DIST = join(REPO_ROOT, 'apps/web/dist');
const PUBLIC_DIR = join(REPO_ROOT, 'apps/server/public');

export function createApp(deps: Deps) {
  const api = createRouter();
  api.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  api.use('*', noStoreByDefault);
  api.use('*', refuseCrossSiteRequests(deps.config.trustedOrigins, api));
  api.use('*', limitBody);
  // After the size limit, so an oversized body is refused before it is read.
  api.use('*', refuseUnstorableText);
  api.use('*', sessionMiddleware);

  api.openapi(
    defineRoute({
      method: 'get',
      path: '/health',
      access: ['public'],
      tags: ['Système'],
      summary: 'Le serveur et sa base de données répondent',
      responses: {
        200: jsonContent(z.object({ status: z.literal('ok') })),
        503: jsonContent(z.object({ status: z.literal('error') })),
      },
    }),
    async (c) => {
      try {
        await deps.db.execute(sql`select 1`);
        return c.json({ status: 'ok' as const }, 200);
      } catch (error) {
        logger.error('Health check failed', error);
        return c.json({ status: 'error' as const }, 503);
      }
    },
  );
  for (const module of apiModules) api.route('/', module);

  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    servers: [{ url: '/api' }],
    info: {
      title: 'Livra API',
      version: '1.0.0',
      description:
        'API de la marketplace de livraison Livra (Guinée). `x-roles` dit qui peut appeler chaque opération.',
    },
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'livra.session_token',
  });
  api.route('/', apiDocsRoutes);
  api.onError(handleError);

  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders(deps.config.appUrl));
  app.use('*', compress());
  app.use('/api/*', localizeAnswers);
  app.route('/api', api);
  // Unknown API paths answer JSON, not the web app's index.html.
  app.all('/api/*', (c) => c.json({ error: MESSAGES.notFound, code: 'not_found' }, 404));
  app.use('/images/*', serveStatic({ root: PUBLIC_DIR, onFound: cacheFor(86_400) }));
  app.use('/uploads/*', serveStatic({ root: deps.config.dataDir, onFound: cacheFor(86_400) }));
  mountWebApp(app);
  // The API router too: its registry holds every operation's zod schemas (the test harness checks answers with them).
  return { app, api };
}

/**
 * A missing file under a folder of files is a 404. The web app's index.html in its place would
 * be taken for an image or, under /assets (cached a year as immutable), for a script.
 */
const fileNotFound = (c: Context<AppEnv>) => c.json({ error: MESSAGES.notFound, code: 'not_found' }, 404);

function cacheFor(seconds: number) {
  return (_path: string, c: { header(name: string, value: string): void }) => {
    c.header('Cache-Control', `public, max-age=${seconds}`);
  };
}

/**
 * The service worker and the manifest are checked with the server on every use, so a new version
 * is found at once (docs/decisions/010-offline-and-caching.md); the service worker then keeps the
 * app's files itself.
 */
const ALWAYS_REVALIDATED = new Set(['sw.js', 'manifest.webmanifest', 'index.html']);

function revalidateAppFiles(path: string, c: { header(name: string, value: string): void }) {
  if (ALWAYS_REVALIDATED.has(basename(path))) c.header('Cache-Control', 'no-cache');
}

/** The built web app: hashed assets cached for a year, every other path answered by index.html. */
function mountWebApp(app: Hono<AppEnv>) {
  if (existsSync(WEB_DIST)) {
    const immutable = (_path: string, c: { header(name: string, value: string): void }) =>
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
    app.use('/assets/*', serveStatic({ root: WEB_DIST, onFound: immutable }));
    // Other files at the root (favicon, icons, the service worker and the manifest); `/` itself is
    // answered below, like every app route.
    const rootFiles = serveStatic({ root: WEB_DIST, onFound: revalidateAppFiles });
    app.use('*', async (c, next) => (c.req.path === '/' ? next() : rootFiles(c, next)));
  }
  for (const folder of ['/assets/*', '/images/*', '/uploads/*']) app.all(folder, fileNotFound);
  app.get('*', (c) => {
    const index = join(WEB_DIST, 'index.html');
    if (!existsSync(index)) return c.text("L'application web n'est pas construite : lancez `npm run build`.", 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(index, 'utf8'));
  });
}

/** One place turns failures into `{ error, code }`; unknown ones are logged and never leak internals. */
function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) return c.json({ error: error.message, code: error.code }, error.status);
  if (error instanceof HTTPException) {
    const status = error.status;
    if (status === 400) return c.json({ error: MESSAGES.invalidJson, code: 'invalid_json' }, 400);
    if (status === 413) return tooLarge(c);
    if (status === 415) return c.json({ error: MESSAGES.jsonOnly, code: 'unsupported_media_type' }, 415);
    return c.json({ error: MESSAGES.invalidInput, code: 'http_error' }, status);
  }
  logger.error(`${c.req.method} ${c.req.path} a échoué`, error);
  return c.json({ error: MESSAGES.serverError, code: 'internal_error' }, 500);
}
