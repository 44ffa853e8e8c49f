import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delivery, MAQUIS, menuItem, newCustomer } from '@/modules/orders/orders.fixtures';
import { createTestServer, type TestServer } from '@/test/harness';
import { acceptsGzip } from './encoded-json';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['identity, *;q=0', false],
    ['br', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('cached public answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  it('are the same JSON gzipped for a phone that accepts gzip and plain for a client that does not', async () => {
    for (const path of ['/home', '/search?q=riz', '/search/suggestions?q=po']) {
      const plain = await server.request(path);
      const zipped = await server.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(plain.status).toBe(200);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(zipped.headers.get('content-type')).toBe('application/json');
      expect(zipped.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
      const text = await plain.text();
      const body = Buffer.from(await zipped.arrayBuffer());
      const unzipped =
        zipped.headers.get('content-encoding') === 'gzip' ? gunzipSync(body).toString() : body.toString();
      expect(JSON.parse(unzipped)).toEqual(JSON.parse(text));
    }
    // The home page is big enough to be worth compressing.
    const home = await server.request('/home', { headers: { 'accept-encoding': 'gzip' } });
    expect(home.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('the busiest writes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  const zipped = { 'accept-encoding': 'gzip, deflate, br' };
  const unzip = async (response: Response) =>
    JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString());

  it('answer a placed order and its replay gzipped to a phone, and plain to a client that does not accept gzip', async () => {
    const { cookie } = await newCustomer(server);
    const riz = await menuItem(server, MAQUIS, 'Riz gras au mouton');
    const added = await server.request('/cart/items', {
      cookie,
      json: { menuItemId: riz.id, quantity: 2 },
      headers: zipped,
    });
    expect(added.status).toBe(200);
    const plainCart = await server.request('/cart', { cookie });
    expect(plainCart.headers.get('content-encoding')).toBeNull();
    expect((await plainCart.json()).cart.items).toMatchObject([{ menuItemId: riz.id, quantity: 2 }]);

    const place = (headers: Record<string, string>) =>
      server.request('/orders', { cookie, json: delivery, headers: { 'idempotency-key': 'gzip-order', ...headers } });
    const placed = await place(zipped);
    expect(placed.status).toBe(201);
    expect(placed.headers.get('content-encoding')).toBe('gzip');
    expect(placed.headers.get('vary')).toMatch(/accept-encoding/i);
    const { order } = await unzip(placed);
    expect(order).toMatchObject({ businessName: MAQUIS, items: [{ quantity: 2 }] });

    const replayed = await place({});
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.headers.get('content-encoding')).toBeNull();
    expect((await replayed.json()).order.orderNumber).toBe(order.orderNumber);
  });
});
