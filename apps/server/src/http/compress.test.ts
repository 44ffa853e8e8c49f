import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressAnswers } from './compress';

const big = { items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Poulet braisé n° ${i}` })) };
const app = new Hono();
app.use('*', compressAnswers());
app.post('/big', (c) => {
  c.header('Set-Cookie', 'a=1');
  c.header('Set-Cookie', 'b=2', { append: true });
  return c.json(big, 201);
});
app.get('/small', (c) => c.json({ ok: true }));
app.get('/page', (c) => c.html(`<p>${'Livraison à Conakry. '.repeat(200)}</p>`));

const gzip = { 'accept-encoding': 'gzip, deflate, br' };

describe('compressAnswers', () => {
  it('gzips a JSON answer whole, keeping its status and headers', async () => {
    const res = await app.request('/big', { method: 'POST', headers: gzip });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(JSON.stringify(big).length / 2);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(big);
  });

  it('sends a small JSON answer as it is', async () => {
    const res = await app.request('/small', { headers: gzip });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ ok: true });
  });

  it('sends plain JSON to a client that does not accept gzip', async () => {
    const res = await app.request('/big', { method: 'POST', headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual(big);
  });

  it('still compresses pages', async () => {
    const res = await app.request('/page', { headers: gzip });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('Livraison à Conakry.');
  });
});
