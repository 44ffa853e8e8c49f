import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { SEARCH_SCORES } from '@livra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText, roundHalfEven, wordSimilarity, wordTrigrams } from './trigram';

/**
 * The JS side must answer exactly as PostgreSQL does: each function is compared with the SQL it
 * replaces, in PGlite with the migration's own f_unaccent, on catalog texts and on the characters
 * they can hold, a few batched queries in all.
 */

/** Names of the seed catalog's kind: accents, apostrophes, dashes, digits, ligatures, Guinean letters. */
const NAMES = [
  'Poulet braisé',
  'Attiéké poisson',
  "Concentré de tomate à l'ancienne",
  'Gombo du chef',
  'Riz gras à la tomate et cuisse de poulet',
  'Sauce arachide',
  'Sauce feuille de manioc',
  'Fouti au gombo',
  'Fonio au lait caillé',
  'Brochettes de bœuf',
  'Bœuf mariné, frites et sauce piquante',
  'Crevettes sautées à l’ail',
  'Bouteille d’eau minérale fraîche',
  'Capitaine braisé entier',
  'Quart de poulet braisé',
  'Thé ataya',
  'Café Touba (grand)',
  'Café moulu (250 g)',
  'Jus de bissap',
  'Jus de gingembre pressé',
  'Dégué au lait',
  'Crème brûlée',
  'Éclair au chocolat',
  'Pain au chocolat',
  'Croissant au beurre',
  'Pizza 4 fromages',
  'Menu n°2 – 15 000 GNF',
  'Eau minérale 1,5 L',
  'Coca-Cola 33 cl',
  'Beurre de karité (500 g)',
  'Savon au karité parfumé',
  'Cahiers 100 pages (x5)',
  'Crevettes fraîches (500 g)',
  'Chez Fatou – Saveurs de Guinée',
  'La Corniche — Poissons braisés',
  'Le Maquis de Kaloum',
  'Boulangerie du Niger',
  'Épicerie « Bonne Affaire »',
  'Marché de Kindia – Fruits du Pays',
  'Kaloum Électronique',
  'Librairie Papeterie de Kipé',
  'Pâtisserie L’Œil de Bœuf',
  'Cœur de palmier',
  'Salade niçoise',
  'Straße Café',
  'Ɓuuɗu Ɲaari',
  'Ŋaniya ƴiiwo',
  'Nyɔnkɔ sauce',
  'Tɔ̃ sauce gombo',
  'Kansiyé',
  'ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸÑ grand',
  'ŒUVRE d’ÆSOPE',
  'Mangue, ananas, papaye et banane',
  'Poisson braisé 2 pièces',
  'Riz de Guinée forestière, étuvé',
  'Thiéboudienne',
  'Mafé poulet',
  'Yassa poulet',
  'Alloco & œufs',
  '100 % pur jus',
];

