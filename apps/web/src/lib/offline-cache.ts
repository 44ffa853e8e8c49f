import type { SessionUser } from '@livra/shared/auth';
import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { sessionQueryKey } from './auth';
import { PERSISTED_FLAG } from './offline-flag';

/**
 * What was seen stays readable with no network (docs/decisions/010-offline-and-caching.md): the
 * answers of the catalog and of the signed-in customer's own orders are written to IndexedDB and
 * put back in the query cache before the first render of the next visit. Personal answers never
 * outlive the session that fetched them: when the session ends (sign-out, a 401, another user)
 * they leave the memory and the storage at once.
 */

/** Raise when the shape of a stored answer changes: older records are then dropped. */
const FORMAT_VERSION = 1;
const RECORD_KEY = 'queries';
const HOUR = 3_600_000;
/** How long an answer stays readable offline, by kind. */
export const MAX_AGE = { public: 7 * 24 * HOUR, personal: 24 * HOUR } as const;
/** The most recent public answers kept (a business page with its menu is about 10 KB). */
const MAX_PUBLIC_QUERIES = 60;
/** Writes are grouped: a page that loads fires a burst of cache events. */
const SAVE_DELAY_MS = 1000;

type Kind = keyof typeof MAX_AGE;

const CATALOG_READS = new Set(['home', 'businesses', 'business', 'categories', 'category', 'business-types']);
const SEARCH_READS = new Set(['full', 'items']);
const ORDER_READS = new Set(['detail', 'list', 'summary']);

/** Which answers are kept offline: public catalog reads, and the customer's session and orders. Nothing else. */
export function persistedKind(queryKey: QueryKey): Kind | null {
  const [area, part] = queryKey;
  if (typeof part !== 'string') return null;
  if (area === 'catalog' && CATALOG_READS.has(part)) return 'public';
  if (area === 'search' && SEARCH_READS.has(part)) return 'public';
  if (area === 'auth' && part === 'session') return 'personal';
  if (area === 'orders' && ORDER_READS.has(part)) return 'personal';
  return null;
}

interface StoredRecord {
  version: number;
  /** The customer whose personal answers are in `state` (null: none are). */
  userId: string | null;
  state: DehydratedState;
}

export interface RecordStorage {
  read(): Promise<StoredRecord | undefined>;
  write(record: StoredRecord): Promise<void>;
  remove(): Promise<void>;
}

let idbStore: UseStore | undefined;
function idb(): UseStore {
  idbStore ??= createStore('livra-offline', 'queries');
  return idbStore;
}

/** The browser's IndexedDB (`livra-offline` database). */
export const indexedDbStorage: RecordStorage = {
  read: () => get<StoredRecord>(RECORD_KEY, idb()),
  write: (record) => set(RECORD_KEY, record, idb()),
  remove: () => del(RECORD_KEY, idb()),
};

function setFlag(present: boolean) {
  try {
    if (present) localStorage.setItem(PERSISTED_FLAG, '1');
    else localStorage.removeItem(PERSISTED_FLAG);
  } catch {
    // Private mode: nothing is restored next time.
  }
}

function customerOf(client: QueryClient): SessionUser | null {
  const user = client.getQueryData<SessionUser | null>(sessionQueryKey);
  return user?.role === 'customer' ? user : null;
}

/** "Nobody is signed in" is no one's data: kept, the header offline shows the sign-in links, not a skeleton. */
function isAnonymousSession(query: Pick<Query, 'queryKey' | 'state'>) {
  return query.queryKey[0] === sessionQueryKey[0] && query.state.data === null;
}

/** A stored answer reads as a plain success: a failed refresh offline is not an error to restore. */
function asSuccess(query: DehydratedState['queries'][number]): DehydratedState['queries'][number] {
  const { promise: _promise, ...rest } = query;
  return {
    ...rest,
    state: {
      ...query.state,
      status: 'success',
      fetchStatus: 'idle',
      error: null,
      errorUpdateCount: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
    },
  };
}

