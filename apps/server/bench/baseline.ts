import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One captured answer of the app: replayed byte for byte by the baseline. */
export interface Captured {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

// Connection management is each server's own business, not part of the answer.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/**
 * Asks the app for `path` once, with the headers the load will send (so a gzip answer is
 * captured gzipped), and keeps status, headers and raw body bytes. node:http rather than
 * fetch, because fetch would decompress the body.
 */
export function capture(baseUrl: string, path: string, headers: Record<string, string>): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, baseUrl), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: keepHeaders(res.headers), body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function keepHeaders(headers: IncomingHttpHeaders): Captured['headers'] {
  const kept: Captured['headers'] = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

/**
 * The baseline: a bare node:http server answering each captured path from memory with the
 * same status, headers and bytes — what the app would cost if it did no work at all.
 */
export async function startBaseline(answers: Map<string, Captured>): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    res.end(answer.body);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
