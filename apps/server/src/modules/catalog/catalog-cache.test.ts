import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

describe('public catalog caches', () => {
  it('show a partner closing their business at once, though the page was cached', async () => {
    const cookie = await server.signIn(DEMO.partner);
    const { businesses } = await (await server.request('/partner/businesses', { cookie })).json();
    const id = businesses[0].id as string;

    const before = await (await server.request(`/businesses/${id}`)).json();
    expect(before.isOpen).toBe(true);

    const closed = await server.request(`/partner/businesses/${id}`, {
      method: 'PATCH',
      cookie,
      json: { isOpen: false },
    });
    expect(closed.status).toBe(200);

    const after = await (await server.request(`/businesses/${id}`)).json();
    expect(after.isOpen).toBe(false);
  });

  it('are never answered to a server from the copies of another server that ran before it in the process', async () => {
    const first = await createTestServer();
    const [business] = await first.deps.db.select().from(businesses).limit(1);
    try {
      // Written behind the API's back, so only the cache can carry it over to the next server.
      await first.deps.db.update(businesses).set({ name: 'Nom de l’autre base' }).where(eq(businesses.id, business.id));
      expect((await (await first.request(`/businesses/${business.id}`)).json()).name).toBe('Nom de l’autre base');
    } finally {
      await first.close();
    }
    const second = await createTestServer();
    try {
      expect((await (await second.request(`/businesses/${business.id}`)).json()).name).toBe(business.name);
    } finally {
      await second.close();
    }
  });
});
