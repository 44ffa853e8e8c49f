import { distinctTrigramKeys, keySimilarity, normalizeSearchText, trigramKeys } from './trigram';

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
  /** pg_trgm's trigrams of the text (as numbers), each once: what "close" is measured on. */
  trigrams: number[];
}

/** Spaces collapsed, ends trimmed: what we actually search for. */
export function cleanSearchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

export function searchTextOf(typed: string): SearchText {
  const raw = cleanSearchText(typed);
  const text = normalizeSearchText(raw);
  return { text, short: [...raw].length < 3, trigrams: distinctTrigramKeys(text) };
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

/** Lets other requests run while a long index is built (a 100,000-item catalog takes a second). */
const BUILD_SLICE = 2_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Positions of values, ascending. */
type Positions = Int32Array;
const NONE: Positions = new Int32Array(0);

/**
 * Which values hold a key: their positions, ascending. Lists grow as arrays while the index is
 * built, then are packed into 32-bit arrays (`pack`): half the memory of a JS array of numbers.
 */
class Postings<K> {
  private readonly growing = new Map<K, number[]>();
  private readonly packed = new Map<K, Int32Array>();
  add(key: K, position: number) {
    const list = this.growing.get(key);
    if (!list) this.growing.set(key, [position]);
    else if (list[list.length - 1] !== position) list.push(position);
  }
  async pack() {
    let packed = 0;
    for (const [key, list] of this.growing) {
      if (++packed % BUILD_SLICE === 0) await nextTurn();
      this.packed.set(key, Int32Array.from(list));
    }
    this.growing.clear();
  }
  get(key: K): Positions {
    return this.packed.get(key) ?? NONE;
  }
}

/** Whether an ascending list holds a position. */
function holds(list: Positions, position: number): boolean {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (list[middle] === position) return true;
    if (list[middle] < position) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/**
 * The normalized values of one field (every business's name, every item's name…), indexed so a
 * search reads only the few that can match: by their runs of 3 characters (to contain a text),
 * by the first 1–2 characters of each word (short texts) and, for names, by pg_trgm's trigrams
 * (close names). Built once per catalog snapshot; a search then costs what its candidates cost,
 * not what the catalog holds.
 */
export class TextIndex {
  private readonly runs = new Postings<string>();
  private readonly wordStarts = new Postings<string>();
  private readonly trigrams = new Postings<number>();
  /** Every value's trigrams in order, one after the other: value `i`'s from `starts[i]` to `starts[i + 1]`. */
  private keys: ArrayLike<number> = [];
  private readonly starts: Int32Array;
  /**
   * Per value, how many of the text's trigrams it holds, while close() counts; zero otherwise.
   * 16 bits, not 8: unaccent writes some characters out (`ﬃ` is `ffi`, `Ⅷ` is `viii`), so a text
   * of SEARCH_MAX_LENGTH characters may hold more than 255 trigrams.
   */
  private readonly counts: Uint16Array;

  private constructor(
    readonly values: readonly (string | null)[],
    private readonly closeToo: boolean,
  ) {
    this.counts = new Uint16Array(closeToo ? values.length : 0);
    this.starts = new Int32Array(values.length + 1);
  }

  /** `close`: also find values close to a text (names), which costs their trigrams. */
  static async build(values: readonly (string | null)[], { close = false } = {}): Promise<TextIndex> {
    const index = new TextIndex(values, close);
    const keys: number[] = [];
    for (let position = 0; position < values.length; position++) {
      if (position % BUILD_SLICE === BUILD_SLICE - 1) await nextTurn();
      index.add(position, keys);
    }
    for (const postings of [index.runs, index.wordStarts, index.trigrams]) await postings.pack();
    index.keys = Int32Array.from(keys);
    return index;
  }

  private add(position: number, keys: number[]) {
    const value = this.values[position];
    if (value !== null) {
      for (let at = 0; at + 3 <= value.length; at++) this.runs.add(value.slice(at, at + 3), position);
      for (let at = 0; at < value.length; at++) {
        if (at > 0 && value[at - 1] !== ' ') continue;
        this.wordStarts.add(value.slice(at, at + 1), position);
        if (at + 2 <= value.length) this.wordStarts.add(value.slice(at, at + 2), position);
      }
      if (this.closeToo) {
        const own = trigramKeys(value);
        for (const key of own) this.trigrams.add(key, position);
        keys.push(...own);
      }
    }
    this.starts[position + 1] = keys.length;
  }

  /** Positions whose value matches the text, ascending. */
  matching(search: SearchText): number[] {
    const candidates = this.candidates(search);
    const found: number[] = [];
    for (let at = 0; at < candidates.length; at++) {
      if (matches(search, this.values[candidates[at]])) found.push(candidates[at]);
    }
    return found;
  }

  /**
   * Positions whose value is close to the text without matching it, with the similarity, for at
   * most `cap` of the values that may be close: the similarity is what costs, and a typo beside
   * common words (« fouti à l'ancienne ») makes thousands of names close. `complete` is false when
   * some were left unmeasured.
   *
   * The similarity is at most the share of the text's trigrams a value holds, so a close value
   * holds at least `needed` of them, hence one of the `total - needed + 1` rarest: those lists
   * give the candidates, the common ones only add to their counts. Past the cap, those holding
   * the most are measured first: the closest names are among them.
   */
  close(search: SearchText, cap = Number.POSITIVE_INFINITY): { close: Map<number, number>; complete: boolean } {
    const close = new Map<number, number>();
    const total = search.trigrams.length;
    if (search.short || total === 0 || !this.closeToo) return { close, complete: true };
    const needed = Math.ceil(total * CLOSE_SIMILARITY - 1e-9);
    const candidates = this.holdingEnough(search.trigrams, needed);
    let measured = 0;
    for (const position of candidates) {
      const value = this.values[position];
      if (value === null || matches(search, value)) continue;
      if (measured === cap) return { close, complete: false };
      measured++;
      const similarity = keySimilarity(search.trigrams, this.keys, this.starts[position], this.starts[position + 1]);
      if (similarity >= CLOSE_SIMILARITY) close.set(position, similarity);
    }
    return { close, complete: true };
  }

  /** Positions holding at least `needed` of the trigrams, those holding the most first. */
  private holdingEnough(trigrams: readonly number[], needed: number): number[] {
    const lists = trigrams.map((key) => this.trigrams.get(key)).sort((a, b) => a.length - b.length);
    const rare = trigrams.length - needed + 1;
    const counts = this.counts;
    const found: number[] = [];
    // Indexed loops: these run over tens of thousands of positions per search.
    for (const list of lists.slice(0, rare)) {
      for (let at = 0; at < list.length; at++) if (counts[list[at]]++ === 0) found.push(list[at]);
    }
    for (const list of lists.slice(rare)) {
      // A long list is looked into for each value found, a short one read through.
      if (found.length * Math.log2(list.length + 1) < list.length) {
        for (const position of found) if (holds(list, position)) counts[position]++;
      } else {
        for (let at = 0; at < list.length; at++) if (counts[list[at]] > 0) counts[list[at]]++;
      }
    }
    const byCount: number[][] = Array.from({ length: trigrams.length + 1 - needed }, () => []);
    for (const position of found) {
      if (counts[position] >= needed) byCount[trigrams.length - counts[position]].push(position);
      counts[position] = 0;
    }
    return byCount.flat();
  }

  /** Positions that may match: those holding the text's rarest run of 3, or the word start. */
  private candidates(search: SearchText): Positions {
    const { text } = search;
    if (search.short) return text.length <= 2 ? this.wordStarts.get(text) : this.everyPosition();
    if (text.length < 3) return this.everyPosition();
    let rarest: Positions | undefined;
    for (let at = 0; at + 3 <= text.length; at++) {
      const list = this.runs.get(text.slice(at, at + 3));
      if (!rarest || list.length < rarest.length) rarest = list;
      if (list.length === 0) break;
    }
    return rarest ?? NONE;
  }

  private everyPosition(): Positions {
    return Int32Array.from(this.values, (_, position) => position);
  }
}
