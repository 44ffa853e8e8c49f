import { MESSAGES } from '@livra/shared';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';

export const MAX_BODY_BYTES = 6 * 1024 * 1024;
/** How much of a refused body is read and thrown away so the client gets its 413. */
const DISCARD_MAX_BYTES = 64 * 1024 * 1024;
const DISCARD_MAX_MS = 30_000;

/**
 * Refuses bodies over 6 MB with a 413 the client can read. hono/body-limit answers while
 * the client is still sending and leaves the rest unread: the node adapter then closes the
 * socket with data pending, the kernel resets the connection, and the client (a browser
 * uploading a photo on a slow network) sees a network error instead of the 413. So the
 * rest of the body is read and discarded first (within bounds, against clients that never
 * stop) and the answer closes the connection.
 */
export const limitBody = createMiddleware<AppEnv>(async (c, next) => {
  // GET and HEAD carry no body; asking for one makes the node adapter build a full Request,
  // a third of what a cached read costs (docs/benchmarks.md).
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const length = c.req.header('content-length');
  const declared = length === undefined ? undefined : Number(length);
  // Node's HTTP parser hands a route exactly the length a request declares, never more. So a body
  // declared within bounds is left to the route, which the node adapter then reads straight from
  // the socket: reading it here built two web Requests and a stream for every JSON body, about a
  // twentieth of the app's CPU per order (docs/benchmarks.md, issue 13).
  if (declared !== undefined && declared <= MAX_BODY_BYTES) return next();
  const body = c.req.raw.body;
  if (!body) return next();
  const reader = body.getReader();
  const read = declared !== undefined ? undefined : await readUpTo(reader, MAX_BODY_BYTES);
  if (!read) {
    await discardRest(reader);
    return tooLarge(c);
  }
  c.req.raw = new Request(c.req.raw, { body: read });
  return next();
});

export function tooLarge(c: Context) {
  c.header('Connection', 'close');
  return c.json({ error: MESSAGES.requestTooLarge, code: 'too_large' }, 413);
}

/** The whole body, or undefined as soon as it passes `max` bytes. */
async function readUpTo(reader: ReadableStreamDefaultReader<Uint8Array>, max: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, size);
    size += value.length;
    if (size > max) return undefined;
    chunks.push(value);
  }
}

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const deadline = Date.now() + DISCARD_MAX_MS;
  let size = 0;
  try {
    while (size <= DISCARD_MAX_BYTES && Date.now() < deadline) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.length;
    }
  } catch {
    // The client went away: nobody is left to answer.
  }
  await reader.cancel().catch(() => {});
}
