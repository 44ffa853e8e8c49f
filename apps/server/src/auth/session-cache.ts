import type { SessionUser } from '@livra/shared';
import type { Database } from '@/db/client';
import { SESSION_COOKIE_PREFIX } from './better-auth';

/**
 * NOTIFY channel of the triggers of migration `0016_session_user_changes`: the id of a user
 * whose session or session user changed (a session deleted, the profile, the address
 * proven, the driver record), or `*` when every cached user may have (a business renamed).
 */
export const SESSION_USER_CHANNEL = 'livra_session_user';

const SESSION_COOKIE = `${SESSION_COOKIE_PREFIX}.session_token`;
// better-auth's cookie, `__Secure-`-prefixed when the app is served over HTTPS.
const SESSION_COOKIE_PAIR = new RegExp(`(?:^|;)\\s*((?:__Secure-)?${SESSION_COOKIE.replace('.', '\\.')}=[^;]+)`);

/** The session cookie as sent (`name=value`), which keys the cache; undefined without one. */
export function sessionCookieOf(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader?.includes(SESSION_COOKIE)) return undefined;
  return SESSION_COOKIE_PAIR.exec(cookieHeader)?.[1];
}

export interface CachedSession {
  userId: string;
  /** Null: a valid session whose account is disabled or has no profile (signed out for the API). */
  user: SessionUser | null;
}

interface Entry extends CachedSession {
  until: number;
}

export interface SessionCacheOptions {
  /** How long an answer is reused at most; every change above also empties it at once. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Who a session cookie belongs to, kept a few seconds in this process, so a signed-in request
 * costs no database round trip (better-auth's session lookup and the session user's query).
 *
 * It never outlives a change: the database announces every change of a session or of what the
 * session user shows (triggers, NOTIFY, every instance hears it) and this instance forgets that
 * user at once. Sign-out and an admin's deactivation also forget here synchronously, after
 * their commit, so the very next request on this instance is refused even before the NOTIFY
 * arrives. A load that began before a change is never stored (the epoch moved meanwhile).
 */
export function createSessionCache(options: SessionCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 10_000;
  const maxEntries = options.maxEntries ?? 20_000;
  const now = options.now ?? Date.now;
  const byKey = new Map<string, Entry>();
  const keysOfUser = new Map<string, Set<string>>();
  let epoch = 0;

  function drop(key: string) {
    const entry = byKey.get(key);
    if (!entry) return;
    byKey.delete(key);
    const keys = keysOfUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysOfUser.delete(entry.userId);
  }

  function store(key: string, session: CachedSession, expiresAt: number) {
    drop(key);
    // The oldest entries go first when full (a Map keeps insertion order).
    while (byKey.size >= maxEntries) drop(byKey.keys().next().value as string);
    byKey.set(key, { ...session, until: Math.min(now() + ttlMs, expiresAt) });
    const keys = keysOfUser.get(session.userId) ?? new Set<string>();
    keys.add(key);
    keysOfUser.set(session.userId, keys);
  }

  return {
    get(key: string): CachedSession | undefined {
      const entry = byKey.get(key);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        drop(key);
        return undefined;
      }
      return entry;
    },

    /**
     * The session of `key`, from the cache or from `load` (which answers null for no valid
     * session: never cached, so a guessed cookie costs the same as before).
     */
    async resolve(
      key: string,
      load: () => Promise<(CachedSession & { expiresAt: Date }) | null>,
    ): Promise<CachedSession | null> {
      const cached = this.get(key);
      if (cached) return cached;
      const started = epoch;
      const loaded = await load();
      if (!loaded) return null;
      const { expiresAt, ...session } = loaded;
      if (epoch === started) store(key, session, expiresAt.getTime());
      return session;
    },

    /** Forgets one cookie (sign-out). */
    forgetKey(key: string) {
      epoch++;
      drop(key);
    },

    /** Forgets every session of a user, or of everyone with `*`. */
    forgetUser(userId: string) {
      epoch++;
      if (userId === '*') {
        byKey.clear();
        keysOfUser.clear();
        return;
      }
      for (const key of [...(keysOfUser.get(userId) ?? [])]) drop(key);
    },

    clear() {
      epoch++;
      byKey.clear();
      keysOfUser.clear();
    },

    get size() {
      return byKey.size;
    },

    /** Hears the database's announcements (every instance's changes, this one's included). */
    async connect(database: Database): Promise<() => Promise<void>> {
      this.clear();
      // After a lost connection to the announcements, a change may have been missed: forget all.
      return database.listen(
        SESSION_USER_CHANNEL,
        (payload) => this.forgetUser(payload || '*'),
        () => this.clear(),
      );
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
