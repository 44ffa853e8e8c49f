import { CATALOG_TEXTS } from './catalog';
import { CUSTOMER_MESSAGES, UPLOAD_MESSAGES } from './customers';
import { DRIVER_APP_MESSAGES } from './driver-app';
import { EMAIL_TEST_TEXTS } from './email-test-texts';
import type { Locale, Translation } from './locale';
import { MESSAGES } from './messages';
import { MESSAGES_EN } from './messages-en';
import { CATALOG_TEXTS_EN, SEARCH_TEXTS_EN } from './messages-en/catalog';
import { CUSTOMER_MESSAGES_EN, UPLOAD_MESSAGES_EN } from './messages-en/customers';
import { DRIVER_APP_MESSAGES_EN } from './messages-en/driver-app';
import { EMAIL_TEST_TEXTS_EN } from './messages-en/email-test';
import { PARTNER_OPS_TEXTS_EN, PARTNER_TEXTS_EN } from './messages-en/partner-texts';
import { REQUEST_TEXTS_EN } from './messages-en/request-texts';
import { SUBSCRIPTION_TEXTS_EN } from './messages-en/subscriptions';
import { PARTNER_OPS_TEXTS } from './partner-ops';
import { PARTNER_TEXTS } from './partners';
import { REQUEST_TEXTS } from './requests';
import { SEARCH_TEXTS } from './search';
import { SUBSCRIPTION_TEXTS } from './subscriptions';

type Template = (...args: never[]) => string;
type Entries = { readonly [key: string]: string | Template | Entries | undefined };
type Pair = readonly [french: Entries, english: Entries];
type Rule = { pattern: RegExp; argumentOf: number[]; english: (...args: string[]) => string };

/** A French catalogue and its English, typed together so the English has the French's keys. */
const pair = <T extends object>(french: T, english: Partial<Translation<T>>): Pair => [
  french as Entries,
  english as Entries,
];

/**
 * Every catalogue whose French words the server answers with, beside its English. Earlier ones
 * win when two give the same French: `MESSAGES` (the spec's words) first.
 */
const CATALOGUES: readonly Pair[] = [
  pair(MESSAGES, MESSAGES_EN),
  pair(DRIVER_APP_MESSAGES, DRIVER_APP_MESSAGES_EN),
  pair(CUSTOMER_MESSAGES, CUSTOMER_MESSAGES_EN),
  pair(UPLOAD_MESSAGES, UPLOAD_MESSAGES_EN),
  pair(REQUEST_TEXTS, REQUEST_TEXTS_EN),
  pair(PARTNER_TEXTS, PARTNER_TEXTS_EN),
  pair(PARTNER_OPS_TEXTS, PARTNER_OPS_TEXTS_EN),
  pair(CATALOG_TEXTS, CATALOG_TEXTS_EN),
  pair(SEARCH_TEXTS, SEARCH_TEXTS_EN),
  pair(SUBSCRIPTION_TEXTS, SUBSCRIPTION_TEXTS_EN),
  pair(EMAIL_TEST_TEXTS, EMAIL_TEST_TEXTS_EN),
];

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

let tables: { exact: Map<string, string>; templates: Rule[] } | undefined;

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
  for (const [french, english] of CATALOGUES) add(french, english, exact, templates);
  tables = { exact, templates };
  return tables;
}

/**
 * A French message of the catalogues in the asked language. The server's answers carry the
 * French words (services throw `MESSAGES.…`, `CUSTOMER_MESSAGES.…`…); the answer turns them into
 * English here, by the catalogues, so no call site changes. A message not translated stays French.
 * The tables are built on the first English use: a French request never builds them.
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

/** The catalogue pairs, for the tests that walk them. */
export const TRANSLATED_CATALOGUES = CATALOGUES;
