import type { OpenAPIHono } from '@hono/zod-openapi';
import { SESSION_COOKIE_PREFIX } from '@/auth/better-auth';
import type { AppEnv } from './context';
import { API_TAGS } from './tags';

/** The security scheme every non-public operation names (`defineRoute` derives it from `access`). */
export const SESSION_SCHEME = 'session';

/**
 * Serves the OpenAPI 3.1 document at `/openapi.json` (under /api): its top, the declared tags and the
 * session cookie. The operations come from the routes themselves (`defineRoute`). Linted with Redocly's
 * `recommended` rules in the unit tests (docs/decisions/014-api-document.md).
 */
export function serveOpenApiDocument(api: OpenAPIHono<AppEnv>) {
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    servers: [{ url: '/api' }],
    info: {
      title: 'Livra API',
      version: '1.0.0',
      description:
        'API de la marketplace de livraison Livra (Guinée). `x-roles` dit qui peut appeler chaque opération ; ' +
        'les opérations non publiques demandent la session (cookie posé par `POST /auth/sign-in`). ' +
        'Les erreurs ont toutes la forme `{ "error": message en français, "code": code }`.',
    },
    tags: API_TAGS.map((tag) => ({ ...tag })),
  });
  api.openAPIRegistry.registerComponent('securitySchemes', SESSION_SCHEME, {
    type: 'apiKey',
    in: 'cookie',
    name: `${SESSION_COOKIE_PREFIX}.session_token`,
    description: `La session, posée par \`POST /auth/sign-in\` (cookie HttpOnly ; \`__Secure-${SESSION_COOKIE_PREFIX}.session_token\` quand l’application est servie en HTTPS).`,
  });
}
