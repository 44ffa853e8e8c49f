import { SEARCH_SCORES } from '@livra/shared';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { searchText } from '@/db/schema/columns';

/**
 * How a search text is compared with a column's normalized text: a `*_search` generated column
 * of the schema (`lower(f_unaccent(column))`, computed when the row is written, with the GIN
 * trigram indexes on it), or `searchText(column)` for the small tables that have none. Accents
 * and case never matter (`cafe` = `Café`), and no `unaccent` runs on the rows a search reads.
 *
 * - From 3 characters: the column contains the text (`LIKE '%text%'`), or, for names, is
 *   close to it (pg_trgm word similarity `<%`, threshold 0.6), which forgives small typos:
 *   `poulet brase` finds `Poulet braisé`, `atieke` finds `Attiéké`.
 * - Shorter texts have no trigram to look up and would match almost everything in the
 *   middle of words, so 1–2 characters match the start of a word instead (`ri` → `Riz gras`).
 */
export interface TextMatch {
  /** The normalized column matches the text. */
  matches(normalized: Normalized): SQL;
  /** The normalized column starts with the text. */
  startsWith(normalized: Normalized): SQL;
  /** The normalized column is close to the text (typo tolerance); false for short texts. */
  isClose(normalized: Normalized): SQL;
  /**
   * Points for a close-but-not-matching name: SEARCH_SCORES.typo scaled by the similarity.
   * `keptByThisColumn`: the query kept only rows where `matches(column) or isClose(column)`,
   * so a row that does not match is known to be close and the second `<%` is skipped.
   */
  typoPoints(normalized: Normalized, keptByThisColumn?: boolean): SQL;
  /** SEARCH_SCORES.typo scaled by the similarity, for a row known to be close (0 for short texts). */
  similarityPoints(normalized: Normalized): SQL;
  /**
   * For a text of two words or more (of 3 characters or more): the column is close to each of
   * them (`tomats à l'ancienne` → close to `tomats` and to `ancienne`). Undefined otherwise.
   */
  closeToEachWord(normalized: Normalized): SQL | undefined;
}

/** Text already lower-cased and unaccented: a `*_search` column, or `searchText(column)`. */
export type Normalized = AnyColumn | SQL;

/** Escapes LIKE's wildcards so that `50%` or `a_b` are searched as typed. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Spaces collapsed, ends trimmed: what we actually search for. */
export function cleanSearchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

export function textMatch(text: string): TextMatch {
  const raw = cleanSearchText(text);
  // Normalized by the same SQL function as the columns: once per query, on a parameter.
  const normalized = searchText(raw);
  const escaped = searchText(escapeLike(raw));
  const short = [...raw].length < 3;
  const startsWith = (column: Normalized) => sql`${column} like (${escaped} || '%')`;
  const matches = short
    ? (column: Normalized) => sql`(${column} like (${escaped} || '%') or ${column} like ('% ' || ${escaped} || '%'))`
    : (column: Normalized) => sql`${column} like ('%' || ${escaped} || '%')`;
  const isClose = short ? () => sql`false` : (column: Normalized) => sql`${normalized} <% ${column}`;
  const similarityPoints = short
    ? () => sql`0`
    : (column: Normalized) =>
        sql`round(${sql.raw(String(SEARCH_SCORES.typo))} * word_similarity(${normalized}, ${column}))`;
  // Trigram similarity is the costly part: it runs last, only on rows that do not match.
  const typoPoints = short
    ? () => sql`0`
    : (column: Normalized, keptByThisColumn = false) =>
        sql`(case when not ${matches(column)}${keptByThisColumn ? sql`` : sql` and ${isClose(column)}`}
          then ${similarityPoints(column)} else 0 end)`;
  // Words as pg_trgm cuts them (letters and digits); shorter ones (« à », « de ») say little.
  const words = raw.split(/[^\p{L}\p{N}]+/u).filter((word) => [...word].length >= 3);
  const closeToEachWord = (column: Normalized) =>
    words.length < 2
      ? undefined
      : sql.join(
          words.map((word) => sql`${searchText(word)} <% ${column}`),
          sql` and `,
        );
  return { matches, startsWith, isClose, typoPoints, similarityPoints, closeToEachWord };
}

/** `points` when the condition holds, else 0 (a null column never matches). */
export function pointsIf(condition: SQL, points: number): SQL {
  return sql`(case when ${condition} then ${sql.raw(String(points))} else 0 end)`;
}

/** The sum of the parts as an integer score. */
export function scoreOf(parts: SQL[]): SQL<number> {
  return sql<number>`cast(${sql.join(parts, sql` + `)} as int)`;
}
