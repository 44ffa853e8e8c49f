import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { count } from 'drizzle-orm';
import { loadConfig } from '@/config';
import { openDatabase } from './client';
import { users } from './schema/index';

/**
 * Restores a backup of the embedded database (System page, DATA_DIR/backups) into DATA_DIR/db.
 * The server must be stopped. The current database folder is kept beside it as
 * `db.before-restore-<time>`, never deleted. Usage (README, "Sauvegardes"):
 *   npm run restore-backup -- livra-20261126-031500.tar.gz   (a name in DATA_DIR/backups, or a path)
 */
export async function restoreBackup(file: string, dataDir: string, now = new Date()) {
  const target = join(dataDir, 'db');
  let previous: string | null = null;
  if (existsSync(target) && readdirSync(target).length > 0) {
    previous = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(target, previous);
  }
  const database = await openDatabase({ dataDir: target, snapshot: new Blob([readFileSync(file)]) });
  try {
    // Proves the copy opens and reads: a damaged archive fails here, the old folder still beside it.
    const [row] = await database.db.select({ n: count() }).from(users);
    return { target, previous, users: Number(row.n) };
  } finally {
    await database.close();
  }
}

/** A bare name is looked up in DATA_DIR/backups; a path is taken from where npm was run. */
export function backupPath(argument: string, dataDir: string, cwd = process.env.INIT_CWD ?? process.cwd()): string {
  if (isAbsolute(argument)) return argument;
  const fromCwd = resolve(cwd, argument);
  if (existsSync(fromCwd)) return fromCwd;
  return join(dataDir, 'backups', argument);
}

async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL est défini : la base est un PostgreSQL externe, restaurez-la avec ses outils (pg_restore).',
    );
    process.exit(1);
  }
  const argument = process.argv[2];
  if (!argument) {
    console.error('Usage : npm run restore-backup -- <fichier de DATA_DIR/backups ou chemin>');
    process.exit(1);
  }
  const file = backupPath(argument, config.dataDir);
  if (!existsSync(file)) {
    console.error(`Sauvegarde introuvable : ${file}`);
    process.exit(1);
  }
  const result = await restoreBackup(file, config.dataDir);
  console.log(`Sauvegarde restaurée dans ${result.target} (${result.users} comptes).`);
  if (result.previous) console.log(`L'ancienne base est conservée dans ${result.previous}.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
