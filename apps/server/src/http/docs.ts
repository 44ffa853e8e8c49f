import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from './context';

// Swagger UI is served from the installed package: the docs work with no internet.
const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Livra — documentation de l'API</title><link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div><script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body></html>`;

// A file, not an inline script: the Content-Security-Policy allows the app's own scripts only.
const START = "window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n";

/** Browsable API docs at /api/docs (a page for people, not an API operation). */
export const apiDocsRoutes = new Hono<AppEnv>()
  .get('/docs', (c) => c.html(PAGE))
  .get('/docs/start.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(START);
  })
  .get('/docs/:asset', (c) => {
    const asset = c.req.param('asset');
    const type = ASSETS[asset];
    if (!type) return c.notFound();
    c.header('Content-Type', type);
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(readFileSync(join(SWAGGER_DIR, asset)));
  });
