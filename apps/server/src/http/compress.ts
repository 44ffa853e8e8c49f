import { gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { acceptsGzip, MIN_GZIP_BYTES } from '@/lib/encoded-json';

/**
 * Compresses every answer a client accepts compressed. The API's JSON answers, a few KB held in
 * memory, are gzipped in one synchronous call and sent with their length; pages, files and
 * anything else go through hono's `compress`, which streams. Streaming a 1–2 KB JSON answer
 * through a CompressionStream cost about a sixth of the app's CPU per order (docs/benchmarks.md).
 */
export function compressAnswers(): MiddlewareHandler {
  const streamed = compress();
  const answered = async () => {};
  return async (c, next) => {
    await next();
    if (isJsonToGzip(c)) await gzipJson(c);
    else await streamed(c, answered);
  };
}

function isJsonToGzip(c: Context): boolean {
  const { headers } = c.res;
  const length = headers.get('Content-Length');
  return (
    c.req.method !== 'HEAD' &&
    (length === null || Number(length) >= MIN_GZIP_BYTES) &&
    c.res.status !== 206 &&
    !headers.has('Content-Encoding') &&
    (headers.get('Content-Type') ?? '').startsWith('application/json') &&
    acceptsGzip(c.req.header('Accept-Encoding'))
  );
}

async function gzipJson(c: Context) {
  const { status, headers } = c.res;
  const json = new Uint8Array(await c.res.arrayBuffer());
  const answer = new Headers(headers);
  answer.delete('Content-Length');
  if (!/\baccept-encoding\b/i.test(answer.get('Vary') ?? '')) answer.append('Vary', 'Accept-Encoding');
  const small = json.byteLength < MIN_GZIP_BYTES;
  if (!small) answer.set('Content-Encoding', 'gzip');
  // Unset first: assigning over an answer would merge the two and stream the new body.
  c.res = undefined;
  c.res = new Response(small ? json : gzipSync(json), { status, headers: answer });
}
