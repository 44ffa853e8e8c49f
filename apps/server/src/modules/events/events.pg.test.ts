import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';

/**
 * Two instances on one PostgreSQL: an event raised on one reaches an SSE client connected
 * to the other, through LISTEN/NOTIFY. (Runs in the PostgreSQL pass of the tests.)
 */
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  first = await createTestServer();
  second = await createTestServer({ databaseUrl: first.config.databaseUrl });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, marker: string, timeoutMs = 5000) {
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + timeoutMs;
  while (!text.includes(marker)) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new Error(`"${marker}" jamais reçu; reçu: ${text}`);
    const chunk = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`délai dépassé; reçu: ${text}`)), remaining)),
    ]);
    if (chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text;
}

describe('realtime across instances', () => {
  it('delivers an event raised on one instance to an SSE client of the other', async () => {
    expect(first.deps.database.kind).toBe('postgres');
    const cookie = await second.signIn(DEMO.customer);
    const { user } = await (await second.request('/auth/session', { cookie })).json();

    const response = await second.request('/events', { cookie });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    await readUntil(reader, 'event: ready');

    const orderId = randomUUID();
    await first.deps.events.publish(first.deps.db, {
      type: 'order',
      userIds: [user.id],
      data: { orderId, businessId: null, status: 'confirmed' },
    });
    const text = await readUntil(reader, 'event: order');
    expect(text).toContain(`"orderId":"${orderId}"`);
    await reader.cancel();
  });
});
