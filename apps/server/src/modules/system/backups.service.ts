import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BACKUP_NAME_PATTERN,
  BACKUP_PERIOD_MS,
  BACKUPS_KEPT,
  type BackupFile,
  type BackupResult,
  type BackupStatus,
  MESSAGES,
} from '@livra/shared';
import { lt } from 'drizzle-orm';
import { failedSignIns } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { recordAudit } from '@/lib/audit';
import { AppError, notFound } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { PRIVATE_FILE, PRIVATE_FOLDER } from '@/lib/private-files';
import type { ScheduledTask } from '@/scheduler/worker';
import { getSettings } from './settings.service';

/**
 * Backups of the embedded database (PGlite): a consistent gzipped copy of its data folder
 * (db/client.ts `backup`) written to DATA_DIR/backups, the last BACKUPS_KEPT kept. On an
 * external PostgreSQL (DATABASE_URL) backups are the database server's job: nothing is made,
 * and the page says so. Restoring: `npm run restore-backup -- <file>` (db/restore-backup.ts).
 */

const FAILED_SIGN_INS_KEPT_MS = 7 * 86_400_000;
export const RESTORE_COMMAND = 'npm run restore-backup -- <fichier>';

export const backupsDir = (deps: Pick<Deps, 'config'>) => join(deps.config.dataDir, 'backups');

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** `livra-YYYYMMDD-HHMMSS.tar.gz` in UTC (Conakry's time): sorts by name as by date. */
function nameFor(at: Date): string {
  const day = `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}`;
  const time = `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
  return `livra-${day}-${time}.tar.gz`;
}
function dateOf(name: string): Date {
  const [, d, t] = /^livra-(\d{8})-(\d{6})/.exec(name) ?? [];
  return new Date(
    Date.UTC(+d.slice(0, 4), +d.slice(4, 6) - 1, +d.slice(6, 8), +t.slice(0, 2), +t.slice(2, 4), +t.slice(4, 6)),
  );
}

/** The backups on disk, newest first. */
export async function listBackups(deps: Pick<Deps, 'config'>): Promise<BackupFile[]> {
  const dir = backupsDir(deps);
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = await Promise.all(
    names
      .filter((name) => BACKUP_NAME_PATTERN.test(name))
      .map(async (name) => ({ name, size: (await stat(join(dir, name))).size, createdAt: dateOf(name) })),
  );
  return files
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.name.localeCompare(a.name))
    .map((file) => ({ ...file, createdAt: file.createdAt.toISOString() }));
}

function isEmbedded(deps: Pick<Deps, 'config' | 'database'>): boolean {
  return !deps.config.databaseUrl && Boolean(deps.database.backup);
}

export async function backupStatus(deps: Deps): Promise<BackupStatus> {
  if (!isEmbedded(deps)) return { mode: 'external', message: MESSAGES.systemBackupExternal };
  const [settings, items] = await Promise.all([getSettings(deps.db), listBackups(deps)]);
  const newest = items[0];
  return {
    mode: 'embedded',
    frequency: settings.backupFrequency,
    kept: BACKUPS_KEPT,
    directory: 'DATA_DIR/backups',
    restoreCommand: RESTORE_COMMAND,
    nextDueAt: newest
      ? new Date(new Date(newest.createdAt).getTime() + BACKUP_PERIOD_MS[settings.backupFrequency]).toISOString()
      : null,
    items,
  };
}

function refuseExternal(deps: Deps): void {
  if (!isEmbedded(deps)) throw new AppError(409, 'backup_external', MESSAGES.systemBackupExternal);
}

/** Writes one backup (to a temporary name, renamed once complete), then keeps the last BACKUPS_KEPT. */
async function writeBackup(deps: Deps): Promise<BackupFile> {
  const { database } = deps;
  if (!database.backup) throw new AppError(409, 'backup_external', MESSAGES.systemBackupExternal);
  const dir = backupsDir(deps);
  await mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER });
  const now = deps.clock();
  const existing = new Set((await listBackups(deps)).map((file) => file.name));
  let name = nameFor(now);
  for (let n = 2; existing.has(name); n++) name = nameFor(now).replace('.tar.gz', `-${n}.tar.gz`);
  const blob = await database.backup();
  const partial = join(dir, `.${name}.partial`);
  await writeFile(partial, Buffer.from(await blob.arrayBuffer()), { mode: PRIVATE_FILE });
  await rename(partial, join(dir, name));
  await prune(deps);
  return { name, size: blob.size, createdAt: now.toISOString() };
}

async function prune(deps: Deps): Promise<void> {
  const files = await listBackups(deps);
  for (const old of files.slice(BACKUPS_KEPT)) await rm(join(backupsDir(deps), old.name), { force: true });
}

/** "Sauvegarder maintenant". */
export async function backupNow(deps: Deps, actorId: string): Promise<BackupResult> {
  refuseExternal(deps);
  const backup = await writeBackup(deps);
  await recordAudit(deps.db, {
    actorId,
    action: 'backup.create',
    entity: 'backup',
    entityId: backup.name,
    after: { name: backup.name, size: backup.size },
  });
  return { message: MESSAGES.systemBackupDone, backup };
}

/** The file to download, after checking its name (no path ever reaches the disk from the URL). */
export async function openBackup(deps: Deps, name: string) {
  refuseExternal(deps);
  if (!BACKUP_NAME_PATTERN.test(name)) throw notFound(MESSAGES.systemBackupNotFound, 'backup_not_found');
  const path = join(backupsDir(deps), name);
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw notFound(MESSAGES.systemBackupNotFound, 'backup_not_found');
  return { size: info.size, stream: createReadStream(path) };
}

/** Backs up when the chosen frequency says one is due (restart-safe: read from the files). */
export async function backupIfDue(deps: Deps): Promise<BackupFile | null> {
  if (!isEmbedded(deps)) return null;
  const [settings, [newest]] = await Promise.all([getSettings(deps.db), listBackups(deps)]);
  const now = deps.clock().getTime();
  if (newest && now - new Date(newest.createdAt).getTime() < BACKUP_PERIOD_MS[settings.backupFrequency]) return null;
  const backup = await writeBackup(deps);
  logger.info(`Sauvegarde planifiée écrite : ${backup.name}`);
  return backup;
}

/** The System page's scheduled work: backups when due, and forgetting old failed sign-ins. */
export function systemTask(everyMs: number): ScheduledTask {
  return {
    name: 'system',
    everyMs,
    async run(deps) {
      await deps.db
        .delete(failedSignIns)
        .where(lt(failedSignIns.createdAt, new Date(deps.clock().getTime() - FAILED_SIGN_INS_KEPT_MS)));
      return backupIfDue(deps);
    },
  };
}
