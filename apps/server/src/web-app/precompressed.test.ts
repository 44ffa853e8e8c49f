import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';

// The build writes `file.br` and `file.gz` beside each script and stylesheet
// (apps/web/vite-precompress.ts); the bytes here stand for them, so that the test sees which one is sent.
const SCRIPT = 'export const app = 1;\n'.repeat(200);
const BROTLI = 'brotli bytes';
const GZIP = 'gzip bytes';

let server: TestServer;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'livra-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(webDist, 'assets', 'index-abc123.js.br'), BROTLI);
  writeFileSync(join(webDist, 'assets', 'index-abc123.js.gz'), GZIP);
  server = await createTestServer({}, { webDist });
});
afterAll(async () => {
  await server?.close();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

const script = (acceptEncoding?: string) =>
  server.app.request('/assets/index-abc123.js', {
    headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
  });

describe('scripts as the build compressed them', () => {
  it('sends the brotli copy to a browser that accepts it, the gzip copy to one that accepts only gzip', async () => {
    const brotli = await script('gzip, deflate, br, zstd');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe(BROTLI);
    const gzip = await script('gzip, deflate');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(GZIP);
    for (const response of [brotli, gzip]) {
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
    }
  });

  it('sends the script itself to a client that accepts no encoding', async () => {
    const plain = await script();
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });
});
