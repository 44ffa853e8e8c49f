import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO, type TestServer } from '../../test/harness';

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

    const closed = await server.request(`/partner/businesses/${id}`, { method: 'PATCH', cookie, json: { isOpen: false } });
    expect(closed.status).toBe(200);

    const after = await (await server.request(`/businesses/${id}`)).json();
    expect(after.isOpen).toBe(false);
  });
});
