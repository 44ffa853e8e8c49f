import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { withDatabase } from './database';

const run = promisify(execFile);
const PGBENCH_DB = 'livra_pgbench';

/**
 * The anchor of the order placement figure: `pgbench`'s TPC-B (five statements a transaction,
 * three updates and an insert) on the same PostgreSQL server, scale 10, 10 clients on 2
 * threads, for `seconds`. Undefined, with the reason logged, where pgbench is not installed.
 */
export async function pgbenchTps(serverUrl: string, seconds: number): Promise<number | undefined> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${PGBENCH_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PGBENCH_DB}`);
    const url = withDatabase(serverUrl, PGBENCH_DB);
    await run('pgbench', ['-i', '-q', '-s', '10', url]);
    const { stdout } = await run('pgbench', ['-n', '-c', '10', '-j', '2', '-T', String(seconds), url]);
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
    return tps ? Number(tps) : undefined;
  } catch (error) {
    console.log(`pgbench non mesuré : ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${PGBENCH_DB} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}
