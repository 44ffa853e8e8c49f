// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/test/utils';
import { sessionQueryKey } from './auth';
import { MAX_AGE, persistQueries, persistedKind, type RecordStorage, restoreQueries, snapshot } from './offline-cache';
import { PERSISTED_FLAG } from './offline-flag';

const HOUR = 3_600_000;

function memoryStorage() {
  let record: Awaited<ReturnType<RecordStorage['read']>>;
  const storage: RecordStorage = {
    read: async () => record,
    write: async (next) => {
      record = structuredClone(next);
    },
    remove: async () => {
      record = undefined;
    },
  };
  return { storage, stored: () => record };
}

const storedKeys = (record: { state: { queries: { queryKey: unknown }[] } } | undefined) =>
  (record?.state.queries ?? []).map((query) => JSON.stringify(query.queryKey));

/** A customer who has seen the home page, a business, their orders and a tracking page; and a cart. */
function customerClient() {
  const client = new QueryClient();
  client.setQueryData(sessionQueryKey, testUser('customer'));
  client.setQueryData(['catalog', 'home'], { popularRestaurants: [] });
  client.setQueryData(['catalog', 'business', 'b1'], { name: 'Le Maquis' });
  client.setQueryData(['orders', 'list', 1], { items: [{ orderNumber: 'LIV-1' }] });
  client.setQueryData(['orders', 'detail', 'o1'], { orderNumber: 'LIV-1' });
  client.setQueryData(['cart'], { items: [] });
  client.setQueryData(['admin', 'businesses', 'list'], { items: [] });
  return client;
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('what is kept for offline reading', () => {
  it('keeps catalog and search reads, and the session and orders as personal; nothing else', () => {
    expect(persistedKind(['catalog', 'business', 'b1'])).toBe('public');
    expect(persistedKind(['search', 'full', 'riz', {}])).toBe('public');
    expect(persistedKind(['orders', 'detail', 'o1'])).toBe('personal');
    expect(persistedKind(['auth', 'session'])).toBe('personal');
    for (const key of [['cart'], ['orders', 'admin', 'list'], ['admin', 'businesses'], ['notifications'], ['search']])
      expect(persistedKind(key), JSON.stringify(key)).toBeNull();
  });

  it("stores a customer's orders beside the catalog, never the cart or the back-office", () => {
    const keys = storedKeys(snapshot(customerClient()));
    expect(keys).toEqual(
      expect.arrayContaining([
        '["auth","session"]',
        '["catalog","home"]',
        '["catalog","business","b1"]',
        '["orders","list",1]',
        '["orders","detail","o1"]',
      ]),
    );
    expect(keys).toHaveLength(5);
  });

  it('stores no personal answer for a partner (only the catalog)', () => {
    const client = customerClient();
    client.setQueryData(sessionQueryKey, testUser('partner'));
    expect(storedKeys(snapshot(client))).toEqual(
      expect.arrayContaining(['["catalog","home"]', '["catalog","business","b1"]']),
    );
    expect(storedKeys(snapshot(client))).toHaveLength(2);
  });

  it('restores young answers only, and personal ones only with the session that fetched them', async () => {
    const { storage, stored } = memoryStorage();
    const client = customerClient();
    await storage.write(snapshot(client));

    const next = new QueryClient();
    await restoreQueries(next, storage);
    expect(next.getQueryData(['orders', 'detail', 'o1'])).toEqual({ orderNumber: 'LIV-1' });
    expect(next.getQueryData(['catalog', 'business', 'b1'])).toEqual({ name: 'Le Maquis' });

    // Two days later: the catalog is still readable, the orders are not.
    const record = stored();
    if (!record) throw new Error('nothing stored');
    for (const query of record.state.queries) query.state.dataUpdatedAt -= 2 * 24 * HOUR;
    await storage.write(record);
    const later = new QueryClient();
    await restoreQueries(later, storage);
    expect(later.getQueryData(['catalog', 'business', 'b1'])).toEqual({ name: 'Le Maquis' });
    expect(later.getQueryData(['orders', 'detail', 'o1'])).toBeUndefined();
    expect(later.getQueryData(sessionQueryKey)).toBeUndefined();
    expect(MAX_AGE.personal).toBeLessThan(2 * 24 * HOUR);
  });
});

describe('the session, restored', () => {
  it('only with no network: online, the server says who is signed in before a guarded page decides', async () => {
    const { storage } = memoryStorage();
    await storage.write(snapshot(customerClient()));

    const online = new QueryClient();
    await restoreQueries(online, storage);
    expect(online.getQueryData(sessionQueryKey)).toBeUndefined();
    expect(online.getQueryState(['orders', 'detail', 'o1'])?.isInvalidated).toBe(true);

    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const offline = new QueryClient();
    await restoreQueries(offline, storage);
    expect(offline.getQueryData(sessionQueryKey)).toMatchObject({ role: 'customer' });
    expect(offline.getQueryData(['orders', 'detail', 'o1'])).toEqual({ orderNumber: 'LIV-1' });
  });

  it("forgets the restored customer's orders when the server says their session has ended", async () => {
    const { storage, stored } = memoryStorage();
    await storage.write(snapshot(customerClient()));
    const client = new QueryClient();
    await restoreQueries(client, storage);
    const persistence = persistQueries(client, storage);
    await persistence.flush();
    // Kept while the session is being asked.
    expect(storedKeys(stored())).toContain('["orders","detail","o1"]');

    client.setQueryData(sessionQueryKey, null);
    await persistence.flush();
    persistence.stop();
    expect(client.getQueryData(['orders', 'detail', 'o1'])).toBeUndefined();
    expect(JSON.stringify(stored())).not.toContain('LIV-1');
  });
});

describe('when the session ends', () => {
  it('forgets the personal answers in memory and in storage at once, keeping the catalog', async () => {
    const { storage, stored } = memoryStorage();
    const client = customerClient();
    const persistence = persistQueries(client, storage);
    await persistence.flush();
    expect(storedKeys(stored())).toContain('["orders","detail","o1"]');
    expect(localStorage.getItem(PERSISTED_FLAG)).toBe('1');

    // Signed out (or a 401 made the session check answer nobody).
    client.setQueryData(sessionQueryKey, null);
    await persistence.flush();
    persistence.stop();

    expect(client.getQueryData(['orders', 'detail', 'o1'])).toBeUndefined();
    expect(client.getQueryData(['cart'])).toBeUndefined();
    const keys = storedKeys(stored());
    expect(keys).toEqual(expect.arrayContaining(['["catalog","home"]', '["catalog","business","b1"]']));
    expect(keys.some((key) => key.includes('orders'))).toBe(false);
    expect(JSON.stringify(stored())).not.toContain('customer@livra.gn');
  });

  it('forgets the previous user when another one signs in', async () => {
    const { storage, stored } = memoryStorage();
    const client = customerClient();
    const persistence = persistQueries(client, storage);
    client.setQueryData(sessionQueryKey, testUser('customer', { id: 'someone-else', email: 'autre@livra.gn' }));
    await persistence.flush();
    persistence.stop();
    expect(client.getQueryData(['orders', 'list', 1])).toBeUndefined();
    expect(JSON.stringify(stored())).not.toContain('LIV-1');
  });
});

describe('a new answer', () => {
  it('is stored at once, not a second later: the visitor may leave the page before', async () => {
    vi.useFakeTimers();
    try {
      const { storage, stored } = memoryStorage();
      const client = new QueryClient();
      const persistence = persistQueries(client, storage);
      await client.fetchQuery({
        queryKey: ['catalog', 'business', 'b1'],
        queryFn: async () => ({ name: 'Le Maquis' }),
      });
      // The write is under way; no timer has run.
      await vi.advanceTimersByTimeAsync(0);
      expect(storedKeys(stored())).toEqual(['["catalog","business","b1"]']);
      persistence.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
