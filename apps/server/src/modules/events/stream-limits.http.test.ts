import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@livra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { STREAMS_PER_USER } from './stream-limits';
import { openStreamCount } from './streams.service';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

/** Reads a stream until `marker` (or its end), failing after a few seconds. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, marker: string, timeoutMs = 5000) {
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + timeoutMs;
  while (!text.includes(marker)) {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`"${marker}" jamais reçu; reçu: ${text}`)), deadline - Date.now()),
    );
    const chunk = await Promise.race([reader.read(), timeout]);
    if (chunk.done) return { text, done: true };
    text += decoder.decode(chunk.value, { stream: true });
  }
  return { text, done: false };
}

describe('GET /api/events', () => {
  it(`keeps at most ${STREAMS_PER_USER} streams per user: a new one closes the oldest, which is told why`, async () => {
    const cookie = await server.signIn(DEMO.customer);
    const readers: ReadableStreamDefaultReader<Uint8Array>[] = [];
    for (let i = 0; i <= STREAMS_PER_USER; i++) {
      const reader = (await server.request('/events', { cookie })).body!.getReader();
      await readUntil(reader, 'event: ready');
      readers.push(reader);
    }
    const oldest = await readUntil(readers[0]!, 'event: superseded');
    expect(oldest.text).toContain('event: superseded');
    expect((await readers[0]!.read()).done).toBe(true);
    // The others are still open.
    await server.deps.events.publish(server.deps.db, {
      type: 'cart',
      userIds: [(await (await server.request('/auth/session', { cookie })).json()).user.id],
      data: { cartId: randomUUID() },
    });
    for (const reader of readers.slice(1)) expect((await readUntil(reader, 'event: cart')).done).toBe(false);
    await Promise.all(readers.slice(1).map((reader) => reader.cancel()));
  });
});

describe('GET /api/events on an instance at its cap (EVENT_STREAMS_MAX)', () => {
  it('refuses a stream past the cap with a French 503, and takes one again once a place is free', async () => {
    const capped = await createTestServer({ eventStreamsMax: 2 });
    try {
      const open = async (email: string) => capped.request('/events', { cookie: await capped.signIn(email) });
      const first = (await open(DEMO.customer)).body!.getReader();
      const second = (await open(DEMO.partner)).body!.getReader();
      await readUntil(first, 'event: ready');
      await readUntil(second, 'event: ready');

      const refused = await open(DEMO.driver);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ error: MESSAGES.liveStreamsFull, code: 'live_streams_full' });
      expect(openStreamCount(capped.deps)).toBe(2);

      await first.cancel();
      await expect.poll(() => openStreamCount(capped.deps)).toBe(1);
      const third = (await open(DEMO.driver)).body!.getReader();
      expect((await readUntil(third, 'event: ready')).done).toBe(false);
      await Promise.all([second.cancel(), third.cancel()]);
    } finally {
      await capped.close();
    }
  });
});
