import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Column helpers shared by the schema files. Not re-exported from `index.ts`. */

export const tz = (name: string) => timestamp(name, { withTimezone: true });

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
