import { MESSAGES } from '@livra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';

let server: TestServer;
let customer: string;

beforeAll(async () => {
  server = await createTestServer();
  customer = await server.signIn(DEMO.customer);
});
afterAll(() => server?.close());

/** Marks every notification read: a body-less state change a forged form would aim at. */
const readAll = (headers: Record<string, string>, body?: BodyInit) =>
  server.request('/notifications/read-all', { method: 'POST', cookie: customer, headers, body });

async function expectRefusedCrossSite(response: Response) {
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ error: MESSAGES.crossSiteRequest, code: 'cross_site_request' });
}

async function expectUnsupported(response: Response) {
  expect(response.status).toBe(415);
  expect(await response.json()).toEqual({ error: MESSAGES.jsonOnly, code: 'unsupported_media_type' });
}

describe('state-changing requests from another site (CSRF)', () => {
  it('refuses a foreign Origin, even with a valid session and JSON body', async () => {
    await expectRefusedCrossSite(await readAll({ origin: 'https://evil.example' }));
    await expectRefusedCrossSite(
      await server.request('/cart/items', {
        cookie: customer,
        headers: { origin: 'https://evil.example' },
        json: { menuItemId: 'x', quantity: 1 },
      }),
    );
  });

  it('refuses the `null` Origin a browser sends when the page hides its address', async () => {
    await expectRefusedCrossSite(await readAll({ origin: 'null' }));
  });

  it('accepts the app itself and the trusted origins', async () => {
    expect((await readAll({ origin: server.config.appUrl })).status).toBe(200);
    expect((await readAll({ origin: 'http://localhost:5173' })).status).toBe(200);
  });

  it('falls back to Sec-Fetch-Site, then to Referer, when Origin is missing', async () => {
    await expectRefusedCrossSite(await readAll({ origin: '', 'sec-fetch-site': 'cross-site' }));
    await expectRefusedCrossSite(await readAll({ origin: '', 'sec-fetch-site': 'same-site' }));
    expect((await readAll({ origin: '', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    await expectRefusedCrossSite(await readAll({ origin: '', referer: 'https://evil.example/page' }));
    expect((await readAll({ origin: '', referer: `${server.config.appUrl}/dashboard` })).status).toBe(200);
  });

  it('lets through a client that sends none of them (curl, an app): no browser can be made to', async () => {
    const response = await server.app.request('/api/notifications/read-all', {
      method: 'POST',
      headers: { cookie: customer },
    });
    expect(response.status).toBe(200);
  });

  it('leaves reads alone: a GET from anywhere is answered', async () => {
    const response = await server.request('/cart', { cookie: customer, headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(200);
  });
});

describe('content types a cross-site form can send', () => {
  it('refuses form content types on a body-less POST', async () => {
    await expectUnsupported(await readAll({ 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'));
    await expectUnsupported(await readAll({ 'content-type': 'text/plain' }, 'x'));
    const form = new FormData();
    form.set('a', '1');
    await expectUnsupported(
      await server.request('/notifications/read-all', { method: 'POST', cookie: customer, body: form }),
    );
  });

  it('refuses text/plain and forms on a JSON route, with the French message', async () => {
    const body = JSON.stringify({ email: DEMO.customer, password: 'demo1234' });
    await expectUnsupported(
      await server.request('/auth/sign-in', { method: 'POST', headers: { 'content-type': 'text/plain' }, body }),
    );
    await expectUnsupported(
      await server.request('/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=a',
      }),
    );
  });

  it('accepts multipart only on the upload routes that declare it', async () => {
    const form = new FormData();
    form.set('file', new Blob(['not an image'], { type: 'image/png' }), 'photo.png');
    const upload = await server.request('/me/profile/photo', { method: 'POST', cookie: customer, body: form });
    expect(upload.status).not.toBe(415);
    await expectUnsupported(
      await server.request('/me/profile/photo', {
        method: 'POST',
        cookie: customer,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'file=x',
      }),
    );
  });
});
