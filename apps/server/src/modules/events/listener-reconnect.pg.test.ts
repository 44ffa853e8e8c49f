import { randomUUID } from 'node:crypto';
import { STREAM_READY_EVENT } from '@livra/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { openEventStream, type SseFrame } from '@/test/sse';

/**
 * The connection an instance LISTENs on can die (PostgreSQL restarted, the connection killed or
 * dropped by the network). (Runs in the PostgreSQL pass of the tests.)
 */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

/** Ends this database's LISTENing connection from the server side, as a restart would. */
async function killListener(): Promise<number> {
  const result = (await server.deps.db.execute(
    sql`select pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`,
  )) as unknown as { rows: { pid: number }[] };
  for (const { pid } of result.rows) await server.deps.db.execute(sql`select pg_terminate_backend(${pid})`);
  return result.rows.length;
}

const isReady = (frame: SseFrame) => frame.event === STREAM_READY_EVENT;

describe('realtime after the listening connection is lost', () => {
  it('ends the streams that may have missed events once it listens again, and delivers what follows', async () => {
    const cookie = await server.signIn(DEMO.customer);
    const { user } = (await (await server.request('/auth/session', { cookie })).json()) as { user: { id: string } };
    // Twice: the second loss must be survived as well as the first.
    for (let loss = 1; loss <= 2; loss++) {
      const before = await openEventStream(server, cookie);
      await before.readUntil(isReady);
      expect(await killListener()).toBeGreaterThan(0);
      // Ended (not left open and silent): the browser reconnects and refreshes what it shows.
      await expect(before.readUntil(() => false, 10_000)).rejects.toThrow('flux fermé');

      const after = await openEventStream(server, cookie);
      try {
        await after.readUntil(isReady);
        const orderId = randomUUID();
        await server.deps.events.publish(server.deps.db, {
          type: 'order',
          userIds: [user.id],
          data: { orderId, businessId: null, status: 'confirmed' },
        });
        const frames = await after.readUntil((frame) => frame.event === 'order');
        expect(JSON.parse(frames.at(-1)?.data ?? '{}')).toMatchObject({ orderId });
      } finally {
        await after.close();
      }
    }
  });
});
