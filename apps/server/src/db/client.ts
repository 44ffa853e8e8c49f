import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { logger } from '@/lib/logger';
import { makePrivate, PRIVATE_FOLDER } from '@/lib/private-files';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One Drizzle type for both engines: services never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

type Unlisten = () => Promise<void>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a LISTEN channel; every instance on the same PostgreSQL hears every NOTIFY. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  /** Applies the generated migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tarball, used by tests to restore a migrated snapshot. */
  dump?(): Promise<Blob>;
  /**
   * PGlite only: a consistent gzipped copy of the data folder for backups, taken after a
   * CHECKPOINT while no other transaction can run.
   */
  backup?(): Promise<Blob>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; omitted means in memory. */
  dataDir?: string;
  /** A PGlite snapshot to start from (tests). */
  snapshot?: Blob;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize) : openPglite(options);
}

async function openPglite({ dataDir, snapshot }: DatabaseOptions): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent },
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  // PGlite's initdb writes its files readable and writable by everyone (0666), ignoring the
  // umask; files PostgreSQL creates afterwards follow the umask (lib/private-files.ts).
  if (dataDir) makePrivate(dataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    // Inside a transaction of its own: PGlite runs one at a time, so no other is half-written.
    backup: () =>
      client.transaction(async (tx) => {
        await tx.query('CHECKPOINT');
        return client.dumpDataDir('gzip');
      }),
  };
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => logger.error('PostgreSQL pool error', error));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  async function listenerClient() {
    if (listener) return listener;
    listener = new pg.Client({ connectionString: url });
    listener.on('error', (error) => logger.error('PostgreSQL listener error', error));
    listener.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    await listener.connect();
    return listener;
  }

  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload) {
      const client = await listenerClient();
      let channelHandlers = handlers.get(channel);
      if (!channelHandlers) {
        channelHandlers = new Set();
        handlers.set(channel, channelHandlers);
        await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      }
      channelHandlers.add(onPayload);
      return async () => {
        handlers.get(channel)?.delete(onPayload);
      };
    },
    migrate: () => migratePostgres(url),
    async close() {
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

/** On PostgreSQL, instances starting together take turns through an advisory lock. */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(424242)');
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock(424242)').catch(() => undefined);
    await client.end();
  }
}

/** Sends a NOTIFY; inside a transaction it is delivered only on commit, which is what we want. */
export async function notify(db: Db | Tx, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
