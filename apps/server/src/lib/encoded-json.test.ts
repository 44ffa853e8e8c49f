import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
