import type { Db } from '@/db/client';
import { logger } from '@/lib/logger';
import { catalogCache } from '@/modules/catalog/catalog-cache';
import { type CatalogSnapshot, loadCatalogSnapshot, refreshRatings } from './catalog-snapshot';

/**
 * Ratings are the one thing search shows that changes without being announced (a review sets
 * them, and announcing every review would throw away every public cache): they are read again
 * this often, a few thousand numbers, and set on the snapshot's businesses.
 */
export const RATINGS_REFRESH_MS = 30_000;
/**
 * And the whole snapshot is read again this often, in the background while the old one answers:
 * a safety net for a change some future code would forget to announce.
 */
export const SNAPSHOT_REFRESH_MS = 10 * 60_000;

interface IndexState {
  snapshot?: CatalogSnapshot;
  /** The catalog generation the snapshot was read at, and when; when its ratings were. */
  generation: number;
  readAt: number;
  ratingsAt: number;
  reading?: Promise<void>;
  readingRatings?: boolean;
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
    state = { generation: -1, readAt: 0, ratingsAt: 0 };
    states.set(db, state);
  }
  while (!state.snapshot || state.generation !== generation) await read(db, state);
  const now = Date.now();
  if (now - state.readAt > SNAPSHOT_REFRESH_MS) {
    read(db, state).catch((error) => logger.warn('Relecture du catalogue de recherche impossible', error));
  } else if (now - state.ratingsAt > RATINGS_REFRESH_MS && !state.readingRatings) {
    readRatings(db, state, state.snapshot).catch((error) => logger.warn('Relecture des notes impossible', error));
  }
  return state.snapshot;
}

async function readRatings(db: Db, state: IndexState, snapshot: CatalogSnapshot) {
  state.readingRatings = true;
  state.ratingsAt = Date.now();
  try {
    await refreshRatings(db, snapshot);
  } finally {
    state.readingRatings = false;
  }
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
      state.ratingsAt = readAt;
    } finally {
      state.reading = undefined;
    }
  })();
  return state.reading;
}
