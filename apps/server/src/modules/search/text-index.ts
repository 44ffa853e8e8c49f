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

/** Numbers of distinct values (see Distinct), ascending. */
type Ids = Int32Array;
const NONE: Ids = new Int32Array(0);

/**
 * Which distinct values hold a key, ascending. Lists grow as arrays while the index is built,
 * then are packed into 32-bit arrays (`pack`): half the memory of a JS array of numbers.
 */
class Postings<K> {
  private readonly growing = new Map<K, number[]>();
  private readonly packed = new Map<K, Int32Array>();
  add(key: K, id: number) {
    const list = this.growing.get(key);
    if (!list) this.growing.set(key, [id]);
    else if (list[list.length - 1] !== id) list.push(id);
  }
  async pack() {
    let packed = 0;
    for (const [key, list] of this.growing) {
      if (++packed % BUILD_SLICE === 0) await nextTurn();
      this.packed.set(key, Int32Array.from(list));
    }
    this.growing.clear();
  }
  get(key: K): Ids {
    return this.packed.get(key) ?? NONE;
  }
}

/** Whether an ascending list holds a number. */
function holds(list: Ids, id: number): boolean {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (list[middle] === id) return true;
    if (list[middle] < id) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/**
 * A field's distinct values, numbered in the order first met, and where each is: value `id`
 * is at `positions[firstAt[id]]` to `positions[firstAt[id + 1] - 1]`, ascending.
 */
interface Distinct {
  texts: string[];
  positions: Int32Array;
  firstAt: Int32Array;
}

async function distinctValues(values: readonly (string | null)[]): Promise<Distinct> {
  const ids = new Map<string, number>();
  const texts: string[] = [];
  const idAt = new Int32Array(values.length).fill(-1);
  for (let position = 0; position < values.length; position++) {
    if (position % BUILD_SLICE === BUILD_SLICE - 1) await nextTurn();
    const value = values[position];
    if (value === null) continue;
    let id = ids.get(value);
    if (id === undefined) {
      id = texts.push(value) - 1;
      ids.set(value, id);
    }
    idAt[position] = id;
  }
  // A counting sort: how many positions each value has, then each position in its value's slots.
  const firstAt = new Int32Array(texts.length + 1);
  for (const id of idAt) if (id >= 0) firstAt[id + 1]++;
  for (let id = 0; id < texts.length; id++) firstAt[id + 1] += firstAt[id];
  const positions = new Int32Array(firstAt[texts.length]);
  const next = firstAt.slice(0, texts.length);
  idAt.forEach((id, position) => {
    if (id >= 0) positions[next[id]++] = position;
  });
  return { texts, positions, firstAt };
}

/**
 * The normalized values of one field (every business's name, every item's name…), indexed so a
 * search reads only the few that can match: by their runs of 3 characters (to contain a text),
 * by the first 1–2 characters of each word (short texts) and, for names, by pg_trgm's trigrams
 * (close names). Built once per catalog snapshot; a search then costs what its candidates cost,
 * not what the catalog holds.
 *
 * Each distinct value is indexed and measured once, however many positions hold it: many
 * businesses sell « Riz gras » or « Coca-Cola 33 cl », and a typo is measured against the name,
 * not against every item that bears it.
 */
export class TextIndex {
  /**
   * Per distinct value, how many of the text's trigrams it holds, while close() counts; zero
   * otherwise. 16 bits, not 8: unaccent writes some characters out (`ﬃ` is `ffi`, `Ⅷ` is
   * `viii`), so a text of SEARCH_MAX_LENGTH characters may hold more than 255 trigrams.
   */
  private readonly counts: Uint16Array;

  private constructor(
    /** The value at each position (null: none), as given. */
    readonly values: readonly (string | null)[],
    private readonly distinct: Distinct,
    private readonly runs: Postings<string>,
    private readonly wordStarts: Postings<string>,
    private readonly trigrams: Postings<number> | undefined,
    /** Every distinct value's trigrams in order, one after the other: value `i`'s from `starts[i]` to `starts[i + 1]`. */
    private readonly keys: Int32Array,
    private readonly starts: Int32Array,
  ) {
    this.counts = new Uint16Array(trigrams ? distinct.texts.length : 0);
  }

  /** `close`: also find values close to a text (names), which costs their trigrams. */
  static async build(values: readonly (string | null)[], { close = false } = {}): Promise<TextIndex> {
    const distinct = await distinctValues(values);
    const runs = new Postings<string>();
    const wordStarts = new Postings<string>();
    const trigrams = close ? new Postings<number>() : undefined;
    const keys: number[] = [];
    const starts = new Int32Array(distinct.texts.length + 1);
    for (let id = 0; id < distinct.texts.length; id++) {
      if (id % BUILD_SLICE === BUILD_SLICE - 1) await nextTurn();
      const value = distinct.texts[id];
      for (let at = 0; at + 3 <= value.length; at++) runs.add(value.slice(at, at + 3), id);
      for (let at = 0; at < value.length; at++) {
        if (at > 0 && value[at - 1] !== ' ') continue;
        wordStarts.add(value.slice(at, at + 1), id);
        if (at + 2 <= value.length) wordStarts.add(value.slice(at, at + 2), id);
      }
      if (trigrams) {
        const own = trigramKeys(value);
        for (const key of own) trigrams.add(key, id);
        keys.push(...own);
      }
      starts[id + 1] = keys.length;
    }
    for (const postings of [runs, wordStarts, trigrams]) await postings?.pack();
    return new TextIndex(values, distinct, runs, wordStarts, trigrams, Int32Array.from(keys), starts);
  }

  /** Positions whose value matches the text. */
  matching(search: SearchText): number[] {
    const candidates = this.candidates(search);
    const found: number[] = [];
    for (let at = 0; at < candidates.length; at++) {
      if (matches(search, this.distinct.texts[candidates[at]])) this.addPositions(candidates[at], found);
    }
    return found;
  }

  /**
   * Positions whose value is close to the text without matching it, with the similarity, for at
   * most `cap` of the distinct values that may be close: the similarity is what costs, and a
   * typo beside common words (« fouti à l'ancienne ») makes thousands of names close.
   * `complete` is false when some were left unmeasured.
   *
   * The similarity is at most the share of the text's trigrams a value holds, so a close value
   * holds at least `needed` of them, hence one of the `total - needed + 1` rarest: those lists
   * give the candidates, the common ones only add to their counts. Past the cap, those holding
   * the most are measured first: the closest names are among them.
   */
  close(search: SearchText, cap = Number.POSITIVE_INFINITY): { close: Map<number, number>; complete: boolean } {
    const close = new Map<number, number>();
    const total = search.trigrams.length;
    if (search.short || total === 0 || !this.trigrams) return { close, complete: true };
    const needed = Math.ceil(total * CLOSE_SIMILARITY - 1e-9);
    let measured = 0;
    for (const id of this.holdingEnough(this.trigrams, search.trigrams, needed)) {
      if (matches(search, this.distinct.texts[id])) continue;
      if (measured === cap) return { close, complete: false };
      measured++;
      const similarity = keySimilarity(search.trigrams, this.keys, this.starts[id], this.starts[id + 1]);
      if (similarity < CLOSE_SIMILARITY) continue;
      const { positions, firstAt } = this.distinct;
      for (let at = firstAt[id]; at < firstAt[id + 1]; at++) close.set(positions[at], similarity);
    }
    return { close, complete: true };
  }

  private addPositions(id: number, found: number[]) {
    const { positions, firstAt } = this.distinct;
    for (let at = firstAt[id]; at < firstAt[id + 1]; at++) found.push(positions[at]);
  }

  /** Distinct values holding at least `needed` of the trigrams, those holding the most first. */
  private holdingEnough(postings: Postings<number>, trigrams: readonly number[], needed: number): number[] {
    const lists = trigrams.map((key) => postings.get(key)).sort((a, b) => a.length - b.length);
    const rare = trigrams.length - needed + 1;
    const counts = this.counts;
    const found: number[] = [];
    // Indexed loops: these run over tens of thousands of values per search.
    for (const list of lists.slice(0, rare)) {
      for (let at = 0; at < list.length; at++) if (counts[list[at]]++ === 0) found.push(list[at]);
    }
    for (const list of lists.slice(rare)) {
      // A long list is looked into for each value found, a short one read through.
      if (found.length * Math.log2(list.length + 1) < list.length) {
        for (const id of found) if (holds(list, id)) counts[id]++;
      } else {
        for (let at = 0; at < list.length; at++) if (counts[list[at]] > 0) counts[list[at]]++;
      }
    }
    const byCount: number[][] = Array.from({ length: trigrams.length + 1 - needed }, () => []);
    for (const id of found) {
      if (counts[id] >= needed) byCount[trigrams.length - counts[id]].push(id);
      counts[id] = 0;
    }
    return byCount.flat();
  }

  /** Distinct values that may match: those holding the text's rarest run of 3, or the word start. */
  private candidates(search: SearchText): Ids {
    const { text } = search;
    if (search.short) return text.length <= 2 ? this.wordStarts.get(text) : this.everyValue();
    if (text.length < 3) return this.everyValue();
    let rarest: Ids | undefined;
    for (let at = 0; at + 3 <= text.length; at++) {
      const list = this.runs.get(text.slice(at, at + 3));
      if (!rarest || list.length < rarest.length) rarest = list;
      if (list.length === 0) break;
    }
    return rarest ?? NONE;
  }

  private everyValue(): Ids {
    return Int32Array.from(this.distinct.texts, (_, id) => id);
  }
}
