import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';

let server: TestServer;
let customer: string;

beforeAll(async () => {
  server = await createTestServer();
  customer = await server.signIn(DEMO.customer);
});
afterAll(() => server?.close());

describe('security headers', () => {
  it('sends a policy that allows only the app’s own scripts, and the map tiles for images', async () => {
    const headers = (await server.app.request('/')).headers;
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("img-src 'self' data: https://tile.openstreetmap.org");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers.get('permissions-policy')).toContain('geolocation=(self)');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    // Plain http here: HSTS would mean nothing.
    expect(headers.get('strict-transport-security')).toBeNull();
  });

  it('asks for HSTS when the app is served over https', async () => {
    const https = await createTestServer({ appUrl: 'https://livra.gn' });
    try {
      expect((await https.app.request('/api/health')).headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await https.close();
    }
  });

  it('keeps personal answers out of every cache, public catalog reads cacheable', async () => {
    for (const path of ['/auth/session', '/cart', '/orders', '/notifications']) {
      const response = await server.request(path, { cookie: customer });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await server.request('/cart')).headers.get('cache-control')).toBe('no-store');
    expect((await server.request('/home')).headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  });

  it('serves the API docs without any inline script', async () => {
    const page = await (await server.app.request('/api/docs')).text();
    expect(page).not.toMatch(/<script>/);
    const start = await server.app.request('/api/docs/start.js');
    expect(start.status).toBe(200);
    expect(await start.text()).toContain('SwaggerUIBundle');
  });
});
