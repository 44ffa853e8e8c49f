import { required } from '@livra/shared';
import autocannon from 'autocannon';
import type { LoadJob, LoadResult, Measured } from './load';

// The load generator, in its own process (forked by load.ts) so that autocannon's work does
// not share an event loop with the server it measures. It runs one job per message and
// answers with the figures.

/** Idempotency keys, unique over every job of this process: a repeated key would replay an order. */
let keys = 0;

// Forked with an IPC channel by the bench, so `process.send` exists; checked once, with a clear error.
const send = required(process.send, 'process.send (load-client must be forked with IPC)').bind(process);

process.on('message', async (job: LoadJob) => {
  try {
    const result = job.kind === 'reads' ? await runReads(job) : await runOrders(job);
    send({ ok: true, result });
  } catch (error) {
    send({ ok: false, error: (error as Error).stack ?? String(error) });
  }
});

/** GET the paths in turn: each request takes the next one, whatever its connection. */
async function runReads(job: Extract<LoadJob, { kind: 'reads' }>): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.duration,
    headers: job.headers,
    requests: [
      { method: 'GET', setupRequest: (request) => ({ ...request, path: job.paths[next++ % job.paths.length] }) },
    ],
  });
  const measured: Measured = {
    requests: result.requests.total,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    sent: next,
    repeated: Math.max(0, next - job.paths.length),
  };
  return { main: measured };
}

/**
 * Each connection takes an idle customer, adds their item to the cart, places the order with a
 * fresh Idempotency-Key, and gives the customer back. The two kinds of request are timed
 * apart: autocannon calls `onResponse` and then emits `response` with the latency, in the
 * same tick, so the last `onResponse` says which kind the latency belongs to.
 */
async function runOrders(job: Extract<LoadJob, { kind: 'orders' }>): Promise<LoadResult> {
  const idle = [...job.customers];
  let lastKind: 'cart' | 'order' = 'cart';
  const samples = { cart: [] as number[], order: [] as number[] };
  const failures = { cart: 0, order: 0 };
  const json = { 'content-type': 'application/json', 'accept-encoding': 'gzip' };

  const instance = autocannon<{ customer?: (typeof idle)[number] }>({
    url: job.url,
    connections: job.connections,
    duration: job.duration,
    requests: [
      {
        method: 'POST',
        path: '/api/cart/items',
        setupRequest: (request, context) => {
          context.customer = idle.shift();
          if (!context.customer) throw new Error('Plus de client libre : il en faut au moins un par connexion');
          const { cookie, menuItemId } = context.customer;
          return { ...request, headers: { ...json, cookie }, body: JSON.stringify({ menuItemId, quantity: 2 }) };
        },
        onResponse: (status) => {
          lastKind = 'cart';
          if (status !== 200) failures.cart++;
        },
      },
      {
        method: 'POST',
        path: '/api/orders',
        setupRequest: (request, context) => ({
          ...request,
          headers: {
            ...json,
            cookie: required(context.customer, 'client de la connexion').cookie,
            'idempotency-key': `bench-${process.pid}-${++keys}`,
          },
          body: JSON.stringify(job.orderBody),
        }),
        onResponse: (status, body, context) => {
          lastKind = 'order';
          if (status !== 201) {
            if (failures.order++ === 0) console.error(`Commande refusée (${status}) : ${body.slice(0, 300)}`);
          }
          if (context.customer) idle.push(context.customer);
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => samples[lastKind].push(responseTime));
  const result = await instance;
  const summarize = (kind: 'cart' | 'order'): Measured => ({
    requests: samples[kind].length,
    rps: samples[kind].length / result.duration,
    p50: percentile(samples[kind], 50),
    p99: percentile(samples[kind], 99),
    failures: failures[kind],
  });
  return { main: summarize('order'), extra: summarize('cart') };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
