import { type Placeholder, sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * The order path's statements sent as named prepared statements (Drizzle's `.prepare(name)`):
 * PostgreSQL parses and plans each once per connection instead of on every cart change and
 * order, which took about a quarter of its CPU per order (docs/benchmarks.md, issue 13).
 *
 * A name stands for one SQL text on a connection: node-postgres refuses a second text under a
 * name it has prepared. So a name is given to a statement whose text never varies, or to one
 * shape of a statement whose text does (`preparedByShape`: a multi-row insert, optional
 * columns), and every name is declared here, once. PGlite ignores them. Behind PgBouncer in
 * transaction mode, named statements need its `max_prepared_statements`.
 */
export const PREPARED = {
  lockCart: 'lock_cart',
  lockCartWithArticle: 'lock_cart_with_article',
  forgetCartLines: 'forget_cart_lines',
  orderContext: 'order_context',
  /** Families of names, one per shape (`preparedByShape`): of an order, of a cart row's change. */
  writeOrder: 'write_order',
  writeCartRow: 'write_cart_row',
  insertEmail: 'insert_email',
} as const;

export type PreparedName = (typeof PREPARED)[keyof typeof PREPARED];

/** The statements built for each connection: the pool, a pooled client, or PGlite's transaction. */
const builtFor = new WeakMap<object, Map<string, unknown>>();

/**
 * A named statement built by Drizzle once per connection, its values given on each call as
 * placeholders (`sql.placeholder`), instead of built anew from the query builder on every call:
 * that building was the largest part of Drizzle's share of the app's CPU per order
 * (docs/benchmarks.md, issue 13). Declared at module level, so `build` cannot hold a request's
 * values: `const lock = prepared(PREPARED.lockCart, (db, name) => db.select()….prepare(name))`,
 * then `lock(tx).execute({ userId })`. Every value must be a placeholder: one that Drizzle computes
 * while building (a `$defaultFn` column left out, a `$onUpdate` column an update does not set)
 * would be computed once, and kept.
 *
 * Drizzle ties a built statement to the connection of the database or transaction it was built
 * on, and offers no way to run it on another (drizzle-orm issue #613). So it is kept per
 * connection, read from Drizzle's session: the pool outside a transaction, the pooled client
 * inside one, which later transactions on that client reuse. A PGlite transaction is a new
 * object each time, so there the statement is built once per transaction, as before.
 */
export function prepared<T>(name: PreparedName, build: (db: Db | Tx, name: PreparedName) => T): (db: Db | Tx) => T {
  return (db) => builtOn(db, name, () => build(db, name));
}

/** The statement named so on the connection of `db`, built by `build` the first time. */
function builtOn<T>(db: Db | Tx, name: string, build: () => T): T {
  // `client` is the session's connection in both of Drizzle's drivers; it is not in its types.
  const connection = (db._.session as unknown as { client: object }).client;
  let built = builtFor.get(connection);
  if (!built) {
    built = new Map();
    builtFor.set(connection, built);
  }
  let statement = built.get(name) as T | undefined;
  if (!statement) {
    statement = build();
    built.set(name, statement);
  }
  return statement;
}

/**
 * Shapes named per family: each is one prepared statement per connection on PostgreSQL. Past
 * them, a rarer shape (an order of dozens of different articles) is built for its call and sent
 * unnamed, as any statement is.
 */
export const MAX_SHAPES = 64;

/**
 * `prepared` for a statement whose text depends on the shape of its values, such as the rows of a
 * multi-row insert: one statement per shape (`Placeholders.shape`), named `<family>_<n>`.
 */
export function preparedByShape<A, T>(
  family: PreparedName,
  build: (db: Db | Tx, name: string, args: A) => T,
): (db: Db | Tx, shape: string, args: A) => T {
  const names = new Map<string, string>();
  return (db, shape, args) => {
    let name = names.get(shape);
    if (!name) {
      if (names.size >= MAX_SHAPES) return build(db, '', args);
      name = `${family}_${names.size + 1}`;
      names.set(shape, name);
    }
    return builtOn(db, name, () => build(db, name, args));
  };
}

/** A row whose every value is a placeholder. */
export type AsPlaceholders<T> = { [K in keyof T]: Placeholder };

/**
 * A statement's values, each named and replaced by a placeholder: the statement's text then
 * depends only on its shape (the names: how many rows, which columns given), and one built
 * statement serves every call of that shape with `execute(placeholders.values)`.
 */
export class Placeholders {
  readonly values: Record<string, unknown> = {};

  value(name: string, value: unknown): Placeholder {
    this.values[name] = value;
    return sql.placeholder(name);
  }

  /** A row to insert: each column given as a placeholder; a column left out (undefined) takes its default. */
  row<T extends object>(name: string, row: T): AsPlaceholders<T> {
    const given = Object.entries(row).filter(([, value]) => value !== undefined);
    return Object.fromEntries(
      given.map(([column, value]) => [column, this.value(`${name}.${column}`, value)]),
    ) as AsPlaceholders<T>;
  }

  rows<T extends object>(name: string, rows: T[]) {
    return rows.map((row, index) => this.row(`${name}${index}`, row));
  }

  get shape(): string {
    return Object.keys(this.values).join(' ');
  }
}
