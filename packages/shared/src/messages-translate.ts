import type { Locale } from './locale';
import { MESSAGES } from './messages';
import { MESSAGES_EN } from './messages-en';
import { type CataloguePair, type Entries, pair } from './messages-en/catalogue-pair';

type Template = (...args: never[]) => string;
type Rule = { pattern: RegExp; argumentOf: number[]; english: (...args: string[]) => string };

/** `MESSAGES` beside its English: what the browser translates (toasts, form errors). */
const MESSAGE_CATALOGUES: readonly CataloguePair[] = [pair(MESSAGES, MESSAGES_EN)];

// Markers no message contains: calling a French template with them shows where each argument goes.
const MARK = '\u0000';
const ARGUMENTS = 4;
const marker = (index: number) => `${MARK}${index}${MARK}`;
const MARKER = new RegExp(`${MARK}(\\d+)${MARK}`);
/** An argument that prints as its marker but counts as `count` (`n > 1 ? 's' : ''`). */
const counting = (index: number, count: number) => ({
  [Symbol.toPrimitive]: (hint: string) => (hint === 'string' ? marker(index) : count),
});
/** Arguments as text, then as a count of one and of several: a template's singular and plural. */
const PROBES: ((index: number) => unknown)[] = [marker, (i) => counting(i, 1), (i) => counting(i, 2)];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The patterns one French template makes, each capture mapped back to its argument. */
function rulesOf(french: Template, english: (...args: string[]) => string): Rule[] {
  const rules: Rule[] = [];
  const seen = new Set<string>();
  for (const probe of PROBES) {
    let sample: string;
    try {
      sample = (french as (...args: unknown[]) => string)(...Array.from({ length: ARGUMENTS }, (_, i) => probe(i)));
    } catch {
      continue; // a template that calls a text method on a count: its text probe is enough.
    }
    const parts = sample.split(MARKER);
    // A template made of its arguments alone would match anything.
    if (parts.length === 1 || parts.every((part, i) => i % 2 === 1 || part === '')) continue;
    const argumentOf: number[] = [];
    let source = '^';
    for (const [i, part] of parts.entries()) {
      if (i % 2 === 0) {
        source += escapeRegExp(part);
        continue;
      }
      // An argument printed twice must be the same text both times.
      const group = argumentOf.indexOf(Number(part));
      if (group >= 0) source += `\\${group + 1}`;
      else {
        argumentOf.push(Number(part));
        source += '([\\s\\S]*?)';
      }
    }
    source += '$';
    if (seen.has(source)) continue;
    seen.add(source);
    rules.push({ pattern: new RegExp(source), argumentOf, english });
  }
  return rules;
}

function add(french: Entries, english: Entries, exact: Map<string, string>, templates: Rule[]) {
  for (const [key, value] of Object.entries(french)) {
    const translated = english[key];
    if (translated === undefined || value === undefined) continue;
    if (typeof value === 'string' && typeof translated === 'string') {
      if (!exact.has(value)) exact.set(value, translated);
    } else if (typeof value === 'function' && typeof translated === 'function') {
      templates.push(...rulesOf(value, translated as (...args: string[]) => string));
    } else if (typeof value === 'object' && typeof translated === 'object') {
      add(value, translated, exact, templates);
    }
  }
}

function build(catalogues: readonly CataloguePair[]) {
  const exact = new Map<string, string>();
  const templates: Rule[] = [];
  for (const [french, english] of catalogues) add(french, english, exact, templates);
  return { exact, templates };
}

/**
 * A translator of the French messages of `catalogues` (earlier ones win when two give the same
 * French). The server's answers carry the French words (services throw `MESSAGES.…`,
 * `CUSTOMER_MESSAGES.…`…); the answer turns them into English by the catalogues, so no call site
 * changes. A message not translated stays French. The tables are built on the first English use:
 * a French request never builds them.
 */
export function createTranslator(catalogues: readonly CataloguePair[]): (french: string, locale: Locale) => string {
  let tables: ReturnType<typeof build> | undefined;
  return (french, locale) => {
    if (locale === 'fr') return french;
    tables ??= build(catalogues);
    const direct = tables.exact.get(french);
    if (direct !== undefined) return direct;
    for (const rule of tables.templates) {
      const match = rule.pattern.exec(french);
      if (!match) continue;
      const args: string[] = [];
      rule.argumentOf.forEach((argument, group) => {
        args[argument] = match[group + 1];
      });
      return rule.english(...args);
    }
    return french;
  };
}

/**
 * `MESSAGES` in the asked language: what the browser needs (through the lazy `ui/en.ts`). The
 * server's other catalogues sit beside zod schemas that would weigh on the English chunk, so the
 * server builds its own translator with them (`messages-en/server-catalogues.ts`).
 */
export const translateMessage = createTranslator(MESSAGE_CATALOGUES);
