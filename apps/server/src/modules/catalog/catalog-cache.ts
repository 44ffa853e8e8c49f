import type { Database } from '@/db/client';
import { logger } from '@/lib/logger';

/**
 * The in-memory caches of public catalog answers (home, listings, business pages, search)
 * register here, so a change customers must see at once — a partner's menu, a price, an
 * item sold out, a business closing — empties them all, on every server instance: the
 * change is announced with NOTIFY and each instance clears its own copies when it hears it.
 */
const caches = new Set<{ clear(): void }>();
const CATALOG_CHANNEL = 'livra_catalog';
let announce: (() => void) | undefined;

export function catalogCache<T extends { clear(): void }>(cache: T): T {
  caches.add(cache);
  return cache;
}

function clearLocalCaches() {
  for (const cache of caches) cache.clear();
}

/** Empties the catalog caches here at once, and on the other instances through PostgreSQL. */
export function invalidateCatalog(): void {
  clearLocalCaches();
  announce?.();
}

/** At start-up: hear the other instances' changes, and announce ours to them. */
export async function connectCatalogCaches(database: Database): Promise<() => Promise<void>> {
  // The caches live in the module: a server starting on a database must not answer from
  // another one's copies (tests start many servers, one after another, in one process).
  clearLocalCaches();
  // After a lost connection to the database's notifications, a change may have been missed: forget all.
  const unlisten = await database.listen(CATALOG_CHANNEL, clearLocalCaches, clearLocalCaches);
  announce = () => {
    database.db
      .execute(`select pg_notify('${CATALOG_CHANNEL}', '')`)
      .catch((error) => logger.warn('Annonce du changement de catalogue impossible', error));
  };
  return unlisten;
}
