import type { TablesRelationalConfig } from 'drizzle-orm';
import { NodePgDatabase, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';

// Built without a schema, as the database it stands for (client.ts).
type FullSchema = Record<string, unknown>;

/**
 * Drizzle on a node-postgres pool whose transactions send their BEGIN in the same write as their
 * first statement, instead of waiting for BEGIN's answer first: a round trip less per
 * transaction, which on the order path is a write and a read less on each side of the socket
 * (docs/benchmarks.md, issue 13). The pool must be in pipeline mode (`pipeline: true`), where
 * node-postgres sends a query without waiting for the previous one's answer.
 */
export function drizzleBeginningWithFirstStatement(pool: pg.Pool): NodePgDatabase<FullSchema> {
  const dialect = new PgDialect();
  return new NodePgDatabase(dialect, new BeginWithFirstStatementSession(pool, dialect), undefined);
}

class BeginWithFirstStatementSession extends NodePgSession<FullSchema, TablesRelationalConfig> {
  constructor(
    private readonly pool: pg.Pool,
    private readonly pgDialect: PgDialect,
  ) {
    super(pool, pgDialect, undefined);
  }

  override async transaction<T>(
    transaction: (tx: NodePgTransaction<FullSchema, TablesRelationalConfig>) => Promise<T>,
    config?: PgTransactionConfig,
  ): Promise<T> {
    // A BEGIN that says more (an isolation level) is Drizzle's, as it was; none of ours does.
    if (config) return super.transaction(transaction, config);
    const client = await this.pool.connect();
    const tx = new NodePgTransaction(this.pgDialect, new NodePgSession(client, this.pgDialect, undefined), undefined);
    const begun = beginWithNextWrite(client);
    try {
      const result = await transaction(tx);
      await begun;
      await client.query('commit');
      return result;
    } catch (error) {
      await begun.catch(() => undefined);
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }
}

/**
 * Sends BEGIN to the socket held back (corked) until the tasks of this turn of the event loop
 * have run, so that the transaction's first statement leaves in the same write. BEGIN is answered
 * before that statement, on the same connection: by the time the transaction reads its first
 * answer, BEGIN has succeeded (it only fails with the connection, which fails the statement too).
 */
function beginWithNextWrite(client: pg.PoolClient): Promise<unknown> {
  // The socket is not in node-postgres's types.
  const socket = (
    client as unknown as { connection: { stream: NodeJS.WritableStream & { cork(): void; uncork(): void } } }
  ).connection.stream;
  socket.cork();
  const begun = client.query('begin');
  // Awaited after the transaction's work; until then its failure is that work's failure.
  begun.catch(() => undefined);
  setImmediate(() => socket.uncork());
  return begun;
}
