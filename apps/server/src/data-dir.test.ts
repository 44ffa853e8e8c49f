import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { saveImageUpload } from './lib/uploads';
import { createServer } from './server';
import { loadSnapshot } from './test/harness';
import { realImage } from './test/images';

/** Every folder and file under `root`, with its permission bits. */
function modes(root: string): { path: string; mode: number; folder: boolean }[] {
  const stat = lstatSync(root);
  const self = { path: root, mode: stat.mode & 0o777, folder: stat.isDirectory() };
  if (!stat.isDirectory()) return [self];
  return [self, ...readdirSync(root).flatMap((name) => modes(join(root, name)))];
}

const loose = (entries: ReturnType<typeof modes>) =>
  entries
    .filter(({ mode, folder }) => mode !== (folder ? 0o700 : 0o600))
    .map(({ path, mode }) => `${path} ${mode.toString(8)}`);

let parent: string;
let dataDir: string;
let server: Awaited<ReturnType<typeof createServer>>;

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'livra-data-dir-'));
  dataDir = join(parent, 'data');
  // A data folder left by an earlier version, open to everyone.
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', 'old.png'), 'old');
  for (const path of [dataDir, join(dataDir, 'uploads')]) chmodSync(path, 0o777);
  chmodSync(join(dataDir, 'uploads', 'old.png'), 0o666);

  // No AUTH_SECRET: the server makes one and keeps it in the data folder.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { dataDir });
  // From the run's migrated snapshot rather than migrating on disk (4 s); the PostgreSQL pass has no
  // snapshot, and this test's embedded database migrates.
  server = await createServer(config, {
    inMemory: false,
    seedIfEmpty: false,
    outboxWorker: false,
    snapshot: process.env.TEST_DATABASE_URL ? undefined : loadSnapshot(),
  });
});

afterAll(async () => {
  await server?.close();
  rmSync(parent, { recursive: true, force: true });
});

describe('the data folder on disk', () => {
  it('is readable by its owner only: folders 0700, files 0600, like PostgreSQL’s own', async () => {
    await saveImageUpload(server.deps.config, await realImage('png'));
    const entries = modes(dataDir);
    expect(entries.map((e) => e.path)).toEqual(
      expect.arrayContaining([join(dataDir, 'auth-secret'), join(dataDir, 'db')]),
    );
    expect(entries.filter((e) => e.path.startsWith(join(dataDir, 'db')) && !e.folder).length).toBeGreaterThan(10);
    expect(loose(entries)).toEqual([]);
  });

  it('stays so for files the database writes while it runs', async () => {
    await server.deps.database.db.execute('create table later (id int)');
    await server.deps.database.db.execute('insert into later select generate_series(1, 1000)');
    await server.deps.database.db.execute('checkpoint');
    expect(loose(modes(dataDir))).toEqual([]);
  });
});
