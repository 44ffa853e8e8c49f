import { MESSAGES } from '@livra/shared';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';

/**
 * PostgreSQL cannot store a NUL character in text, nor a lone UTF-16 surrogate in JSON (half of
 * an emoji, which `jsonb` refuses); either used to surface as a 500 deep in a service. This
 * middleware refuses both once, for every route, before any validator or service runs.
 *
 * Refused rather than stripped: no one types a NUL, so its presence means an attack or a broken
 * client, and removing it would store something other than what was sent (and could join two
 * words into one that passed no check). A lone surrogate is text cut in the middle of a
 * character; replacing it with U+FFFD would store a "�" the user never typed, so the client is
 * told to send the text again, whole.
 */
export const refuseUnstorableText = createMiddleware<AppEnv>(async (c, next) => {
  if (urlHasNul(c.req.url) || (await bodyHasUnstorableText(c))) {
    return c.json({ error: MESSAGES.unstorableText, code: 'invalid_text' }, 400);
  }
  await next();
});

/**
 * In a URL (path, parameters, query keys and values) a NUL can only arrive as `%00`, and
 * percent-decoding never yields a lone surrogate (invalid UTF-8 stays as literal text).
 */
const urlHasNul = (url: string) => url.includes('%00');

/** In `u` mode a well-formed pair is one code point; only a lone surrogate matches `\p{Cs}`. */
const UNSTORABLE = /[\0\p{Cs}]/u;

/**
 * Reads the JSON or form body through Hono's body cache, so the route's validator reuses what
 * is read here. A body that does not parse is left for the validator, which answers its 400.
 */
async function bodyHasUnstorableText(c: Context<AppEnv>): Promise<boolean> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return false;
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (/^application\/([\w.-]+\+)?json$/.test(mediaType)) {
    return c.req.json().then(containsUnstorableText, () => false);
  }
  if (mediaType === 'multipart/form-data' || mediaType === 'application/x-www-form-urlencoded') {
    try {
      const form = await c.req.formData();
      return [...form].some(
        ([key, value]) => UNSTORABLE.test(key) || (typeof value === 'string' && UNSTORABLE.test(value)),
      );
    } catch {
      // The validator reads the form from this cache: a failed parse must not be found there.
      delete c.req.bodyCache.formData;
      return false;
    }
  }
  return false;
}

/** Every string and key of a parsed JSON value, walked without recursion (deep nesting is legal JSON). */
export function containsUnstorableText(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (UNSTORABLE.test(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, child] of Object.entries(next)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
