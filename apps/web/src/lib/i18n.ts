import { DEFAULT_LOCALE, isLocale, type Locale, type Translation } from '@livra/shared/locale';
import type { UiArea, UiCatalogue } from '@livra/shared/ui/catalogue';
import { useSyncExternalStore } from 'react';

/**
 * The interface language (docs/decisions/009-languages.md). French texts live beside the pages
 * that show them (`@livra/shared/ui/<area>`); the English catalogue is one module fetched the first
 * time someone chooses English, so a French visit downloads no English and no library.
 */

type EnglishModule = typeof import('@livra/shared/ui/en');

const STORAGE_KEY = 'livra.locale';
const listeners = new Set<() => void>();
let english: EnglishModule | undefined;
let locale: Locale = storedLocale();

function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

function loadEnglish(): Promise<EnglishModule> {
  return english ? Promise.resolve(english) : import('@livra/shared/ui/en').then((module) => (english = module));
}

function apply() {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** The language now shown (what the API client sends as `Accept-Language`). */
export function currentLocale(): Locale {
  return locale;
}

/**
 * Shows the interface in `next` and remembers it on this device; English is fetched first, so
 * nothing shows half-translated. A failed fetch (offline) leaves the language as it was.
 */
export async function changeLocale(next: Locale): Promise<void> {
  if (next === 'en') await loadEnglish();
  locale = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Private mode: the choice lasts this visit.
  }
  apply();
}

/** Before the first render: a returning English visitor gets English at once, not a French flash. */
export async function prepareLocale(): Promise<void> {
  locale = storedLocale();
  if (locale === 'en') await loadEnglish().catch(() => (locale = DEFAULT_LOCALE));
  apply();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/** An area's texts in the chosen language; `french` is the area's French module, the source. */
export function useTexts<A extends UiArea>(area: A, french: UiCatalogue[A]): Translation<UiCatalogue>[A] {
  const shown = useLocale();
  // The French literal types are narrower than the translation's `string`s: the cast only widens.
  return shown === 'en' && english ? english.UI_EN[area] : (french as unknown as Translation<UiCatalogue>[A]);
}

/** Turns a catalogue message (`MESSAGES`, French: form validation) into the chosen language. */
export function useMessage(): (french: string) => string {
  const shown = useLocale();
  return shown === 'en' && english ? english.englishMessage : (french) => french;
}

/** `useMessage` outside React (the API client's own fallbacks): a French catalogue message, translated. */
export function messageInChosenLanguage(french: string): string {
  return locale === 'en' && english ? english.englishMessage(french) : french;
}

/** The network failure sentence in the chosen language (the API client shows it outside React). */
export function networkErrorInChosenLanguage(french: string): string {
  return locale === 'en' && english ? english.UI_EN.shell.networkError : french;
}

/** One text of an area in the chosen language, outside React (the API client's own sentences). */
export function textInChosenLanguage<
  A extends UiArea,
  K extends keyof UiCatalogue[A] & keyof Translation<UiCatalogue>[A],
>(area: A, french: UiCatalogue[A], key: K): Translation<UiCatalogue>[A][K] {
  return locale === 'en' && english
    ? english.UI_EN[area][key]
    : (french[key] as unknown as Translation<UiCatalogue>[A][K]);
}