/** The answers to store now: public ones (the most recent first), personal ones only for a signed-in customer. */
export function snapshot(client: QueryClient, now = Date.now()): StoredRecord {
  const customer = customerOf(client);
  const keep = (query: Query) => {
    if (query.state.data === undefined) return false;
    const kind = persistedKind(query.queryKey);
    if (!kind || (kind === 'personal' && !customer && !isAnonymousSession(query))) return false;
    return now - query.state.dataUpdatedAt < MAX_AGE[kind];
  };
  const state = dehydrate(client, { shouldDehydrateQuery: keep, shouldDehydrateMutation: () => false });
  const byRecency = [...state.queries].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  let publicCount = 0;
  const queries = byRecency
    .filter((query) => persistedKind(query.queryKey) !== 'public' || ++publicCount <= MAX_PUBLIC_QUERIES)
    .map(asSuccess);
  return { version: FORMAT_VERSION, userId: customer?.id ?? null, state: { mutations: [], queries } };
}

/** The stored answers still young enough, personal ones only with the customer's session beside them. */
export function restorable(record: StoredRecord, now = Date.now()): DehydratedState | null {
  if (record.version !== FORMAT_VERSION) return null;
  const session = record.state.queries.find(
    (query) => persistedKind(query.queryKey) === 'personal' && query.queryKey[0] === 'auth',
  );
  const sessionUser = session?.state.data as SessionUser | null | undefined;
  const personalAllowed =
    record.userId !== null && sessionUser?.id === record.userId && sessionUser.role === 'customer';
  const queries = record.state.queries.filter((query) => {
    const kind = persistedKind(query.queryKey);
    if (!kind || (kind === 'personal' && !personalAllowed && !isAnonymousSession(query))) return false;
    return now - query.state.dataUpdatedAt < MAX_AGE[kind];
  });
  return { mutations: [], queries };
}

/** Before the first render: what was stored goes back into the cache (stale, so it refreshes when online). */
export async function restoreQueries(client: QueryClient, storage: RecordStorage = indexedDbStorage): Promise<void> {
  try {
    const record = await storage.read();
    const state = record && restorable(record);
    if (state) hydrate(client, state);
    else if (record) await storage.remove();
  } catch {
    // Storage unavailable or corrupt: start empty, as on a first visit.
  }
}

/** Every answer that is not public leaves the memory (another user must never see it). */
export function forgetPersonalQueries(client: QueryClient) {
  client.removeQueries({
    predicate: (query) => persistedKind(query.queryKey) !== 'public' && query.queryKey[0] !== sessionQueryKey[0],
  });
}

/**
 * Keeps the storage in step with the cache from now on. The moment the signed-in user changes
 * (sign-out, a session that ended, someone else signing in), the personal answers are forgotten
 * and the storage rewritten at once; other changes are written a second later.
 */
export function persistQueries(client: QueryClient, storage: RecordStorage = indexedDbStorage) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastUserId: string | null | undefined = client.getQueryData<SessionUser | null>(sessionQueryKey)?.id;
  let writing = Promise.resolve();

  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    const record = snapshot(client);
    writing = writing
      .then(() => (record.state.queries.length ? storage.write(record) : storage.remove()))
      .then(() => setFlag(record.state.queries.length > 0))
      .catch(() => undefined);
    return writing;
  };

  const unsubscribe = client.getQueryCache().subscribe((event) => {
    const user = client.getQueryData<SessionUser | null>(sessionQueryKey);
    const userId = user === undefined ? lastUserId : (user?.id ?? null);
    if (lastUserId && userId !== lastUserId) {
      lastUserId = userId;
      forgetPersonalQueries(client);
      void forgetPersonalFiles();
      void save();
      return;
    }
    lastUserId = userId;
    if (event.type === 'observerResultsUpdated' || event.type === 'observerAdded') return;
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  // What the cache holds now replaces what the last visit stored (a sign-out since then included).
  void save();
  return {
    flush: save,
    stop: () => {
      unsubscribe();
      clearTimeout(timer);
    },
  };
}

/** Pictures a user uploaded (a profile photo) may sit in the service worker's uploads cache. */
async function forgetPersonalFiles() {
  try {
    if (typeof caches !== 'undefined') await caches.delete('livra-uploads');
  } catch {
    // No Cache Storage here (insecure context, tests).
  }
}
