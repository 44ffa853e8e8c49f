import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import {
  casesFor,
  describeCase,
  listOperations,
  principalFor,
  type FuzzCase,
  type Operation,
  type Principal,
} from './fuzz-cases';
import { MISSING_UUID, SchemaWalker, seededRandom, type Schema } from './fuzz-schema';

/**
 * The sweep: every operation of the OpenAPI document, called as a principal its x-roles
 * allow, with malformed input generated from its declared parameters and body. Any 4xx
 * (429 included) is fine; a 5xx, a thrown error or a request left hanging is not. An
 * operation added later is swept without touching this file.
 *
 * The operations are dealt into shards, one test file each (fuzz.shard-N.test.ts), so the
 * sweep runs on every core; each shard has its own server and database.
 */
const SEED = 0x11a7a;
const ANSWER_WITHIN_MS = 10_000;
const ACCOUNTS = { customer: DEMO.customer, partner: DEMO.partner, driver: DEMO.driver, admin: DEMO.admin };

/** Body fields holding ids of things the sweep can find, so a request may get past "not found". */
const BODY_ID_SOURCES: Record<string, { principal: Principal; path: string }> = {
  menuItemId: { principal: 'partner', path: '/partner/businesses/{businessId}/menu/items' },
  menuCategoryId: { principal: 'partner', path: '/partner/businesses/{businessId}/menu/categories' },
  driverId: { principal: 'partner', path: '/partner/businesses/{businessId}/drivers' },
  addressId: { principal: 'customer', path: '/me/addresses' },
  planId: { principal: 'anonymous', path: '/subscription-plans' },
  businessId: { principal: 'anonymous', path: '/reservations/venues' },
};

export function describeFuzzSweep(shard: number, shards: number) {
  let server: TestServer;
  let document: { paths: Record<string, Record<string, object>>; components?: { schemas?: Record<string, Schema> } };
  const cookies: Partial<Record<Principal, string>> = {};

  beforeAll(async () => {
    server = await createTestServer();
    document = await (await server.request('/openapi.json')).json();
    for (const [principal, email] of Object.entries(ACCOUNTS))
      cookies[principal as Principal] = await server.signIn(email);
  });

  afterAll(() => server?.close());

  function send(fuzzCase: Pick<FuzzCase, 'method' | 'url' | 'headers' | 'body' | 'principal'>) {
    return server.request(fuzzCase.url, {
      method: fuzzCase.method,
      headers: fuzzCase.headers,
      body: fuzzCase.body as BodyInit | undefined,
      cookie: cookies[fuzzCase.principal],
    });
  }

  /** The first object with an id in the first list a GET answers, e.g. `{ businesses: [{ id }] }`. */
  function firstListedId(value: unknown): string | undefined {
    const queue = [value];
    while (queue.length > 0) {
      const next = queue.shift();
      if (Array.isArray(next)) {
        const withId = next.find((item) => typeof item?.id === 'string');
        if (withId) return withId.id;
        queue.push(...next);
      } else if (next && typeof next === 'object') queue.push(...Object.values(next));
    }
    return undefined;
  }

  const seen = new Map<string, string | undefined>();
  async function idListedAt(principal: Principal, path: string): Promise<string | undefined> {
    const key = `${principal} ${path}`;
    if (!seen.has(key)) {
      const response = await send({ principal, method: 'GET', url: path, headers: {} });
      seen.set(
        key,
        response.ok && response.headers.get('content-type')?.includes('json')
          ? firstListedId(await response.json())
          : undefined,
      );
    }
    return seen.get(key);
  }

  /** Real ids for the path parameters: each read from the list one level up, when the API has one. */
  async function pathIdsFor(operation: Operation): Promise<Record<string, string>> {
    const ids: Record<string, string> = {};
    for (const match of operation.path.matchAll(/\{([^}]+)\}/g)) {
      const listPath = operation.path.slice(0, match.index - 1);
      const listed = document.paths[listPath]?.get
        ? await idListedAt(
            principalFor(operation),
            listPath.replace(/\{([^}]+)\}/g, (_, name: string) => ids[name]!),
          )
        : undefined;
      ids[match[1]!] = listed ?? MISSING_UUID;
    }
    return ids;
  }

  async function bodyIds(): Promise<Record<string, string>> {
    const partnerBusiness = (await idListedAt('partner', '/partner/businesses')) ?? MISSING_UUID;
    const ids: Record<string, string> = {};
    for (const [name, source] of Object.entries(BODY_ID_SOURCES)) {
      ids[name] =
        (await idListedAt(source.principal, source.path.replace('{businessId}', partnerBusiness))) ?? MISSING_UUID;
    }
    return ids;
  }

  /** Destructive operations go last, and signing out at the very end, so they spoil nothing else. */
  function rank(operation: Operation): number {
    if (operation.path.includes('sign-out')) return 2;
    return operation.method === 'DELETE' ? 1 : 0;
  }

  type Outcome = { status: number; answer: string } | { error: string };

  async function outcomeOf(fuzzCase: FuzzCase): Promise<Outcome> {
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_WITHIN_MS / 1000} s`)), ANSWER_WITHIN_MS);
    });
    try {
      return await Promise.race([
        (async () => {
          const response = await send(fuzzCase);
          // A live stream (realtime events) never ends: its status is the answer.
          if (response.headers.get('content-type')?.includes('text/event-stream')) {
            await response.body?.cancel();
            return { status: response.status, answer: '(event stream)' };
          }
          return { status: response.status, answer: await response.text() };
        })(),
        hung,
      ]);
    } catch (error) {
      return { error: String(error) };
    } finally {
      clearTimeout(timer);
    }
  }

  describe(`fuzz sweep over the whole API, shard ${shard + 1} of ${shards}`, () => {
    it('answers every malformed request of every operation without a 5xx', { timeout: 600_000 }, async () => {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const operations = shardOf(listOperations(document), shard, shards).sort((a, b) => rank(a) - rank(b));
      const random = seededRandom(SEED);
      const knownBodyIds = await bodyIds();
      const walker = new SchemaWalker(document, (name) => knownBodyIds[name] ?? MISSING_UUID);

      const swept = new Set<string>();
      const failures: string[] = [];
      let requests = 0;
      for (const operation of operations) {
        const cases = casesFor(operation, { walker, random, pathIds: await pathIdsFor(operation) });
        for (const fuzzCase of cases) {
          const outcome = await outcomeOf(fuzzCase);
          requests += 1;
          if ('error' in outcome) failures.push(`${outcome.error}: ${describeCase(fuzzCase)}`);
          else if (outcome.status >= 500)
            failures.push(`${outcome.status} ${outcome.answer.slice(0, 200)}: ${describeCase(fuzzCase)}`);
        }
        swept.add(operation.key);
      }

      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const cpu = process.cpuUsage(cpuBefore);
      const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
      console.log(
        `fuzz sweep ${shard + 1}/${shards}: ${requests} requests over ${swept.size} operations in ${seconds} s (${cpuSeconds} s of CPU), ${failures.length} failed`,
      );
      expect(swept.size).toBe(shardOf(listOperations(document), shard, shards).length);
      if (failures.length > 0)
        expect.fail(`${failures.length} malformed requests drew a 5xx or no answer:\n\n${failures.join('\n\n')}`);
    });
  });
}

/** Every `shards`-th operation in key order, from `shard`: together the shards hold each operation once. */
export function shardOf(operations: Operation[], shard: number, shards: number): Operation[] {
  return [...operations].sort((a, b) => a.key.localeCompare(b.key)).filter((_, index) => index % shards === shard);
}
