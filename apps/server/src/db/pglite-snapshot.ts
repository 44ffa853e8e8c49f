import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database's data folder as a tarball for the tests to start from, made as small as
 * PostgreSQL can start from. Every test file restores it (about ninety a run), and a restore's
 * cost is mostly writing its files into PGlite's in-memory file system: without the two template
 * databases (only CREATE DATABASE reads them, and PGlite has one database) and the write-ahead
 * log segments before the last checkpoint, it has 649 files and 30 MB instead of 1,446 and 45 MB,
 * and a restore takes about 0.5 s of CPU instead of 0.8.
 */
export async function dumpForTests(client: PGlite): Promise<Blob> {
  await client.query(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
  await client.query('DROP DATABASE template0');
  await client.query('DROP DATABASE template1');
  // PostgreSQL's defaults are sized for a server: 128 MB of shared buffers cleared at every start,
  // for a test database of 30 MB.
  await client.query(`ALTER SYSTEM SET shared_buffers = '16MB'`);
  await client.query('ALTER SYSTEM SET max_connections = 10');
  // After a checkpoint, starting needs no segment older than the current one.
  await client.query('CHECKPOINT');
  const {
    rows: [{ folder, current }],
  } = await client.query<{ folder: string; current: string }>(
    `SELECT current_setting('data_directory') AS folder, pg_walfile_name(pg_current_wal_lsn()) AS current`,
  );
  const fs = client.Module.FS;
  const walFolder = `${folder}/pg_wal`;
  for (const name of fs.readdir(walFolder)) {
    if (/^[0-9A-F]{24}$/.test(name) && name !== current) fs.unlink(`${walFolder}/${name}`);
  }
  return client.dumpDataDir('none');
}
