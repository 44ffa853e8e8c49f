import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** Modes of everything in the data folder: its owner only, like PostgreSQL's own data directory. */
export const PRIVATE_FOLDER = 0o700;
export const PRIVATE_FILE = 0o600;

/**
 * Makes the data folder (embedded database, uploads, the generated secret) private to the
 * server's user, whatever state it is in:
 * - the umask makes every file created from now on private, including the few PostgreSQL writes
 *   with default modes (its relation cache file) where no explicit mode can reach;
 * - the umask only governs new files, so a folder left open by an earlier version, or made by
 *   hand, is tightened entry by entry.
 * A folder the server cannot tighten (another user's) stops the start-up: better than running
 * with data others may read.
 */
export function protectDataDir(dataDir: string): void {
  // Worker threads may not change the umask; the server runs on the main thread.
  if (isMainThread) process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER });
  makePrivate(dataDir);
}

/** Folders 0700 and files 0600 under `path`, whatever their modes were. */
export function makePrivate(path: string): void {
  const stat = lstatSync(path);
  // chmod would follow a link to wherever it points, outside the folder.
  if (stat.isSymbolicLink()) return;
  const wanted = stat.isDirectory() ? PRIVATE_FOLDER : PRIVATE_FILE;
  if ((stat.mode & 0o777) !== wanted) chmodSync(path, wanted);
  if (stat.isDirectory()) for (const name of readdirSync(path)) makePrivate(join(path, name));
}
