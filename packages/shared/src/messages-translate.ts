import type { Locale } from './locale';
import { MESSAGES } from './messages';
import { MESSAGES_EN } from './messages-en';
import { type CataloguePair, type Entries, pair } from './messages-en/catalogue-pair';

type Template = (...args: never[]) => string;
type Rule = { pattern: RegExp; argumentOf: number[]; english: (...args: string[]) => string };

/**
 * The server's other catalogues (driver app, customers, applications, partner dashboard,
 * catalogue, search, subscriptions, e-mail tests), read on the server only. The browser does not
 * need them (the server answers it in its language already), and their French sits beside the
 * zod schemas: imported here they would bring zod and the schemas (about 50 KB gzipped) into the
 * English chunk, which a returning English visitor waits for, and their chunks' names into every
 * first visit's preload list. So the module is named in a variable, which the bundler does not
 * follow, and loaded without `await` (a top-level `await` here reshuffles the bundle's chunks:
 * +8 KB first load). The server loads this module as it starts, and opens and migrates its
 * database before it listens: the catalogues are read long before the first request (a message
 * asked for earlier would stay French). A module that fails to load fails the start, loudly.
 */
const SERVER_CATALOGUES_MODULE = './messages-en/server-catalogues';
type ServerCatalogues = typeof import('./messages-en/server-catalogues');
let serverCatalogues: readonly CataloguePair[] = [];
let tables: { exact: Map<string, string>; templates: Rule[] } | undefined;

/** Settles once the server's catalogues are read (at once in the browser, which has none). */
export const serverCataloguesLoaded: Promise<void> =
  'window' in globalThis
    ? Promise.resolve()
    : import(/* @vite-ignore */ SERVER_CATALOGUES_MODULE).then((module: ServerCatalogues) => {
        serverCatalogues = module.SERVER_CATALOGUES;
        tables = undefined;
      });

/**
 * Every catalogue whose French words an answer may carry, beside its English. Earlier ones win
 * when two give the same French: `MESSAGES` (the spec's words) first.
 */
export const translatedCatalogues = (): readonly CataloguePair[] => [pair(MESSAGES, MESSAGES_EN), ...serverCatalogues];

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

function build() {
  const exact = new Map<string, string>();
  const templates: Rule[] = [];
  for (const [french, english] of translatedCatalogues()) add(french, english, exact, templates);
  tables = { exact, templates };
  return tables;
}

/**
 * A French message of the catalogues in the asked language. The server's answers carry the
 * French words (services throw `MESSAGES.…`, `CUSTOMER_MESSAGES.…`…); the answer turns them into
 * English here, by the catalogues, so no call site changes. A message not translated stays French.
 * The tables are built on the first English use: a French request never builds them. In the
 * browser (the toasts and form errors, through `ui/en.ts`) it knows `MESSAGES` only, as before.
 */
export function translateMessage(french: string, locale: Locale): string {
  if (locale === 'fr') return french;
  const { exact, templates } = tables ?? build();
  const direct = exact.get(french);
  if (direct !== undefined) return direct;
  for (const rule of templates) {
    const match = rule.pattern.exec(french);
    if (!match) continue;
    const args: string[] = [];
    rule.argumentOf.forEach((argument, group) => {
      args[argument] = match[group + 1];
    });
    return rule.english(...args);
  }
  return french;
}
