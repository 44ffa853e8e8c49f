import { normalizeSearchText, wordSimilarity, wordTrigrams } from './trigram';

/**
 * What a search text is compared with, once per search: normalized as the stored `*_search`
 * columns are (`lower(f_unaccent(…))`, so `cafe` = `Café`), and whether it is short.
 *
 * - From 3 characters a text matches what contains it, and a name is also found when it is
 *   close to it (pg_trgm's word similarity ≥ 0.6), which forgives small typos: `poulet brase`
 *   finds `Poulet braisé`, `atieke` finds `Attiéké`.
 * - Shorter texts would match almost everything in the middle of words, so 1–2 characters
 *   match the start of the text or of a word instead (`ri` → `Riz gras`).
 */
export interface SearchText {
  text: string;
  short: boolean;
  /** pg_trgm's trigrams of the text, each once: what "close" is measured on. */
  trigrams: string[];
}

/** Spaces collapsed, ends trimmed: what we actually search for. */
export function cleanSearchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

export function searchTextOf(typed: string): SearchText {
  const raw = cleanSearchText(typed);
  const text = normalizeSearchText(raw);
  return { text, short: [...raw].length < 3, trigrams: wordTrigrams(text) };
}

/** The normalized value matches the text (see SearchText); a missing value never does. */
export function matches(search: SearchText, value: string | null): boolean {
  if (value === null) return false;
  return search.short ? startsWith(search, value) || value.includes(` ${search.text}`) : value.includes(search.text);
}

export function startsWith(search: SearchText, value: string | null): boolean {
  return value?.startsWith(search.text) ?? false;
}

/** The word similarity from which a name not containing the text is still found (pg_trgm's default). */
export const CLOSE_SIMILARITY = 0.6;

/** Texts whose keys are listed by position: which of them hold a key, in ascending order. */
class Postings {
  private readonly lists = new Map<string, number[]>();
  add(key: string, position: number) {
    const list = this.lists.get(key);
    if (!list) this.lists.set(key, [position]);
    else if (list[list.length - 1] !== position) list.push(position);
  }
  get(key: string): readonly number[] {
    return this.lists.get(key) ?? [];
  }
}

/**
 * The normalized values of one field (every business's name, every item's name…), indexed so a
 * search reads only the few that can match: by their runs of 3 characters (to contain a text),
 * by the first 1–2 characters of each word (short texts) and by pg_trgm's word trigrams (close
 * names). Built once per catalog snapshot; a search then costs what the candidates cost, not
 * what the catalog holds.
 */
export class TextIndex {
  private readonly runs = new Postings();
  private readonly wordStarts = new Postings();
  private readonly trigrams = new Postings();
  /** Per position, scratch counts of shared trigrams; reset after each use. */
  private readonly shared: Uint8Array;

  constructor(
    readonly values: readonly (string | null)[],
    { close = false }: { close?: boolean } = {},
  ) {
    this.shared = new Uint8Array(close ? values.length : 0);
    values.forEach((value, position) => {
      if (value === null) return;
      for (let at = 0; at + 3 <= value.length; at++) this.runs.add(value.slice(at, at + 3), position);
      for (let at = 0; at < value.length; at++) {
        if (at > 0 && value[at - 1] !== ' ') continue;
        this.wordStarts.add(value.slice(at, at + 1), position);
        if (at + 2 <= value.length) this.wordStarts.add(value.slice(at, at + 2), position);
      }
      if (close) for (const trigram of wordTrigrams(value)) this.trigrams.add(trigram, position);
    });
  }

  /** Positions whose value matches the text, ascending. */
  matching(search: SearchText): number[] {
    const found = this.candidates(search).filter((position) => matches(search, this.values[position]));
    return found;
  }

  /**
   * Positions whose value is close to the text without matching it, with the similarity. A value
   * that shares fewer than 60 % of the text's trigrams cannot reach 0.6 (the similarity is at most
   * shared / the text's trigrams), so only those sharing enough are measured.
   */
  close(search: SearchText): Map<number, number> {
    const close = new Map<number, number>();
    const total = search.trigrams.length;
    if (search.short || total === 0 || this.shared.length === 0) return close;
    const needed = Math.ceil(total * CLOSE_SIMILARITY - 1e-9);
    const touched: number[] = [];
    for (const trigram of search.trigrams) {
      for (const position of this.trigrams.get(trigram)) {
        if (this.shared[position] === 0) touched.push(position);
        this.shared[position]++;
      }
    }
    for (const position of touched) {
      const enough = this.shared[position] >= needed;
      this.shared[position] = 0;
      const value = this.values[position];
      if (!enough || value === null || matches(search, value)) continue;
      const similarity = wordSimilarity(search.text, value);
      if (similarity >= CLOSE_SIMILARITY) close.set(position, similarity);
    }
    return close;
  }

  /** Positions that may match: those holding the text's rarest run of 3, or the word start. */
  private candidates(search: SearchText): readonly number[] {
    const { text } = search;
    if (search.short) return text.length <= 2 ? this.wordStarts.get(text) : this.everyPosition();
    if (text.length < 3) return this.everyPosition();
    let rarest: readonly number[] | undefined;
    for (let at = 0; at + 3 <= text.length; at++) {
      const list = this.runs.get(text.slice(at, at + 3));
      if (!rarest || list.length < rarest.length) rarest = list;
      if (list.length === 0) break;
    }
    return rarest ?? [];
  }

  private everyPosition(): number[] {
    return this.values.map((_, position) => position);
  }
}
