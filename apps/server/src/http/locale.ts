import { AsyncLocalStorage } from 'node:async_hooks';
import { localeFromAcceptLanguage, type Locale, z } from '@livra/shared';
import { translateServerMessage } from '@livra/shared/messages-en/server-catalogues';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';

/**
 * The request's language while it is answered. zod writes its own generic messages (a wrong
 * type, an unknown key…: rules the catalogue gives no words for) when a schema fails; they are
 * written in the language of the request being validated, French by default.
 */
const requestLocale = new AsyncLocalStorage<Locale>();
const ZOD_LOCALES = { fr: z.locales.fr().localeError, en: z.locales.en().localeError } as const;
z.config({
  localeError: (issue) => ZOD_LOCALES[requestLocale.getStore() ?? 'fr'](issue),
});

/** Short answers whose `message` (a success sentence such as sign-up's) is worth translating. */
const SHORT_ANSWER = 4_096;

type Answer = { error?: unknown; message?: unknown; details?: unknown };

/**
 * Answers in the language the request asks for (`Accept-Language`, which the web app sends from
 * the chosen language). Services throw the catalogue's French words; here, in one place, an
 * English request's `error` (and its `details`, and a short answer's `message`) becomes the
 * catalogue's English (docs/decisions/009-languages.md); zod's own messages are written in the
 * request's language as it validates. French requests pass untouched.
 */
export const localizeAnswers = createMiddleware<AppEnv>(async (c, next) => {
  const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
  await requestLocale.run(locale, next);
  if (locale === 'fr') return;
  const response = c.res;
  if (!response.headers.get('content-type')?.includes('application/json')) return;
  let body: Answer;
  try {
    const text = await response.clone().text();
    if (response.ok && text.length > SHORT_ANSWER) return;
    body = JSON.parse(text) as Answer;
  } catch {
    return;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const translated = translateAnswer(body, locale);
  if (!translated) return;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-language', 'en');
  c.res = undefined as never;
  c.res = new Response(JSON.stringify(translated), { status: response.status, headers });
});

function translateAnswer(body: Answer, locale: Locale): Answer | null {
  let changed = false;
  const next: Answer = { ...body };
  const details = Array.isArray(body.details)
    ? body.details.map((detail: unknown) => {
        const message = (detail as { message?: unknown })?.message;
        if (typeof message !== 'string') return detail;
        const english = translateServerMessage(message, locale);
        if (english !== message) changed = true;
        return { ...(detail as object), message: english };
      })
    : undefined;
  if (details) next.details = details;
  if (typeof body.error === 'string') {
    let english = translateServerMessage(body.error, locale);
    // A validation answer joins its field messages: join their translations instead.
    if (english === body.error && details) {
      const parts = [...new Set(details.map((d) => (d as { message?: unknown }).message))];
      if (parts.every((part) => typeof part === 'string')) english = parts.join(', ');
    }
    if (english !== body.error) changed = true;
    next.error = english;
  }
  if (typeof body.message === 'string') {
    const english = translateServerMessage(body.message, locale);
    if (english !== body.message) changed = true;
    next.message = english;
  }
  return changed ? next : null;
}
