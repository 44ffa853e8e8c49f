import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { MESSAGES } from '@livra/shared';
import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { REPO_ROOT } from './config';
import { sessionMiddleware } from './auth/session';
import type { AppEnv, Deps } from './http/context';
import { limitBody, tooLarge } from './http/body-limit';
import { compressAnswers } from './http/compress';
import { refuseCrossSiteRequests } from './http/cross-site';
import { noStoreByDefault, securityHeaders } from './http/security-headers';
import { apiDocsRoutes } from './http/docs';
import { serveOpenApiDocument } from './http/openapi-document';
import { createRouter, defineRoute } from './http/router';
import { jsonContent } from './http/schemas';
import { refuseUnstorableText } from './http/unstorable-text';
import { AppError } from './lib/errors';
import { localizeAnswers } from './http/locale';
import { logger } from './lib/logger';
import { apiModules } from './modules';
import { z } from '@hono/zod-openapi';
import { mountWebApp } from './web-app/serve';

const WEB_DIST = join(REPO_ROOT, 'apps/web/dist');
const PUBLIC_DIR = join(REPO_ROOT, 'apps/server/public');

export interface AppOptions {
  /** The built web app's folder (tests give one with their own index.html). */
  webDist?: string;
}

export function createApp(deps: Deps, options: AppOptions = {}) {
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
      operationId: 'getHealth',
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

  serveOpenApiDocument(api);
  api.route('/', apiDocsRoutes);
  api.onError(handleError);

  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders(deps.config.appUrl));
  app.use('*', compressAnswers());
  app.use('/api/*', localizeAnswers);
  app.route('/api', api);
  // Unknown API paths answer JSON, not the web app's index.html.
  app.all('/api/*', (c) => c.json({ error: MESSAGES.notFound, code: 'not_found' }, 404));
  app.use('/images/*', serveStatic({ root: PUBLIC_DIR, onFound: cacheFor(86_400) }));
  app.use('/uploads/*', serveStatic({ root: deps.config.dataDir, onFound: cacheFor(86_400) }));
  mountWebApp(app, deps, { webDist: options.webDist ?? WEB_DIST, publicDir: PUBLIC_DIR });
  // The API router too: its registry holds every operation's zod schemas (the test harness checks answers with them).
  return { app, api };
}

function cacheFor(seconds: number) {
  return (_path: string, c: { header(name: string, value: string): void }) => {
    c.header('Cache-Control', `public, max-age=${seconds}`);
  };
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
