import type { Locale } from './locale';
import { MESSAGES } from './messages';
import { MESSAGES_EN } from './messages-en';

type Text = string | ((...args: never[]) => string);
type Rule = { pattern: RegExp; english: (...args: string[]) => string };

// A marker no message contains: calling a French template with it shows where its arguments go.
const MARK = '\u0000';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let exact: Map<string, string> | undefined;
let templates: Rule[] | undefined;

function build() {
  exact = new Map();
  templates = [];
  for (const [key, english] of Object.entries(MESSAGES_EN) as [keyof typeof MESSAGES, Text | undefined][]) {
    const french = MESSAGES[key] as Text;
    if (english === undefined) continue;
    if (typeof french === 'string' && typeof english === 'string') exact.set(french, english);
    else if (typeof french === 'function' && typeof english === 'function') {
      const sample = (french as (...args: string[]) => string)(MARK, MARK, MARK);
      const pattern = new RegExp(`^${sample.split(MARK).map(escapeRegExp).join('([\\s\\S]*?)')}$`);
      templates.push({ pattern, english: english as (...args: string[]) => string });
    }
  }
  return { exact, templates };
}

/**
 * A French message of the catalogue in the asked language. The server's answers carry the
 * French words (services throw `MESSAGES.…`); the error answer turns them into English here, by
 * the catalogue, so no call site changes. A message not translated yet stays French.
 */
export function translateMessage(french: string, locale: Locale): string {
  if (locale === 'fr') return french;
  const tables = exact && templates ? { exact, templates } : build();
  const direct = tables.exact.get(french);
  if (direct !== undefined) return direct;
  for (const rule of tables.templates) {
    const match = rule.pattern.exec(french);
    if (match) return rule.english(...match.slice(1));
  }
  return french;
}
