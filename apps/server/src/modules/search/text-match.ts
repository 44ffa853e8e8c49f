import { SEARCH_SCORES } from '@livra/shared';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { searchText } from '@/db/schema/columns';

/**
 * How a search text is compared with a column, always on `searchText(column)` =
 * `lower(f_unaccent(column))` so that the GIN trigram indexes of the schema serve the
 * predicates, and accents and case never matter (`cafe` = `Café`).
 *
 * - From 3 characters: the column contains the text (`LIKE '%text%'`), or, for names, is
 *   close to it (pg_trgm word similarity `<%`, threshold 0.6), which forgives small typos:
 *   `poulet brase` finds `Poulet braisé`, `atieke` finds `Attiéké`.
 * - Shorter texts have no trigram to look up and would match almost everything in the
 *   middle of words, so 1–2 characters match the start of a word instead (`ri` → `Riz gras`).
 */
export interface TextMatch {
  /** The column matches the text. */
  matches(column: AnyColumn | SQL): SQL;
  /** The column starts with the text. */
  startsWith(column: AnyColumn | SQL): SQL;
  /** The column is close to the text (typo tolerance); false for short texts. */
  isClose(column: AnyColumn | SQL): SQL;
  /**
   * Points for a close-but-not-matching name: SEARCH_SCORES.typo scaled by the similarity.
   * `keptByThisColumn`: the query kept only rows where `matches(column) or isClose(column)`,
   * so a row that does not match is known to be close and the second `<%` is skipped.
   */
  typoPoints(column: AnyColumn | SQL, keptByThisColumn?: boolean): SQL;
}

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
  const normalized = searchText(raw);
  const escaped = searchText(escapeLike(raw));
  const short = [...raw].length < 3;
  const startsWith = (column: AnyColumn | SQL) => sql`${searchText(column)} like (${escaped} || '%')`;
  const matches = short
    ? (column: AnyColumn | SQL) =>
        sql`(${searchText(column)} like (${escaped} || '%') or ${searchText(column)} like ('% ' || ${escaped} || '%'))`
    : (column: AnyColumn | SQL) => sql`${searchText(column)} like ('%' || ${escaped} || '%')`;
  const isClose = short ? () => sql`false` : (column: AnyColumn | SQL) => sql`${normalized} <% ${searchText(column)}`;
  // Trigram similarity is the costly part: it runs last, only on rows that do not match.
  const typoPoints = short
    ? () => sql`0`
    : (column: AnyColumn | SQL, keptByThisColumn = false) =>
        sql`(case when not ${matches(column)}${keptByThisColumn ? sql`` : sql` and ${isClose(column)}`}
          then round(${sql.raw(String(SEARCH_SCORES.typo))} * word_similarity(${normalized}, ${searchText(column)}))
          else 0 end)`;
  return { matches, startsWith, isClose, typoPoints };
}

/** `points` when the condition holds, else 0 (a null column never matches). */
export function pointsIf(condition: SQL, points: number): SQL {
  return sql`(case when ${condition} then ${sql.raw(String(points))} else 0 end)`;
}

/** The sum of the parts as an integer score. */
export function scoreOf(parts: SQL[]): SQL<number> {
  return sql<number>`cast(${sql.join(parts, sql` + `)} as int)`;
}
