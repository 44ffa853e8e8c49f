import { MESSAGES } from '@livra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '@/test/harness';

/**
 * Two instances on one PostgreSQL database, as behind a load balancer: the throttles count
 * in the database, so alternating between them does not double a limit, and an instance that
 * restarts remembers. (Runs in the PostgreSQL pass of the tests: PGlite cannot be shared.)
 */
const LIMIT = 4;
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  first = await createTestServer({ signInAttemptsPerMinute: LIMIT });
  second = await createTestServer({ signInAttemptsPerMinute: LIMIT, databaseUrl: first.config.databaseUrl });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const wrongSignIn = (server: TestServer, email: string, remoteAddress: string) =>
  server.request('/auth/sign-in', { json: { email, password: 'wrong-pass' }, remoteAddress });

describe('throttles across instances', () => {
  it('hold at the configured number when sign-ins alternate between two instances', async () => {
    expect(first.deps.database.kind).toBe('postgres');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMIT + 2; attempt++) {
      const server = attempt % 2 === 0 ? first : second;
      statuses.push((await wrongSignIn(server, 'alterne@example.gn', `203.0.113.${attempt}`)).status);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429, 429]);
  });

  it('survive a restart of an instance', async () => {
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      expect((await wrongSignIn(second, 'redemarre@example.gn', '198.51.100.1')).status).toBe(401);
    }
    await second.close();
    second = await createTestServer({ signInAttemptsPerMinute: LIMIT, databaseUrl: first.config.databaseUrl });
    const after = await wrongSignIn(second, 'redemarre@example.gn', '198.51.100.2');
    expect(after.status).toBe(429);
    expect(((await after.json()) as { error: string }).error).toBe(MESSAGES.tooManyRequests);
  });
});
