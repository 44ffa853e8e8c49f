import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** `BENCH_DB_NAME` lets two runs share one PostgreSQL server without dropping each other's database. */
export const BENCH_DB = process.env.BENCH_DB_NAME ?? 'livra_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(BENCH_DB)) throw new Error(`BENCH_DB_NAME invalide : ${BENCH_DB}`);

export interface BenchTarget {
  kind: 'postgres' | 'pglite';
  /** PostgreSQL: the dedicated benchmark database. */
  databaseUrl?: string;
  /** PGlite: the temporary data folder (the server keeps its database in `<dataDir>/db`). */
  dataDir: string;
  /** Where it runs, for the report (no password). */
  description: string;
  /** Drops the database or removes the folder. */
  cleanup(): Promise<void>;
}

/**
 * A fresh `livra_bench` database on the PostgreSQL server of `serverUrl` (dropped first if a
 * previous run left it), or, when no PostgreSQL answers, an embedded PGlite in a temp folder.
 */
export async function openBenchTarget(serverUrl: string): Promise<BenchTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), 'livra-bench-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    await admin.end().catch(() => undefined);
    console.log(
      `PostgreSQL ne répond pas sur ${redact(serverUrl)} (${(error as Error).message}) : base embarquée PGlite dans ${dataDir}.`,
    );
    return {
      kind: 'pglite',
      dataDir,
      description: `PGlite (embarquée) dans ${dataDir}`,
      cleanup: async () => removeDir(),
    };
  }
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${BENCH_DB}`);
    const { rows } = await admin.query<{ server_version: string }>('show server_version');
    const databaseUrl = withDatabase(serverUrl, BENCH_DB);
    return {
      kind: 'postgres',
      databaseUrl,
      dataDir,
      description: `PostgreSQL ${rows[0]?.server_version ?? '?'} (${redact(databaseUrl)})`,
      async cleanup() {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        try {
          // pg's pool.end() resolves before its sockets are closed: let them go quietly first.
          for (let tries = 0; tries < 40 && (await openConnections(client)) > 0; tries++)
            await new Promise((r) => setTimeout(r, 50));
          await client.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
        } finally {
          await client.end();
        }
        removeDir();
      },
    };
  } finally {
    await admin.end();
  }
}

async function openConnections(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    'select count(*)::int as n from pg_stat_activity where datname = $1',
    [BENCH_DB],
  );
  return rows[0]?.n ?? 0;
}

export function withDatabase(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function redact(url: string) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
