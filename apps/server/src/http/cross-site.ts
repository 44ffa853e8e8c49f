import type { OpenAPIHono } from '@hono/zod-openapi';
import { MESSAGES } from '@livra/shared';
import { createMiddleware } from 'hono/factory';
import { AppError, forbidden } from '@/lib/errors';
import type { AppEnv } from './context';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing API requests a browser made for another site (CSRF), and any body
 * but JSON, so a cross-site HTML form (urlencoded, multipart or text/plain) can change
 * nothing even where SameSite cookies fall short. Multipart is accepted only on the routes
 * whose OpenAPI declaration says so (the picture uploads).
 */
export function refuseCrossSiteRequests(trustedOrigins: readonly string[], api: OpenAPIHono<AppEnv>) {
  const trusted = new Set(trustedOrigins.map(originOf));
  let multipartRoutes: RegExp[] | undefined;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    if (!comesFromTrustedSite(c.req.header(), trusted))
      throw forbidden(MESSAGES.crossSiteRequest, 'cross_site_request');
    // Read once the routes are all declared (this middleware is registered before them).
    multipartRoutes ??= routesAccepting(api, 'multipart/form-data');
    const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    const path = c.req.path;
    const accepted =
      mediaType === undefined ||
      mediaType === 'application/json' ||
      (mediaType === 'multipart/form-data' && multipartRoutes.some((route) => route.test(path)));
    if (!accepted) throw new AppError(415, 'unsupported_media_type', MESSAGES.jsonOnly);
    return next();
  });
}

/**
 * `Origin` first: browsers send it on every POST, PUT, PATCH and DELETE, cross-site ones
 * included (as `null` when a referrer policy hides it). Then `Sec-Fetch-Site`, then the
 * origin of `Referer`, for older browsers.
 *
 * A request carrying none of the three is let through: it cannot come from a browser made
 * to act for another site (every browser that could be made to send the user's cookie
 * cross-site also sends at least `Origin` on such a request), so it comes from a client
 * acting on its own behalf — curl, a mobile app, a server, the tests — which holds its own
 * credentials and cannot be forged by a third-party page. The session cookie is also
 * SameSite=Lax, and the content-type rule above refuses what an HTML form can send.
 */
function comesFromTrustedSite(headers: Record<string, string>, trusted: Set<string>): boolean {
  const origin = headers.origin;
  if (origin !== undefined) return trusted.has(originOf(origin));
  const site = headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return true;
  const referer = headers.referer;
  if (referer !== undefined) return trusted.has(originOf(referer));
  // A browser that says the request is cross-site or same-site without saying from where.
  return site === undefined;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid';
  }
}

/** The paths (under /api) of the operations that declare a request body of this media type. */
function routesAccepting(api: OpenAPIHono<AppEnv>, mediaType: string): RegExp[] {
  return api.openAPIRegistry.definitions.flatMap((definition) => {
    if (definition.type !== 'route' || !definition.route.request?.body?.content[mediaType]) return [];
    const pattern = definition.route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    return [new RegExp(`^/api${pattern}$`)];
  });
}
