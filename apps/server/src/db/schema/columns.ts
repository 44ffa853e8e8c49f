import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { bigint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Column helpers shared by the schema files. Not re-exported from `index.ts`. */

export const tz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An amount of GNF (or a running total of amounts): a 64-bit integer. GNF totals reach billions,
 * past the 2,147,483,647 of a 32-bit `integer`. Read as a JS number, which is exact up to
 * 2^53 (about 9 × 10^15 GNF), far above any real amount, so no bigint leaks into JSON.
 */
export const money = (name: string) => bigint(name, { mode: 'number' });

export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => tz('created_at').notNull().defaultNow();

export const updatedAt = () =>
  tz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * `lower(public.f_unaccent(x))`: the expression the trigram indexes are built on
 * (see migration 0000). Search queries must use exactly this expression on the column side
 * for PostgreSQL to use the indexes, e.g. `searchText(businesses.name) LIKE searchText(q)`.
 */
export function searchText(value: AnyColumn | SQL | string): SQL {
  return sql`lower(public.f_unaccent(${value}))`;
}

/**
 * `searchText(<source>)` computed once, when the row is written (a STORED generated column:
 * `f_unaccent` is IMMUTABLE, see migration 0000). Search reads these into memory (decision 016),
 * so the text it compares is normalized by PostgreSQL itself.
 */
export function searchColumn(name: string, source: string) {
  return text(name).generatedAlwaysAs(searchText(sql`${sql.identifier(source)}`));
}
