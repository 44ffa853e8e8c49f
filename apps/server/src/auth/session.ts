import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '@/http/context';
import { loadSessionUser } from '@/modules/auth/auth.service';
import { SESSION_COOKIE_PREFIX } from './better-auth';

const SESSION_COOKIE = `${SESSION_COOKIE_PREFIX}.session_token`;

/** Puts the signed-in user (or null) on every API request; a disabled account counts as signed out. */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  // Visitors without a session cookie cost no database round trip.
  if (c.req.header('cookie')?.includes(SESSION_COOKIE)) {
    const { auth, db } = c.get('deps');
    const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
    if (session) c.set('user', await loadSessionUser(db, session.user.id));
  }
  return next();
});
