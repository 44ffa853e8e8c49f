import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { MESSAGES, type Access, type SessionUser } from '@livra/shared';
import { createMiddleware } from 'hono/factory';
import type { ZodError } from 'zod';
import { forbidden, unauthorized } from '@/lib/errors';
import type { AppEnv } from './context';
import { SESSION_SCHEME } from './openapi-document';
import { middlewareResponses } from './schemas';
import type { ApiTag } from './tags';

/** Turns zod issues into one French sentence: every message, once, in order. */
export function validationMessage(error: ZodError): string {
  const messages = [...new Set(error.issues.map((issue) => issue.message))];
  return messages.join(', ') || MESSAGES.invalidInput;
}

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const details = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
        return c.json({ error: validationMessage(result.error), code: 'validation_error', details }, 400);
      }
    },
  });
}

/**
 * The one check of who may call a route: 401 for a visitor, 403 for a wrong role (with the
 * route's own refusal when the spec words one, else `Accès refusé`).
 */
export function authorize(access: readonly Access[], forbiddenMessage: string = MESSAGES.forbidden) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (access.includes('public')) return next();
    const user = c.get('user');
    if (!user) throw unauthorized(MESSAGES.notAuthenticated);
    if (access.includes('authenticated') || access.includes(user.role)) return next();
    throw forbidden(forbiddenMessage);
  });
}

/**
 * Declares a route with who may call it. The list shows in the OpenAPI document as
 * `x-roles` and the same list is enforced, so the documentation cannot drift: the operation's
 * `security` (none for a public one, the session cookie otherwise) and its 401/403 answers are
 * derived from it, and its 429 from `rateLimited`. `forbidden` is the refusal a wrong role reads when the spec words one for this
 * operation. `operationId` is written on each route (docs/decisions/014-api-document.md): a
 * generated client names its functions after it, so it never changes with the path or summary.
 */
export function defineRoute<
  const R extends Omit<RouteConfig, 'middleware' | 'tags' | 'operationId' | 'security'> & {
    operationId: string;
    tags: readonly ApiTag[];
    access: readonly Access[];
    forbidden?: string;
    /** The route counts attempts with `enforceLimit` (lib/limits.ts): it may answer 429. */
    rateLimited?: boolean;
  },
>(route: R) {
  const { access, forbidden: forbiddenMessage, tags, rateLimited = false, ...config } = route;
  const isPublic = access.includes('public');
  return createRoute({
    ...config,
    tags: [...tags],
    responses: { ...middlewareResponses(config.method, isPublic, rateLimited), ...config.responses },
    'x-roles': access,
    security: isPublic ? [] : [{ [SESSION_SCHEME]: [] }],
    middleware: [authorize(access, forbiddenMessage)] as const,
  } as Omit<R, 'access' | 'forbidden' | 'tags' | 'rateLimited'> & {
    tags: string[];
    middleware: [ReturnType<typeof authorize>];
  });
}

/** The signed-in user, for routes whose access already excludes visitors. */
export function currentUser(c: { get(key: 'user'): SessionUser | null }): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthorized(MESSAGES.notAuthenticated);
  return user;
}
