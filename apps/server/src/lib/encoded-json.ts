import { gzipSync } from 'node:zlib';
import type { Context, TypedResponse } from 'hono';
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
 * Sends an encoded answer with status 200: the gzip bytes to a client that accepts gzip (the
 * compress middleware leaves a body that already has a Content-Encoding alone), else the text.
 */
export function sendEncodedJson<T>(c: Context, encoded: EncodedJson<T>): TypedResponse<JSONParsed<T>, 200, 'json'> {
  c.header('Vary', 'Accept-Encoding');
  c.header('Content-Type', 'application/json');
  if (encoded.gzip && acceptsGzip(c.req.header('accept-encoding'))) {
    c.header('Content-Encoding', 'gzip');
    return c.body(encoded.gzip, 200) as unknown as TypedResponse<JSONParsed<T>, 200, 'json'>;
  }
  // Its length tells the compress middleware a small answer is not worth reading again.
  c.header('Content-Length', String(Buffer.byteLength(encoded.text)));
  return c.body(encoded.text, 200) as unknown as TypedResponse<JSONParsed<T>, 200, 'json'>;
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
