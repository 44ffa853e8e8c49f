import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '@/test/images';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';

let server: TestServer;
let listening: ServerType;
let port: number;
let customer: string;

beforeAll(async () => {
  server = await createTestServer();
  customer = await server.signIn(DEMO.customer);
  // A real socket, served like main.ts does: the reset only shows on one.
  listening = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => listening.once('listening', resolve));
  port = (listening.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => listening?.close(resolve));
  await server?.close();
});

const MB = 1024 * 1024;

/**
 * Sends `size` bytes like a phone on a slow network (64 KB every few ms), then reads the
 * answer the way browsers do for an upload: the outcome is the status and body, or the
 * network error the user would see instead.
 */
function sendLargeBody(
  path: string,
  options: { size: number; contentType: string; chunked?: boolean; paceMs?: number },
) {
  return new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    const headers: Record<string, string | number> = {
      'content-type': options.contentType,
      origin: server.config.appUrl,
      cookie: customer,
    };
    if (!options.chunked) headers['content-length'] = options.size;
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers, agent: false });
    let answered = false;
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        answered = true;
        resolve({ status: res.statusCode ?? 0, body });
      });
      res.on('error', (error) => !answered && resolve({ error: String(error) }));
    });
    req.on('error', (error) => !answered && resolve({ error: String(error) }));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const writeMore = () => {
      if (req.destroyed) return;
      if (sent >= options.size) return void req.end();
      sent += chunk.length;
      req.write(chunk);
      setTimeout(writeMore, options.paceMs ?? 0);
    };
    writeMore();
  });
}

describe('an oversized body', () => {
  const cases = [
    { name: 'JSON with its length announced', path: '/api/auth/sign-in', contentType: 'application/json' },
    { name: 'JSON sent in chunks', path: '/api/auth/sign-in', contentType: 'application/json', chunked: true },
    {
      name: 'an upload with its length announced',
      path: '/api/me/profile/photo',
      contentType: 'multipart/form-data; boundary=x',
    },
    {
      name: 'an upload sent in chunks',
      path: '/api/me/profile/photo',
      contentType: 'multipart/form-data; boundary=x',
      chunked: true,
    },
  ];
  for (const { name, ...request } of cases) {
    it(`is answered 413 in French, never a reset: ${name}`, async () => {
      const outcome = await sendLargeBody(request.path, { ...request, size: 10 * MB, paceMs: 2 });
      expect(outcome).toMatchObject({ status: 413 });
      expect(JSON.parse((outcome as { body: string }).body)).toMatchObject({ code: 'too_large' });
    });
  }
});

/** Sends `body` at once with its length announced, as a browser sends a form or a JSON request. */
function sendBody(path: string, body: Buffer, contentType: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const headers = {
      'content-type': contentType,
      'content-length': body.length,
      origin: server.config.appUrl,
      cookie: customer,
    };
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers, agent: false });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

// A body whose announced length is within bounds goes to the route untouched (body-limit.ts):
// both kinds of body a route reads still arrive whole over a real socket.
describe('a body within bounds, its length announced', () => {
  it('reaches a JSON route whole', async () => {
    const body = Buffer.from(JSON.stringify({ email: DEMO.customer, password: 'demo1234' }));
    const outcome = await sendBody('/api/auth/sign-in', body, 'application/json');
    expect(outcome.status).toBe(200);
    expect(JSON.parse(outcome.body)).toMatchObject({ user: { email: DEMO.customer } });
  });

  it('reaches an upload route whole', async () => {
    const form = new FormData();
    form.set('file', tinyPng('photo.png'));
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const outcome = await sendBody('/api/me/profile/photo', body, encoded.headers.get('content-type') ?? '');
    expect(outcome.status).toBe(200);
    expect(JSON.parse(outcome.body).profileImage).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
  });
});