/** What customers type: typos, missing accents, other case, partial and merged words. */
const TYPED: [string, string][] = [
  ['poulet brase', 'Poulet braisé'],
  ['atieke', 'Attiéké poisson'],
  ['tomats a l ancienne', "Concentré de tomate à l'ancienne"],
  ['gomo du chef', 'Gombo du chef'],
  ['POULET BRAISE', 'Quart de poulet braisé'],
  ['riz gra', 'Riz gras à la tomate et cuisse de poulet'],
  ['sauce arrachide', 'Sauce arachide'],
  ['brochete boeuf', 'Brochettes de bœuf'],
  ['creme brulee', 'Crème brûlée'],
  ['eclair choco', 'Éclair au chocolat'],
  ['pizza 4', 'Pizza 4 fromages'],
  ['menu 2', 'Menu n°2 – 15 000 GNF'],
  ['15000', 'Menu n°2 – 15 000 GNF'],
  ['coca cola', 'Coca-Cola 33 cl'],
  ['cocacola', 'Coca-Cola 33 cl'],
  ['eau minerale', 'Bouteille d’eau minérale fraîche'],
  ['d eau', 'Bouteille d’eau minérale fraîche'],
  ["d'eau", 'Bouteille d’eau minérale fraîche'],
  ['karite', 'Beurre de karité (500 g)'],
  ['kariter', 'Savon au karité parfumé'],
  ['bisap', 'Jus de bissap'],
  ['gimgembre', 'Jus de gingembre pressé'],
  ['degue', 'Dégué au lait'],
  ['chez fatu', 'Chez Fatou – Saveurs de Guinée'],
  ['saveur guinee', 'Chez Fatou – Saveurs de Guinée'],
  ['maquis kaloum', 'Le Maquis de Kaloum'],
  ['boulangerie niger', 'Boulangerie du Niger'],
  ['epicerie bonne affaire', 'Épicerie « Bonne Affaire »'],
  ['bonne afaire', 'Épicerie « Bonne Affaire »'],
  ['fruits du pays', 'Marché de Kindia – Fruits du Pays'],
  ['electronique', 'Kaloum Électronique'],
  ['papeterie kipe', 'Librairie Papeterie de Kipé'],
  ['oeil de boeuf', 'Pâtisserie L’Œil de Bœuf'],
  ['coeur palmier', 'Cœur de palmier'],
  ['nicoise', 'Salade niçoise'],
  ['strasse', 'Straße Café'],
  ['buudu', 'Ɓuuɗu Ɲaari'],
  ['nyaari', 'Ɓuuɗu Ɲaari'],
  ['naniya', 'Ŋaniya ƴiiwo'],
  ['nyonko', 'Nyɔnkɔ sauce'],
  ['nyɔnkɔ', 'Nyɔnkɔ sauce'],
  ['nyɔkɔ', 'Nyɔnkɔ sauce'],
  ['to sauce', 'Tɔ̃ sauce gombo'],
  ['kansie', 'Kansiyé'],
  ['oeuvre esope', 'ŒUVRE d’ÆSOPE'],
  ['aesope', 'ŒUVRE d’ÆSOPE'],
  ['thieboudiene', 'Thiéboudienne'],
  ['tieboudienne', 'Thiéboudienne'],
  ['mafe', 'Mafé poulet'],
  ['yasa', 'Yassa poulet'],
  ['aloco', 'Alloco & œufs'],
  ['100%', '100 % pur jus'],
  ['pur jus 100', '100 % pur jus'],
  ['poison braise 2', 'Poisson braisé 2 pièces'],
  ['riz guinee forestiere', 'Riz de Guinée forestière, étuvé'],
  ['mangue ananas', 'Mangue, ananas, papaye et banane'],
  ['a', 'Attiéké poisson'],
  ['ri', 'Riz gras à la tomate et cuisse de poulet'],
  ['de', 'Brochettes de bœuf'],
  ['l’ail', 'Crevettes sautées à l’ail'],
  ['« bonne »', 'Épicerie « Bonne Affaire »'],
  ['—', 'La Corniche — Poissons braisés'],
  ['', 'Poulet braisé'],
  ['poulet', ''],
  ['ab ab ab', 'ab ab'],
  ['abab', 'ab ab ab ab'],
  ['aaa', 'aaaaaaaaaa'],
  // Similarities of 7/8, 5/8 and 3/8: 60 or 100 times them ends in .5, where rounding differs.
  ['arachid', 'Sauce arachide'],
  ['ancienn', "Concentré de tomate à l'ancienne"],
  ['apoulet', 'Poulet braisé'],
  ['garas', 'Riz gras à la tomate et cuisse de poulet'],
];

/** A repeatable stream of numbers in [0, 1) (mulberry32), so that a failure can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzéèàôç ';

/** One typing slip: a letter dropped, added, replaced or swapped with the next one. */
function slip(text: string, random: () => number): string {
  const chars = [...text];
  const at = Math.floor(random() * chars.length);
  const letter = LETTERS[Math.floor(random() * LETTERS.length)];
  const kind = Math.floor(random() * 4);
  if (kind === 0) chars.splice(at, 1);
  else if (kind === 1) chars.splice(at, 0, letter);
  else if (kind === 2) chars[at] = letter;
  else [chars[at], chars[at + 1]] = [chars[at + 1] ?? '', chars[at]];
  return chars.join('');
}

/** What a customer may type for a name: some of its words, accents dropped or not, 1–3 slips. */
function typedFor(name: string, random: () => number): string {
  const words = name.split(' ');
  const start = Math.floor(random() * words.length);
  let typed = words.slice(start, start + 1 + Math.floor(random() * 3)).join(' ');
  if (random() < 0.5) typed = typed.normalize('NFD').replace(/\p{M}/gu, '');
  const slips = 1 + Math.floor(random() * 3);
  for (let count = 0; count < slips; count++) typed = slip(typed, random);
  return typed;
}

function generatedPairs(count: number): [string, string][] {
  const random = randomFrom(20_240_611);
  return Array.from({ length: count }, (_, index) => {
    const name = NAMES[index % NAMES.length];
    // One pair in four compares with another name: most of those must not be close.
    const other = random() < 0.25 ? NAMES[Math.floor(random() * NAMES.length)] : name;
    return [typedFor(name, random), other];
  });
}

const PAIRS = [...TYPED, ...generatedPairs(360)];

/** Every character of the ranges trigram.ts claims to fold exactly: Latin, Greek, Cyrillic, punctuation… */
function repertoire(): string[] {
  const ranges = [
    [0x01, 0x4ff],
    [0x1e00, 0x1fff],
    [0x2000, 0x218f],
    [0x2212, 0x2212],
    [0xfb00, 0xfb06],
    [0xff01, 0xff5e],
  ];
  return ranges.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  );
}

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  const migration = new URL('../../db/migrations/0000_search_extensions.sql', import.meta.url);
  await db.exec(readFileSync(migration, 'utf8'));
});

afterAll(async () => {
  await db.close();
});

/** One value per text, in order: `sql` reads the texts as `t`. */
async function perText<T>(sql: string, texts: string[]): Promise<T[]> {
  const { rows } = await db.query<{ value: T }>(
    `select ${sql} as value from unnest($1::text[]) with ordinality as input(t, position) order by position`,
    [texts],
  );
  return rows.map((row) => row.value);
}

