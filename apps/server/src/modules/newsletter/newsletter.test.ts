import { MESSAGES } from '@livra/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '@/db/schema/index';
import { createTestServer, type TestServer } from '@/test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

describe('newsletter', () => {
  it('stores a subscription once, and says so when the address is already in', async () => {
    const first = await server.request('/newsletter', { json: { email: '  Fanta.Conde@Example.GN ' } });
    expect(first.status).toBe(201);
    expect((await first.json()).message).toBe(MESSAGES.newsletterSubscribed);

    const again = await server.request('/newsletter', { json: { email: 'fanta.conde@example.gn' } });
    expect(again.status).toBe(200);
    expect((await again.json()).message).toBe(MESSAGES.newsletterAlreadySubscribed);

    const rows = await server.deps.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'fanta.conde@example.gn'));
    expect(rows).toHaveLength(1);
  });

  it('refuses an invalid address with a clear message', async () => {
    const response = await server.request('/newsletter', { json: { email: 'pas-un-email' } });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(MESSAGES.emailInvalid);
  });
});
