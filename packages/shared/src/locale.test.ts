import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, relativeTime } from './dates';
import { EMAIL_TEXTS_EN } from './email-texts-en';
import { EMAIL_TEXTS_FR } from './email-texts-fr';
import { localeFromAcceptLanguage, type Translation } from './locale';
import { MESSAGES } from './messages';
import { MESSAGES_EN } from './messages-en';
import { translateMessage } from './messages-translate';
import { formatGNF, formatGNFFull } from './money';
import type { UiCatalogue } from './ui/catalogue';
import { UI_EN } from './ui/en';
import { HOME_UI } from './ui/home';
import { SHELL_UI } from './ui/shell';

/** The same keys, deeply: what the type-check guarantees, checked at run time too. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

describe('the English catalogues', () => {
  it('have exactly the keys of the French ones', () => {
    expect(keysOf(UI_EN.home).sort()).toEqual(keysOf(HOME_UI).sort());
    expect(keysOf(UI_EN.shell).sort()).toEqual(keysOf(SHELL_UI).sort());
    expect(keysOf(EMAIL_TEXTS_EN).sort()).toEqual(keysOf(EMAIL_TEXTS_FR).sort());
    for (const key of Object.keys(MESSAGES_EN)) expect(MESSAGES).toHaveProperty(key);
  });

  it('refuse, at type-check, a translation with a key missing, a key too many or a wrong parameter', () => {
    // @ts-expect-error `seeAll` and the other keys are missing.
    const missing: Translation<UiCatalogue['home']> = { whatAreYouLookingFor: 'What are you looking for?' };
    const extra: Translation<{ a: 'A' }> = {
      a: 'A',
      // @ts-expect-error `b` is not a French key.
      b: 'B',
    };
    // @ts-expect-error the French function takes a name (a string), not a number.
    const wrong: Translation<{ hello: (name: string) => string }> = { hello: (name: number) => `${name}` };
    expect([missing, extra, wrong]).toHaveLength(3);
  });

  it('translate catalogue messages, those with values too, and leave the others French', () => {
    expect(translateMessage(MESSAGES.invalidCredentials, 'en')).toBe('Invalid credentials');
    expect(translateMessage(MESSAGES.businessClosed('Chez Fatou'), 'en')).toBe(
      'Chez Fatou is closed at the moment. Try again later.',
    );
    expect(translateMessage(MESSAGES.welcome('Awa'), 'en')).toBe('Welcome Awa!');
    expect(translateMessage(MESSAGES.invalidCredentials, 'fr')).toBe(MESSAGES.invalidCredentials);
    expect(translateMessage(MESSAGES.subscriptionDeactivated, 'en')).toBe('Subscription deactivated');
    expect(translateMessage('Texte libre', 'en')).toBe('Texte libre');
  });
});

describe('Accept-Language', () => {
  it('picks the first of our languages by weight, French by default', () => {
    expect(localeFromAcceptLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('de-DE,en;q=0.5,fr;q=0.8')).toBe('fr');
    expect(localeFromAcceptLanguage('de-DE,en;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0,fr')).toBe('fr');
    expect(localeFromAcceptLanguage('')).toBe('fr');
    expect(localeFromAcceptLanguage(undefined)).toBe('fr');
  });
});

describe('dates and numbers in the chosen language', () => {
  const date = new Date(2026, 10, 18, 15, 5);

  it('formats dates in French by default and in English when asked', () => {
    expect(formatDate(date)).toBe('18/11/2026');
    expect(formatDate(date, 'en')).toBe('18/11/2026');
    expect(formatDateTime(date)).toBe('18 nov. 2026 à 15:05');
    expect(formatDateTime(date, 'en')).toBe('18 Nov 2026 at 15:05');
    expect(formatTime(date, 'en')).toBe('15:05');
    const now = new Date(2026, 10, 18, 18, 5);
    expect(relativeTime(date, now)).toBe('Il y a 3 h');
    expect(relativeTime(date, now, 'en')).toBe('3 h ago');
    expect(relativeTime(new Date(2026, 10, 15, 18, 5), now, 'en')).toBe('3 days ago');
  });

  it('groups thousands as each language does, and keeps GNF', () => {
    expect(formatGNFFull(1_234_567)).toBe('1 234 567 GNF');
    expect(formatGNFFull(1_234_567, 'en')).toBe('1,234,567 GNF');
    expect(formatGNF(3_154_200_000)).toBe('3 154.2 M GNF');
    expect(formatGNF(3_154_200_000, 'en')).toBe('3,154.2 M GNF');
    expect(formatGNF(15_000, 'en')).toBe('15k GNF');
  });
});
