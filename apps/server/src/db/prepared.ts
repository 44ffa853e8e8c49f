import type { Db, Tx } from './client';

/**
 * The order path's statements sent as named prepared statements (Drizzle's `.prepare(name)`):
 * PostgreSQL parses and plans each once per connection instead of on every cart change and
 * order, which took about a quarter of its CPU per order (docs/benchmarks.md, issue 13).
 *
 * A name stands for one SQL text on a connection: node-postgres refuses a second text under a
 * name it has prepared. So only statements whose text never varies are named (no multi-row
 * inserts, no optional columns), and every name is declared here, once. PGlite ignores them.
 * Behind PgBouncer in transaction mode, named statements need its `max_prepared_statements`.
 */
export const PREPARED = {
  lockCart: 'lock_cart',
  cartLines: 'cart_lines',
  cartItemToAdd: 'cart_item_to_add',
  addCartLine: 'add_cart_line',
  forgetCartLines: 'forget_cart_lines',
  orderContext: 'order_context',
  insertEmail: 'insert_email',
} as const;

export type PreparedName = (typeof PREPARED)[keyof typeof PREPARED];

/** The statements built for each connection: the pool, a pooled client, or PGlite's transaction. */
const builtFor = new WeakMap<object, Map<PreparedName, unknown>>();

/**
 * A named statement built by Drizzle once per connection, its values given on each call as
 * placeholders (`sql.placeholder`), instead of built anew from the query builder on every call:
 * that building was the largest part of Drizzle's share of the app's CPU per order
 * (docs/benchmarks.md, issue 13). Declared at module level, so `build` cannot hold a request's
 * values: `const lock = prepared(PREPARED.lockCart, (db, name) => db.select()….prepare(name))`,
 * then `lock(tx).execute({ userId })`.
 *
 * Drizzle ties a built statement to the connection of the database or transaction it was built
 * on, and offers no way to run it on another (drizzle-orm issue #613). So it is kept per
 * connection, read from Drizzle's session: the pool outside a transaction, the pooled client
 * inside one, which later transactions on that client reuse. A PGlite transaction is a new
 * object each time, so there the statement is built once per transaction, as before.
 */
export function prepared<T>(name: PreparedName, build: (db: Db | Tx, name: PreparedName) => T): (db: Db | Tx) => T {
  return (db) => {
    // `client` is the session's connection in both of Drizzle's drivers; it is not in its types.
    const connection = (db._.session as unknown as { client: object }).client;
    let built = builtFor.get(connection);
    if (!built) {
      built = new Map();
      builtFor.set(connection, built);
    }
    let statement = built.get(name) as T | undefined;
    if (!statement) {
      statement = build(db, name);
      built.set(name, statement);
    }
    return statement;
  };
}
