import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '@/http/context';
import { loadSessionUser } from '@/modules/auth/auth.service';
import { sessionCookieOf } from './session-cache';

/** The busiest writes, which change nothing the session user shows: they keep the cached session. */
const KEEPS_SESSION_USER = /^\/api\/(cart|orders)(\/|$)/;

/**
 * Puts the signed-in user (or null) on every API request; a disabled account counts as signed
 * out. A cookie better-auth accepted is remembered a few seconds with its user (session-cache.ts):
 * the requests that follow cost no database round trip.
 */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  // Visitors without a session cookie cost no database round trip.
  const key = sessionCookieOf(c.req.header('cookie'));
  if (key) {
    const { auth, db, sessions } = c.get('deps');
    const session = await sessions.resolve(key, async () => {
      const found = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
      if (!found) return null;
      const user = await loadSessionUser(db, found.user.id);
      return { userId: found.user.id, user, expiresAt: new Date(found.session.expiresAt) };
    });
    c.set('user', session?.user ?? null);
    await next();
    // What a user changes on their own account (profile, password, language, duty…) they see on
    // their very next request: the database's announcement may reach this instance a moment
    // later, so forget them here too. The cart and order routes change none of it, and a refused
    // request (4xx) changed nothing: its transaction, if any, was rolled back.
    const refused = c.res.status >= 400 && c.res.status < 500;
    if (
      session &&
      !refused &&
      c.req.method !== 'GET' &&
      c.req.method !== 'HEAD' &&
      !KEEPS_SESSION_USER.test(c.req.path)
    ) {
      c.get('deps').sessions.forgetUser(session.userId);
    }
    return;
  }
  return next();
});
