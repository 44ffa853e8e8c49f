import type { Db } from '@/db/client';
import { logger } from '@/lib/logger';
import { catalogCache } from '@/modules/catalog/catalog-cache';
import { type CatalogSnapshot, loadCatalogSnapshot } from './catalog-snapshot';

/**
 * How long a snapshot answers before it is read again, in the background (the old one answers
 * meanwhile): the longest a change that does not announce itself (a new rating) waits to show,
 * as long as the other public caches keep their answers.
 */
export const SNAPSHOT_REFRESH_MS = 30_000;

interface IndexState {
  snapshot?: CatalogSnapshot;
  /** The catalog generation the snapshot was read at, and when. */
  generation: number;
  readAt: number;
  reading?: Promise<void>;
}

// One snapshot per database: tests start many servers, one after another, in one process.
const states = new WeakMap<Db, IndexState>();
/**
 * Bumped by every announced catalog change, here or on another instance (catalog-cache.ts): a
 * snapshot read before it no longer answers, and the next search waits for a new one, so a
 * partner's change shows in the very next search, as it does on the business page.
 */
let generation = 0;
catalogCache({
  clear() {
    generation++;
  },
});

/** The current catalog snapshot of this database, read when there is none or it is out of date. */
export async function catalogSnapshot(db: Db): Promise<CatalogSnapshot> {
  let state = states.get(db);
  if (!state) {
    state = { generation: -1, readAt: 0 };
    states.set(db, state);
  }
  while (!state.snapshot || state.generation !== generation) await read(db, state);
  if (Date.now() - state.readAt > SNAPSHOT_REFRESH_MS) {
    read(db, state).catch((error) => logger.warn('Relecture du catalogue de recherche impossible', error));
  }
  return state.snapshot;
}

/** One read at a time per database: every search waiting for a snapshot shares it. */
function read(db: Db, state: IndexState): Promise<void> {
  state.reading ??= (async () => {
    const readGeneration = generation;
    const readAt = Date.now();
    try {
      state.snapshot = await loadCatalogSnapshot(db);
      state.generation = readGeneration;
      state.readAt = readAt;
    } finally {
      state.reading = undefined;
    }
  })();
  return state.reading;
}
