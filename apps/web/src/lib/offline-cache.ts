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
/**
 * Other cache events are grouped (a page that loads fires a burst of them); a new answer to keep
 * is written at once, or a visitor who leaves the page within this delay leaves it unstored.
 */
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

/**
 * The customer whose personal answers may be stored: the signed-in customer, or, while the session
 * is still being asked (a reload), the one whose answers were restored.
 */
function customerIdOf(client: QueryClient, restoredOwner: string | null): string | null {
  const user = client.getQueryData<SessionUser | null>(sessionQueryKey);
  if (user === undefined) return restoredOwner;
  return user?.role === 'customer' ? user.id : null;
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
export function snapshot(client: QueryClient, now = Date.now(), restoredOwner: string | null = null): StoredRecord {
  const customerId = customerIdOf(client, restoredOwner);
  const keep = (query: Query) => {
    if (query.state.data === undefined) return false;
    const kind = persistedKind(query.queryKey);
    if (!kind || (kind === 'personal' && !customerId && !isAnonymousSession(query))) return false;
    return now - query.state.dataUpdatedAt < MAX_AGE[kind];
  };
  const state = dehydrate(client, { shouldDehydrateQuery: keep, shouldDehydrateMutation: () => false });
  const byRecency = [...state.queries].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  let publicCount = 0;
  const queries = byRecency
    .filter((query) => persistedKind(query.queryKey) !== 'public' || ++publicCount <= MAX_PUBLIC_QUERIES)
    .map(asSuccess);
  return { version: FORMAT_VERSION, userId: customerId, state: { mutations: [], queries } };
}

/**
 * The stored answers still young enough, marked stale so they are asked again as soon as shown.
 * The session itself only with no network: online the app asks the server who is signed in before
 * a guarded page decides (a stored "nobody" must not send a signed-in user away).
 */
export function restorable(record: StoredRecord, online: boolean, now = Date.now()): DehydratedState | null {
  if (record.version !== FORMAT_VERSION) return null;
  const queries = record.state.queries
    .filter((query) => {
      const kind = persistedKind(query.queryKey);
      if (!kind) return false;
      if (query.queryKey[0] === sessionQueryKey[0]) {
        const user = query.state.data as SessionUser | null;
        if (online || (user !== null && user?.id !== record.userId)) return false;
      } else if (kind === 'personal' && !record.userId) return false;
      return now - query.state.dataUpdatedAt < MAX_AGE[kind];
    })
    .map((query) => ({ ...query, state: { ...query.state, isInvalidated: true } }));
  return { mutations: [], queries };
}

/** Whose personal answers the last restore put in the cache (null: none). */
let restoredOwner: string | null = null;

/** Before the first render: what was stored goes back into the cache (stale, so it refreshes when online). */
export async function restoreQueries(client: QueryClient, storage: RecordStorage = indexedDbStorage): Promise<void> {
  try {
    const record = await storage.read();
    const state = record && restorable(record, navigator.onLine);
    if (state) {
      hydrate(client, state);
      restoredOwner = state.queries.some((query) => persistedKind(query.queryKey) === 'personal')
        ? record.userId
        : null;
    } else if (record) await storage.remove();
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
  let writing = Promise.resolve();
  // The user whose answers the cache holds: restored ones count (the session may still be asked).
  let lastUserId: string | null | undefined =
    client.getQueryData<SessionUser | null>(sessionQueryKey)?.id ?? restoredOwner ?? undefined;

  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    const owner = typeof lastUserId === 'string' ? lastUserId : null;
    const record = snapshot(client, Date.now(), owner);
    writing = writing
      .then(() => (record.state.queries.length ? storage.write(record) : storage.remove()))
      .then(() => setFlag(record.state.queries.length > 0))
      .catch(() => undefined);
    return writing;
  };

  /** True when the session's user is no longer the one whose answers the cache holds. */
  const userChanged = () => {
    const user = client.getQueryData<SessionUser | null>(sessionQueryKey);
    const userId = user === undefined ? lastUserId : (user?.id ?? null);
    const changed = Boolean(lastUserId) && userId !== lastUserId;
    lastUserId = userId;
    return changed;
  };

  const forget = () => {
    forgetPersonalQueries(client);
    void forgetPersonalFiles();
    return save();
  };

  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (userChanged()) {
      void forget();
      return;
    }
    if (event.type === 'observerResultsUpdated' || event.type === 'observerAdded') return;
    if (event.type === 'updated' && event.action.type === 'success' && persistedKind(event.query.queryKey)) {
      void save();
      return;
    }
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  // What the cache holds now replaces what the last visit stored (a sign-out since then included).
  if (userChanged()) void forget();
  else void save();
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
