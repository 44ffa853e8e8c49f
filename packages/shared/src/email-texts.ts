import { EMAIL_TEXTS_EN } from './email-texts-en';
import { EMAIL_TEXTS_FR } from './email-texts-fr';
import type { Locale, Translation } from './locale';

export type EmailTexts = Translation<typeof EMAIL_TEXTS_FR>;

/** The e-mails' words in a recipient's language (the server renders both; the web app never loads them). */
export function emailTexts(locale: Locale): EmailTexts {
  return locale === 'en' ? EMAIL_TEXTS_EN : EMAIL_TEXTS_FR;
}
