import { gzipSync } from 'node:zlib';
import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';

/**
 * A JSON answer serialized once and gzipped once, to be kept in a public cache and sent many
 * times. Serializing and compressing on every request cost most of a cached read (the compress
 * middleware streams each body through CompressionStream): measured in docs/benchmarks.md.
 */
export interface EncodedJson<T> {
  text: string;
  /** Absent for small bodies, which are sent as they are. */
  gzip?: Uint8Array<ArrayBuffer>;
  /** Carries the value's type to `sendEncodedJson`; never set. */
  readonly value?: T;
}

/** The compress middleware's own threshold: below it gzip saves too little to be worth it. */
export const MIN_GZIP_BYTES = 1024;

export function encodeJson<T>(value: T): EncodedJson<T> {
  const text = JSON.stringify(value);
  return { text, gzip: Buffer.byteLength(text) >= MIN_GZIP_BYTES ? new Uint8Array(gzipSync(text)) : undefined };
}

/**
 * Sends an encoded answer: the gzip bytes to a client that accepts gzip (the compress middleware
 * leaves a body that already has a Content-Encoding alone), else the text.
 */
export function sendEncodedJson<T>(c: Context, encoded: EncodedJson<T>): TypedResponse<JSONParsed<T>, 200, 'json'> {
  return sendEncoded(c, encoded, 200);
}

function sendEncoded<T, S extends ContentfulStatusCode>(
  c: Context,
  encoded: EncodedJson<T>,
  status: S,
): TypedResponse<JSONParsed<T>, S, 'json'> {
  c.header('Vary', 'Accept-Encoding');
  c.header('Content-Type', 'application/json');
  if (encoded.gzip && acceptsGzip(c.req.header('accept-encoding'))) {
    c.header('Content-Encoding', 'gzip');
    return c.body(encoded.gzip, status) as unknown as TypedResponse<JSONParsed<T>, S, 'json'>;
  }
  // Its length tells the compress middleware a small answer is not worth reading again.
  c.header('Content-Length', String(Buffer.byteLength(encoded.text)));
  return c.body(encoded.text, status) as unknown as TypedResponse<JSONParsed<T>, S, 'json'>;
}

/**
 * `c.json`, gzipped here for a client that accepts it: for the busiest answers (the cart's, a
 * placed order's), which the compress middleware would otherwise read back from the finished
 * answer to gzip them, at about a twentieth of the app's CPU per order (docs/benchmarks.md).
 */
export function sendJson<T, S extends ContentfulStatusCode>(
  c: Context,
  value: T,
  status: S,
): TypedResponse<JSONParsed<T>, S, 'json'> {
  const encoded = acceptsGzip(c.req.header('accept-encoding')) ? encodeJson(value) : { text: JSON.stringify(value) };
  return sendEncoded(c, encoded, status);
}

/** `gzip` (or `*`) listed without `q=0`. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const refused = params.some((p) => /^q=0(\.0*)?$/.test(p));
    if (name === 'gzip') return !refused;
    if (name === '*') wildcard = !refused;
  }
  return wildcard;
}
