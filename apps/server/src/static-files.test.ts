import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const get = (path: string) => server.app.request(path);

describe('static files', () => {
  it('serves an uploaded file and a shipped image', async () => {
    mkdirSync(join(server.config.dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(server.config.dataDir, 'uploads', 'present.png'), 'png');
    expect((await get('/uploads/present.png')).status).toBe(200);
    const covers = readdirSync(join(import.meta.dirname, '../public/images/seed/covers'));
    expect((await get(`/images/seed/covers/${covers[0]}`)).status).toBe(200);
  });

  // The web app's index.html in their place would be cached by the browser as an image or a
  // script (hashed assets are immutable for a year).
  it('answers 404, never the web app, for a missing upload, image or asset', async () => {
    for (const path of [
      '/uploads/inconnu.png',
      '/uploads/',
      '/images/seed/covers/absente.svg',
      '/assets/index-0123abcd.js',
      '/assets/',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).not.toMatch(/html/);
    }
  });

  it('never serves a file outside the uploads folder, nor fails on a NUL character', async () => {
    writeFileSync(join(server.config.dataDir, 'secret-file'), 'TOP-SECRET');
    for (const path of ['/uploads/a%00.png', '/uploads/..%2fsecret-file', '/uploads/..%5csecret-file']) {
      const response = await get(path);
      expect(response.status, path).toBeLessThan(500);
      expect(await response.text(), path).not.toContain('TOP-SECRET');
    }
    expect((await get('/uploads/a%00.png')).status).toBe(404);
  });
});