describe('normalizeSearchText', () => {
  it('equals lower(f_unaccent()) on each Latin, Greek, Cyrillic and punctuation character', async () => {
    const chars = repertoire();
    const expected = await perText<string>('lower(public.f_unaccent(t))', chars);
    const mismatches = chars.flatMap((char, i) => (normalizeSearchText(char) === expected[i] ? [] : [char]));
    expect(mismatches).toEqual([]);
  });

  it('equals lower(f_unaccent()) on catalog names and typed texts', async () => {
    const texts = [
      ...NAMES,
      ...PAIRS.flat(),
      'Αθήνα Ёлка й',
      'ＦＵＬＬ （５００ｇ）',
      'İstanbul ΑΣ',
      '1½ kg, 3¼ l',
      'ﬁlet',
    ];
    expect(texts.map(normalizeSearchText)).toEqual(await perText('lower(public.f_unaccent(t))', texts));
  });

  it('maps typographic punctuation and ligatures as unaccent.rules does', () => {
    expect(normalizeSearchText('L’Œuvre « Ça » — “Æ” ½ ß')).toBe(`l'oeuvre << ca >> - "ae"  1/2 ss`);
  });
});

describe('wordTrigrams', () => {
  it('equals show_trgm, as a set', async () => {
    // Other scripts and emoji check the word characters and the hashing of multibyte trigrams.
    const extra = ['Αθήνα ёлка 中文 🍗 ٣٤ x²', 'ab', 'a', '  ', 'a-b_c.d'];
    const texts = [...repertoire(), ...NAMES, ...NAMES.map(normalizeSearchText), ...PAIRS.flat(), ...extra];
    const expected = await perText<string[]>('show_trgm(t)', texts);
    const mismatches = texts.flatMap((text, i) => {
      const actual = wordTrigrams(text).sort();
      return actual.join('|') === [...expected[i]].sort().join('|') ? [] : [{ text, actual, expected: expected[i] }];
    });
    expect(mismatches).toEqual([]);
  });
});

describe('wordSimilarity', () => {
  interface Row {
    query: string;
    text: string;
    similarity: number;
    close: boolean;
    typoPoints: number;
    percent: number;
  }

  let rows: Row[];

  beforeAll(async () => {
    const result = await db.query<Row>(
      `select query, text, word_similarity(query, text) as similarity, query <% text as close,
              round(${SEARCH_SCORES.typo} * word_similarity(query, text)) as "typoPoints",
              round(100 * word_similarity(query, text)) as percent
         from unnest($1::text[], $2::text[]) with ordinality as pair(q, t, position),
              lateral (select lower(public.f_unaccent(q)) as query, lower(public.f_unaccent(t)) as text) normalized
        order by position`,
      [PAIRS.map(([query]) => query), PAIRS.map(([, text]) => text)],
    );
    rows = result.rows;
  });

  it('is given the texts PostgreSQL normalizes', () => {
    expect(rows.map((row) => [row.query, row.text])).toEqual(
      PAIRS.map(([query, text]) => [normalizeSearchText(query), normalizeSearchText(text)]),
    );
  });

  it('equals word_similarity, to the float4', () => {
    // PostgreSQL prints the shortest decimal that reads back as the same float4.
    const mismatches = rows.filter((row) => wordSimilarity(row.query, row.text) !== Math.fround(row.similarity));
    expect(mismatches).toEqual([]);
  });

  it('decides as the <% operator does at its 0.6 threshold', () => {
    const closeOnes = rows.filter((row) => row.close).length;
    expect(closeOnes).toBeGreaterThan(50);
    expect(closeOnes).toBeLessThan(rows.length - 50);
    expect(rows.filter((row) => wordSimilarity(row.query, row.text) >= 0.6 !== row.close)).toEqual([]);
  });

  it('rounds to the same points as SQL round() with roundHalfEven', () => {
    const points = (row: Row) => ({
      typoPoints: roundHalfEven(SEARCH_SCORES.typo * wordSimilarity(row.query, row.text)),
      percent: roundHalfEven(100 * wordSimilarity(row.query, row.text)),
    });
    expect(rows.map(points)).toEqual(rows.map(({ typoPoints, percent }) => ({ typoPoints, percent })));
    // Math.round would not: 7/8 gives 52.5 typo points, 52 in SQL.
    const half = rows.find((row) => row.query === 'arachid');
    expect(half && Math.round(SEARCH_SCORES.typo * wordSimilarity(half.query, half.text))).toBe(53);
    expect(half?.typoPoints).toBe(52);
  });
});

describe('roundHalfEven', () => {
  it('sends exact halves to the even neighbour, as PostgreSQL does', async () => {
    const values = [52.5, 53.5, 37.5, 12.5, 0.5, 1.5, -2.5, -3.5, 62.4, 62.6, 0];
    const { rows } = await db.query<{ rounded: number }>(
      'select round(v) as rounded from unnest($1::float8[]) with ordinality as input(v, position) order by position',
      [values],
    );
    expect(values.map(roundHalfEven)).toEqual(rows.map((row) => row.rounded));
  });
});
