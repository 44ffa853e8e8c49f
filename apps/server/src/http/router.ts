import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { MESSAGES, type Access, type SessionUser } from '@livra/shared';
import { createMiddleware } from 'hono/factory';
import type { ZodError } from 'zod';
import { forbidden, unauthorized } from '@/lib/errors';
import type { AppEnv } from './context';
import { middlewareResponses } from './schemas';

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
 * `x-roles` and the same list is enforced, so the documentation cannot drift. `forbidden` is the
 * refusal a wrong role reads when the spec words one for this operation.
 */
export function defineRoute<
  const R extends Omit<RouteConfig, 'middleware'> & { access: readonly Access[]; forbidden?: string },
>(route: R) {
  const { access, forbidden: forbiddenMessage, ...config } = route;
  return createRoute({
    ...config,
    responses: { ...middlewareResponses(config.method, access.includes('public')), ...config.responses },
    'x-roles': access,
    ...(access.includes('public') ? {} : { security: [{ session: [] }] }),
    middleware: [authorize(access, forbiddenMessage)] as const,
  } as Omit<R, 'access' | 'forbidden'> & { middleware: [ReturnType<typeof authorize>] });
}

/** The signed-in user, for routes whose access already excludes visitors. */
export function currentUser(c: { get(key: 'user'): SessionUser | null }): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthorized(MESSAGES.notAuthenticated);
  return user;
}
