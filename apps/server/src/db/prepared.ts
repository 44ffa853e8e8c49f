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
