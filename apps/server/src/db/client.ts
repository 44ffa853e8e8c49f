import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { logger } from '@/lib/logger';
import { makePrivate, PRIVATE_FOLDER } from '@/lib/private-files';
import { drizzleBeginningWithFirstStatement } from './begin-with-first-statement';
import { dumpForTests } from './pglite-snapshot';
import type { Placeholders } from './prepared';

/**
 * One Drizzle type for both engines: services never know which one runs. Built without the
 * schema: nothing uses Drizzle's relational queries (`db.query…`), and with a schema every
 * transaction builds a query builder per table (2.9 % of the app's time in a profile of the
 * order run, docs/benchmarks.md).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

type Unlisten = () => Promise<void>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Subscribes to a LISTEN channel; every instance on the same PostgreSQL hears every NOTIFY.
   * NOTIFY is not stored: if the listening connection is lost it is opened again, and
   * `onResumed` is called once it listens again, since what was sent meanwhile never arrives.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResumed?: () => void): Promise<Unlisten>;
  /** Applies the generated migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: the data folder as a tarball, used by tests to restore a migrated snapshot. It
   * drops the template databases: the instance is not to be used afterwards.
   */
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
  /**
   * Connections to PostgreSQL at most: the server's and the seed's `DATABASE_POOL_SIZE`
   * (config.ts); node-postgres's own default (10) for the benchmark's tools, which give none.
   */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize) : openPglite(options);
}

const PGLITE_DIST = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
type PgliteCode = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;
let pgliteCode: Promise<PgliteCode> | undefined;

/**
 * PGlite's WebAssembly compiled, and its file bundle read, once per process instead of once per
 * instance: the unit tests open about ninety instances, and this was a fifth of each start.
 */
function loadPgliteCode(): Promise<PgliteCode> {
  const compile = async (file: string) => WebAssembly.compile(await readFile(join(PGLITE_DIST, file)));
  pgliteCode ??= Promise.all([
    compile('pglite.wasm'),
    compile('initdb.wasm'),
    readFile(join(PGLITE_DIST, 'pglite.data')),
  ]).then(([pgliteWasmModule, initdbWasmModule, bundle]) => ({
    pgliteWasmModule,
    initdbWasmModule,
    fsBundle: new Blob([bundle]),
  }));
  return pgliteCode;
}

async function openPglite({ dataDir, snapshot }: DatabaseOptions): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER });
  const client = await PGlite.create(dataDir, {
    ...(await loadPgliteCode()),
    extensions: { pg_trgm, unaccent },
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  // PGlite's initdb writes its files readable and writable by everyone (0666), ignoring the
  // umask; files PostgreSQL creates afterwards follow the umask (lib/private-files.ts).
  if (dataDir) makePrivate(dataDir);
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    dump: () => dumpForTests(client),
    // Inside a transaction of its own: PGlite runs one at a time, so no other is half-written.
    backup: () =>
      client.transaction(async (tx) => {
        await tx.query('CHECKPOINT');
        return client.dumpDataDir('gzip');
      }),
  };
}

async function openPostgres(url: string, poolSize?: number): Promise<Database> {
  // Pipeline mode: a transaction's BEGIN leaves with its first statement (begin-with-first-statement.ts).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, pipeline: true });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => logger.error('PostgreSQL pool error', error));
  const db = drizzleBeginningWithFirstStatement(pool) as unknown as Db;
  let listener: Promise<pg.Client> | undefined;
  let listening = false;
  let closed = false;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const resumedHandlers = new Set<() => void>();
  const listenTo = (client: pg.Client, channel: string) => client.query(`LISTEN "${channel.replace(/"/g, '')}"`);

  /**
   * The one connection that LISTENs. When it dies (PostgreSQL restarted, the connection was
   * killed or dropped by the network), a new one is opened with a growing delay and LISTENs to
   * every channel again: without it the instance would never hear another event.
   */
  function listenerClient(): Promise<pg.Client> {
    listener ??= connectListener(0);
    return listener;
  }
  async function connectListener(attempt: number): Promise<pg.Client> {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 100 * 2 ** (attempt - 1))));
    const client = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (error) logger.error('PostgreSQL listener error', error);
      client.end().catch(() => undefined);
      // Not listening yet at start (PostgreSQL unreachable): the start fails, as it always did.
      if (closed || !listening) return;
      listener = connectListener(attempt + 1).then((next) => {
        for (const resumed of resumedHandlers) resumed();
        return next;
      });
      // A failed attempt has already scheduled the next one (its own onLost).
      listener.catch(() => undefined);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of handlers.keys()) await listenTo(client, channel);
      attempt = 0;
      listening = true;
    } catch (error) {
      if (!listening) listener = undefined;
      onLost(error as Error);
      throw error;
    }
    return client;
  }

  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload, onResumed) {
      const client = await listenerClient();
      let channelHandlers = handlers.get(channel);
      if (!channelHandlers) {
        channelHandlers = new Set();
        handlers.set(channel, channelHandlers);
        await listenTo(client, channel);
      }
      channelHandlers.add(onPayload);
      if (onResumed) resumedHandlers.add(onResumed);
      return async () => {
        handlers.get(channel)?.delete(onPayload);
        if (onResumed) resumedHandlers.delete(onResumed);
      };
    },
    migrate: () => migratePostgres(url),
    async close() {
      closed = true;
      await (await listener?.catch(() => undefined))?.end().catch(() => undefined);
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

/** A NOTIFY to send: delivered on commit when sent inside a transaction, which is what we want. */
export interface Notice {
  channel: string;
  payload: string;
}

/** Sends NOTIFYs on one channel, in order and in one statement. */
export async function notify(db: Db | Tx, channel: string, ...payloads: string[]): Promise<void> {
  if (payloads.length === 0) return;
  await db.execute(sql`select ${sendNotices(payloads.map((payload) => ({ channel, payload })))}`);
}

/**
 * An expression that sends NOTIFYs, in order, and is worth how many it sent: for a statement
 * that writes something and tells about it in the same round trip. One SQL text for any number;
 * with `placeholders`, for a statement built once (db/prepared.ts).
 */
export function sendNotices(notices: Notice[], placeholders?: Placeholders): SQL<number> {
  const list = (name: string, values: string[]) => placeholders?.value(name, values) ?? sql.param(values);
  const channels = list(
    'notices.channels',
    notices.map((notice) => notice.channel),
  );
  const payloads = list(
    'notices.payloads',
    notices.map((notice) => notice.payload),
  );
  return sql<number>`(select count(*) from (select pg_notify(n.channel, n.payload) from unnest(${channels}::text[], ${payloads}::text[]) as n(channel, payload)) as sent)`.mapWith(
    Number,
  );
}
