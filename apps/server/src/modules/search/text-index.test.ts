import { describe, expect, it } from 'vitest';
import { CLOSE_SIMILARITY, matches, searchTextOf, TextIndex } from './text-index';
import { normalizeSearchText, wordSimilarity } from './trigram';

/**
 * The index reads only the values that can match: these tests check that it never leaves one
 * out, against reading every value, on a catalog of generated names. A name is often sold by
 * many businesses, so some names come back further down the list, as in a real catalog.
 */
const WORDS = [
  'poulet',
  'braisé',
  'riz',
  'gras',
  'attiéké',
  'poisson',
  'sauce',
  'arachide',
  'savon',
  'à',
  "l'ancienne",
];
const names = Array.from({ length: 2_000 }, (_, i) => {
  const pick = (n: number) => WORDS[(i * 7 + n * 13 + (i >> n)) % WORDS.length];
  return normalizeSearchText(`${pick(1)} ${pick(2)}${i % 3 === 0 ? ` ${pick(3)}` : ''} ${i}`);
});
const values = [...names, null, ...names.slice(0, 500), ...names.slice(0, 50)];
const index = await TextIndex.build(values, { close: true });

function everyMatch(typed: string) {
  const text = searchTextOf(typed);
  return values.flatMap((value, at) => (matches(text, value) ? [at] : []));
}

function everyClose(typed: string) {
  const text = searchTextOf(typed);
  return values.flatMap((value, at) => {
    if (value === null || text.short || matches(text, value)) return [];
    const similarity = wordSimilarity(text.text, value);
    return similarity >= CLOSE_SIMILARITY ? [[at, similarity] as const] : [];
  });
}

describe('the text index', () => {
  it.each(['poulet', 'Poulet Braisé', 'riz gras 1', 'ATTIEKE', 'e 1', "à l'ancienne", 'zz', 'ri', 'p', '12'])(
    'finds every value matching « %s »',
    (typed) => {
      expect(index.matching(searchTextOf(typed)).sort((a, b) => a - b)).toEqual(everyMatch(typed));
    },
  );

  it.each(['poulet brase', 'atieke poison', 'savonn', 'sauce arachid', 'arrachide', 'brraisé'])(
    'finds every value close to « %s », with its similarity',
    (typed) => {
      const close = everyClose(typed);
      expect(close.length).toBeGreaterThan(0);
      expect([...index.close(searchTextOf(typed)).close].sort((a, b) => a[0] - b[0])).toEqual(close);
    },
  );

  it('measures a name once, however many items bear it: the cap counts names, not items', async () => {
    const repeated = await TextIndex.build(['savon noir', 'riz gras', 'savon noir', 'savonette', 'savon noir'], {
      close: true,
    });
    const one = repeated.close(searchTextOf('savon nor'), 1);
    expect(one.complete).toBe(true);
    expect([...one.close.keys()].sort((a, b) => a - b)).toEqual([0, 2, 4]);

    const two = repeated.close(searchTextOf('savonn'), 1);
    expect(two.complete).toBe(false);
    expect(new Set([...two.close.keys()].map((at) => repeated.values[at])).size).toBe(1);
  });

  it('finds nothing close for short texts, which match word starts instead', () => {
    expect(index.close(searchTextOf('po')).close.size).toBe(0);
    expect(index.matching(searchTextOf('br')).length).toBeGreaterThan(0);
  });
});
