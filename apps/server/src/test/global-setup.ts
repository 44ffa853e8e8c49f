import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/db/client';
import { seedDemoData } from '@/db/seed/index';
import { TEMPLATE_DB, withDatabase } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    snapshotFile: string;
  }
}

/**
 * Migrates and seeds once per run. On PGlite the result is dumped to a tarball that each
 * test file restores in a fraction of a second; on PostgreSQL (TEST_DATABASE_URL) it
 * becomes a template database that each test file clones.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await recreateTemplate(url);
    project.provide('snapshotFile', '');
    return;
  }
  const file = join(tmpdir(), `livra-test-snapshot-${process.pid}.tar`);
  const database = await openDatabase({});
  try {
    await database.migrate();
    await seedDemoData(database.db);
    const snapshot = await database.dump!();
    writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
    project.provide('snapshotFile', file);
  } finally {
    await database.close();
  }
  // 44 MB a run: without this, /tmp fills up with the snapshots of past runs.
  return () => rmSync(file, { force: true });
}

async function recreateTemplate(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: withDatabase(url, TEMPLATE_DB), poolSize: 2 });
  try {
    await database.migrate();
    await seedDemoData(database.db);
  } finally {
    await database.close();
  }
}
