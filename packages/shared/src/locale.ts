/**
 * The interface languages (docs/decisions/009-languages.md). French is the source and the
 * default; English is a translation of it, typed to have exactly the same keys.
 */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** The BCP 47 tag of each language, for `<html lang>`, `Intl` and `Accept-Language`. */
export const LOCALE_TAGS: Record<Locale, string> = { fr: 'fr-GN', en: 'en-GB' };
/** The switch shows each language in its own words. */
export const LOCALE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English' };

export function isLocale(value: unknown): value is Locale {
  return value === 'fr' || value === 'en';
}

/**
 * The shape a translation must have: the French catalogue's keys, every text a string (not the
 * French literal), every function the same parameters. A missing or extra key fails the type-check.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Translation<T[K]>;
};

/**
 * The language an `Accept-Language` header asks for among ours: the first of its tags we have,
 * by their `q` weights; French when nothing matches.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const tag of tags) if (isLocale(tag.base)) return tag.base;
  return DEFAULT_LOCALE;
}

/** A stored language (a text column), French when it is not one of ours. */
export function storedLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
