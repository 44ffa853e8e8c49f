import { MESSAGES } from '@livra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '@/test/harness';
import { newCustomer } from '@/modules/customers/testing';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const address = { label: 'Maison', address: 'Kipé, Ratoma', city: 'Conakry' };

async function expectRefused(response: Response) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: MESSAGES.unstorableText, code: 'invalid_text' });
}

async function addressesOf(cookie: string) {
  return ((await (await server.request('/me/addresses', { cookie })).json()) as { addresses: unknown[] }).addresses;
}

describe('text PostgreSQL cannot store is refused at the edge, on every route', () => {
  it('refuses a NUL character in a query string', async () => {
    await expectRefused(await server.request('/search/suggestions?q=riz%00'));
    await expectRefused(await server.request('/search?q=riz%00'));
    await expectRefused(await server.request('/search?q%00=riz'));
  });

  it('refuses a NUL character in a path parameter', async () => {
    const { cookie } = await newCustomer(server, 'nul-path@example.gn');
    const created = await server.request('/me/addresses', { cookie, json: address });
    const { id } = await created.json();
    await expectRefused(
      await server.request(`/me/addresses/${id}%00`, { cookie, method: 'PATCH', json: { label: 'Bureau' } }),
    );
    expect(await addressesOf(cookie)).toEqual([expect.objectContaining({ id, label: 'Maison' })]);
  });

  it('refuses a NUL character in any JSON text field, however deep, and writes nothing', async () => {
    const { cookie } = await newCustomer(server, 'nul-json@example.gn');
    await expectRefused(await server.request('/me/addresses', { cookie, json: { ...address, label: 'Maison\u0000' } }));
    await expectRefused(
      await server.request('/me/addresses', { cookie, json: { ...address, extra: [{ note: 'a\u0000b' }] } }),
    );
    await expectRefused(await server.request('/me/addresses', { cookie, json: { ...address, 'clé\u0000': 1 } }));
    expect(await addressesOf(cookie)).toEqual([]);
  });

  it('refuses a lone UTF-16 surrogate (half an emoji) in JSON, and writes nothing', async () => {
    const { cookie } = await newCustomer(server, 'surrogate@example.gn');
    const body = JSON.stringify({ ...address, label: 'Maison \ud83d' });
    expect(body).toContain('\\ud83d');
    const response = await server.request('/me/addresses', {
      cookie,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    await expectRefused(response);
    expect(await addressesOf(cookie)).toEqual([]);
    // A whole emoji is fine.
    const emoji = await server.request('/me/addresses', { cookie, json: { ...address, label: 'Maison 🏠' } });
    expect(emoji.status).toBe(201);
  });

  it('refuses a NUL character in a form text field', async () => {
    const { cookie } = await newCustomer(server, 'nul-form@example.gn');
    const form = new FormData();
    form.set('file', 'x\u0000y');
    await expectRefused(await server.request('/me/profile/photo', { method: 'POST', cookie, body: form }));
  });

  it('still answers a malformed JSON or form body with a 400 of its own', async () => {
    const { cookie } = await newCustomer(server, 'malformed@example.gn');
    const json = await server.request('/me/addresses', {
      cookie,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"label":',
    });
    expect(json.status).toBe(400);
    expect((await json.json()).code).toBe('invalid_json');
    const form = await server.request('/me/profile/photo', {
      cookie,
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nnot a part',
    });
    expect(form.status).toBe(400);
  });

  it('leaves percent-encoded text that is not UTF-8 as it is (storable), never a 500', async () => {
    const response = await server.request('/search/suggestions?q=riz%ED%A0%80');
    expect(response.status).toBe(200);
  });
});
