import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq, like } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { businesses, users } from '@/db/schema/index';
import { STREAMS_PER_USER } from '@/modules/events/stream-limits';
import { BENCH_AUTH_SECRET } from './app-server';
import { createBenchCustomers, createBenchSessions, type BenchCustomer } from './customers';
import type { BenchTarget } from './database';
import { serverStats, type ServerStats } from './server-stats';

/**
 * Realtime fan-out (issue 13): `streams` open /api/events streams — signed-in customers with
 * `tabs` tabs each, plus the partner's dashboard in STREAMS_PER_USER tabs — held by a child
 * process (fanout-client.ts), on one instance and on two sharing PostgreSQL. An admin changes
 * orders' statuses (the customer's tabs and the partner's get the event) and customers add to
 * their cart (their tabs get it), at `rate` requests per second; each event is timed from the
 * sending of its request to its arrival on each stream it concerns.
 *
 * Each customer's tabs connect from an address of their own in 127.0.0.0/8 (the loopback is the
 * whole /8 on Linux): the bench's app trusts no proxy (TRUST_PROXY=0), so the per-address limit
 * counts socket peers, and one address for all would cap the run at STREAMS_PER_ADDRESS streams.
 */

export interface StreamSpec {
  id: number;
  url: string;
  cookie: string;
  userId: string;
  localAddress: string;
}

export interface Trigger {
  kind: 'commande' | 'panier';
  url: string;
  method: 'POST';
  path: string;
  body: unknown;
  cookie: string;
  expectStatus: number;
  /** What the event says: `order:<id>:<status>` or `cart:<userId>`. */
  eventKey: string;
  /** The streams it concerns. */
  streamIds: number[];
}

export type FanoutJob =
  | { kind: 'open'; streams: StreamSpec[]; concurrency: number }
  | { kind: 'run'; triggers: Trigger[]; rate: number; graceMs: number }
  | { kind: 'status' }
  | { kind: 'close' };

export interface FanoutOpened {
  opened: number;
  failures: Record<string, number>;
  seconds: number;
  /** Streams open in the client after this batch (earlier ones may have been closed since). */
  open: number;
}

export interface FanoutRun {
  kinds: Partial<
    Record<
      Trigger['kind'],
      {
        changes: number;
        failedRequests: number;
        /** The statuses the failed requests got, or the socket error of those that got none, by count. */
        failedStatuses: Record<string, number>;
        latencies: number[];
        expected: number;
        missing: number;
        responseMs: number[];
      }
    >
  >;
}

export interface FanoutSettings {
  streams: number;
  tabs: number;
  /** Changes of each kind (order status, cart) per run. */
  changes: number;
  /** Change requests per second, both kinds together. */
  rate: number;
  /** Instance counts to run: 1 and/or 2 (two needs PostgreSQL). */
  instances: number[];
  /** Streams opened between two readings of the server (memory, descriptors, loop delay). */
  batch: number;
}

export interface FanoutRow {
  instances: number;
  kind: Trigger['kind'];
  streamsWanted: number;
  streamsOpen: number;
  streamsLost: number;
  changes: number;
  failedRequests: number;
  expected: number;
  delivered: number;
  p50: number;
  p95: number;
  max: number;
  /** The change request's own answer time: the event cannot beat the commit that precedes it. */
  responseP50: number;
  responseP95: number;
  /** Server memory per open stream (KiB), all instances together. */
  rssPerStreamKiB: number;
  heapPerStreamKiB: number;
  loopP99: number;
  /** Share of the change run the server spent in garbage collection (the busiest instance). */
  gcShare: number;
  gcMaxMs: number;
}

export interface RampStep extends ServerStats {
  openStreams: number;
  instances: number;
  streams: number;
  seconds: number;
  failures: Record<string, number>;
}

export const FANOUT_P95_AIM_MS = 200;
const ORDER_BODY = {
  deliveryMethod: 'delivery',
  deliveryAddress: 'Rue KA-020, Kaloum, Conakry',
  landmark: 'En face de la grande mosquée',
};
const DEMO_ADMIN = 'admin@livra.gn';
const DEMO_PARTNER = 'partenaire@livra.gn';
const DEMO_PASSWORD = 'demo1234';

/** A child process answering one message per job (fanout-client.ts, app-process.ts). */
function child(script: string, env?: NodeJS.ProcessEnv) {
  const process: ChildProcess = fork(fileURLToPath(new URL(script, import.meta.url)), {
    env: { ...globalThis.process.env, ...env },
  });
  const next = <T>(message?: unknown) =>
    new Promise<T>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`${script} s'est arrêté (code ${code})`));
      process.once('exit', onExit);
      process.once('message', (answer: T & { ok?: boolean; error?: string; result?: unknown }) => {
        process.off('exit', onExit);
        if (answer.ok === false) reject(new Error(answer.error));
        else resolve((answer.ok === true ? answer.result : answer) as T);
      });
      if (message !== undefined) process.send(message as object);
    });
  return { process, next };
}

/** Customer `i`'s address: 127.1.0.1, 127.1.0.2… (never .0 or .255 in the last byte). */
const addressOf = (i: number) => `127.${1 + Math.floor(i / 64_516)}.${Math.floor(i / 254) % 254}.${(i % 254) + 1}`;

interface Setup {
  customers: (BenchCustomer & { userId: string; orderId?: string })[];
  partner: { cookie: string; userId: string };
  adminCookie: string;
}

async function prepare(
  appUrl: string,
  db: Db,
  orderable: { businessId: string; menuItemId: string }[],
  settings: FanoutSettings,
  step: (text: string) => void,
): Promise<Setup> {
  const customerCount = Math.ceil((settings.streams - STREAMS_PER_USER) / settings.tabs);
  const emails = await createBenchCustomers(db, customerCount, 'fanout');
  const ids = new Map(
    (await db.select({ id: users.id, email: users.email }).from(users).where(like(users.email, 'client.fanout.%'))).map(
      (r) => [r.email, r.id],
    ),
  );
  // Every order at one business, run by the demo partner: their dashboard gets every change.
  const [{ businessId, menuItemId }] = orderable;
  const [partnerUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PARTNER));
  await db.update(businesses).set({ ownerId: partnerUser.id }).where(eq(businesses.id, businessId));
  const adminCookie = await signInDemo(appUrl, DEMO_ADMIN);
  const partnerCookie = await signInDemo(appUrl, DEMO_PARTNER);
  const userIds = emails.map((email) => ids.get(email) ?? '');
  const cookies = await createBenchSessions(db, userIds, BENCH_AUTH_SECRET);
  const customers: Setup['customers'] = emails.map((email, i) => ({
    email,
    userId: userIds[i],
    cookie: cookies[i],
    menuItemId,
  }));
  step(`Temps réel : ${customers.length} clients connectés ; une commande pour ${settings.changes} d'entre eux…`);

  const queue = customers.slice(0, Math.min(settings.changes, customers.length));
  async function worker() {
    for (let customer = queue.shift(); customer; customer = queue.shift()) {
      const headers = { cookie: customer.cookie, 'content-type': 'application/json' };
      const cart = await fetch(`${appUrl}/api/cart/items`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ menuItemId, quantity: 1 }),
      });
      if (cart.status !== 200) throw new Error(`Panier refusé : ${cart.status} ${await cart.text()}`);
      const placed = await fetch(`${appUrl}/api/orders`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': `fanout-${customer.userId}` },
        body: JSON.stringify(ORDER_BODY),
      });
      if (placed.status !== 201) throw new Error(`Commande refusée : ${placed.status} ${await placed.text()}`);
      customer.orderId = ((await placed.json()) as { order: { id: string } }).order.id;
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker));
  return { customers, partner: { cookie: partnerCookie, userId: partnerUser.id }, adminCookie };
}

/** A demo account (seed password), signed in through the real route. */
async function signInDemo(appUrl: string, email: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`Connexion de ${email} impossible : ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export interface FanoutRunOptions {
  target: BenchTarget;
  app: { url: string; db: Db; openStreams: () => number };
  orderable: { businessId: string; menuItemId: string }[];
  settings: FanoutSettings;
  step: (text: string) => void;
}

export async function measureFanout({ target, app, orderable, settings, step }: FanoutRunOptions) {
  const setup = await prepare(app.url, app.db, orderable, settings, step);
  /** Each order's status, so that every change is one (setting the same status sends nothing). */
  const statuses = new Map<string, string>();
  const rows: FanoutRow[] = [];
  const ramp: RampStep[] = [];
  const notes: string[] = [];
  const closedLeftOpen: number[] = [];

  for (const instances of settings.instances) {
    if (instances > 1 && target.kind !== 'postgres') {
      notes.push(`${instances} instances non mesurées : il faut PostgreSQL`);
      continue;
    }
    const extra = Array.from({ length: instances - 1 }, () =>
      child('./app-process.ts', { BENCH_APP_TARGET: JSON.stringify(target) }),
    );
    const client = child('./fanout-client.ts');
    try {
      const urls = [app.url];
      for (const instance of extra) urls.push((await instance.next<{ url: string }>()).url);
      const statsOf = async (reset = false): Promise<(ServerStats & { openStreams: number })[]> => [
        { ...serverStats(reset), openStreams: app.openStreams() },
        ...(
          await Promise.all(
            extra.map((e) => e.next<{ stats: ServerStats & { openStreams: number } }>({ kind: 'stats', reset })),
          )
        ).map((a) => a.stats),
      ];
      const total = (all: (ServerStats & { openStreams: number })[]) => ({
        openStreams: all.reduce((s, x) => s + x.openStreams, 0),
        rssMiB: all.reduce((s, x) => s + x.rssMiB, 0),
        heapMiB: all.reduce((s, x) => s + x.heapMiB, 0),
        fds: all.reduce((s, x) => s + x.fds, 0),
        loopP99: Math.max(...all.map((x) => x.loopP99)),
        loopMax: Math.max(...all.map((x) => x.loopMax)),
        gcMs: Math.max(...all.map((x) => x.gcMs)),
        gcMaxMs: Math.max(...all.map((x) => x.gcMaxMs)),
      });

      // Tab t of customer i on instance (i + t) % n, as a load balancer spreads connections.
      const specs: StreamSpec[] = [];
      const streamsOf = new Map<string, number[]>();
      const add = (userId: string, cookie: string, localAddress: string, tab: number, i: number) => {
        const id = specs.length;
        specs.push({ id, url: urls[(i + tab) % instances], cookie, userId, localAddress });
        streamsOf.set(userId, [...(streamsOf.get(userId) ?? []), id]);
      };
      const customerTabs = settings.streams - STREAMS_PER_USER;
      for (let k = 0; k < customerTabs; k++) {
        const i = Math.floor(k / settings.tabs);
        const customer = setup.customers[i];
        add(customer.userId, customer.cookie, addressOf(i), k % settings.tabs, i);
      }
      for (let tab = 0; tab < STREAMS_PER_USER; tab++)
        add(setup.partner.userId, setup.partner.cookie, '127.0.0.2', tab, 0);

      const before = total(await statsOf(true));
      let open = 0;
      let failed = 0;
      for (let from = 0; from < specs.length; from += settings.batch) {
        const batch = specs.slice(from, from + settings.batch);
        const opened = await client.next<FanoutOpened>({ kind: 'open', streams: batch, concurrency: 50 });
        const stats = total(await statsOf(true));
        open = opened.open;
        failed += batch.length - opened.opened;
        ramp.push({ instances, streams: open, seconds: opened.seconds, failures: opened.failures, ...stats });
        step(
          `Temps réel, ${instances} instance(s) : ${open} flux ouverts (${stats.openStreams} côté serveur, ${opened.seconds.toFixed(1)} s pour ${batch.length}), RSS ${stats.rssMiB.toFixed(0)} Mio, tas ${stats.heapMiB.toFixed(0)} Mio, ${stats.fds} descripteurs, boucle p99 ${stats.loopP99.toFixed(0)} ms, GC ${stats.gcMs.toFixed(0)} ms (pause max ${stats.gcMaxMs.toFixed(0)} ms)${Object.keys(opened.failures).length ? `, échecs ${JSON.stringify(opened.failures)}` : ''}`,
        );
        // Most of a batch refused: the server is at its limit; the figures so far say where.
        if (failed > specs.length / 10) break;
      }
      // Per stream: the growth from the first reading to the last, so that what the first streams
      // cost once (compiled code, pools, caches) is not counted as what each stream keeps.
      const opened = { ...total(await statsOf()), streams: open };
      const first = ramp.find((r) => r.instances === instances && r.streams < open) ?? { ...before, streams: 0 };
      const perStream = (end: number, start: number) => ((end - start) * 1024) / Math.max(1, open - first.streams);

      // Changes alternate: an order's status (by the admin), then a cart (by its customer).
      const ordered = setup.customers.filter((c) => c.orderId);
      const triggers = (count: number, offset: number): Trigger[] =>
        Array.from({ length: count }, (_, n) => {
          const index = n + offset;
          const buyer = ordered[index % ordered.length];
          const orderId = buyer.orderId ?? '';
          const status = statuses.get(orderId) === 'confirmed' ? 'preparing' : 'confirmed';
          statuses.set(orderId, status);
          const shopper = setup.customers[index % setup.customers.length];
          return [
            {
              kind: 'commande' as const,
              url: urls[index % instances],
              method: 'POST' as const,
              path: `/api/admin/orders/${orderId}/status`,
              body: { status },
              cookie: setup.adminCookie,
              expectStatus: 200,
              eventKey: `order:${orderId}:${status}`,
              streamIds: [...(streamsOf.get(buyer.userId) ?? []), ...(streamsOf.get(setup.partner.userId) ?? [])],
            },
            {
              kind: 'panier' as const,
              url: urls[(index + 1) % instances],
              method: 'POST' as const,
              path: '/api/cart/items',
              body: { menuItemId: shopper.menuItemId, quantity: 1 },
              cookie: shopper.cookie,
              expectStatus: 200,
              eventKey: `cart:${shopper.userId}`,
              streamIds: streamsOf.get(shopper.userId) ?? [],
            },
          ];
        }).flat();
      const warmup = Math.max(5, Math.round(settings.changes / 10));
      await client.next<FanoutRun>({ kind: 'run', triggers: triggers(warmup, 0), rate: settings.rate, graceMs: 5_000 });
      await statsOf(true);
      const runStarted = Date.now();
      const run = await client.next<FanoutRun>({
        kind: 'run',
        triggers: triggers(settings.changes, warmup),
        rate: settings.rate,
        graceMs: 10_000,
      });
      const during = total(await statsOf());
      const runMs = Date.now() - runStarted;
      const status = await client.next<{ open: number; lost: Record<string, number> }>({ kind: 'status' });
      for (const [kind, figures] of Object.entries(run.kinds)) {
        const sorted = figures.latencies.sort((a, b) => a - b);
        const responses = figures.responseMs.sort((a, b) => a - b);
        rows.push({
          instances,
          kind: kind as Trigger['kind'],
          streamsWanted: specs.length,
          streamsOpen: open,
          streamsLost: open - status.open,
          changes: figures.changes,
          failedRequests: figures.failedRequests,
          expected: figures.expected,
          delivered: figures.expected - figures.missing,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          max: sorted.at(-1) ?? 0,
          responseP50: percentile(responses, 50),
          responseP95: percentile(responses, 95),
          rssPerStreamKiB: perStream(opened.rssMiB, first.rssMiB),
          heapPerStreamKiB: perStream(opened.heapMiB, first.heapMiB),
          loopP99: during.loopP99,
          gcShare: during.gcMs / runMs,
          gcMaxMs: during.gcMaxMs,
        });
      }
      for (const [kind, figures] of Object.entries(run.kinds)) {
        if (figures.failedRequests > 0)
          notes.push(
            `${instances} instance(s), ${kind} : statuts des échecs ${JSON.stringify(figures.failedStatuses)}`,
          );
      }
      if (Object.keys(status.lost).length > 0) notes.push(`flux perdus : ${JSON.stringify(status.lost)}`);
      await client.next({ kind: 'close' });
      // Every stream the clients closed must be let go by the server (registry, bus listener).
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const left = (await statsOf()).reduce((sum, s) => sum + s.openStreams, 0);
      closedLeftOpen.push(left);
      if (left > 0)
        notes.push(`${instances} instance(s) : ${left} flux encore ouverts côté serveur 2 s après leur fermeture`);
    } finally {
      client.process.kill();
      await Promise.all(extra.map((instance) => instance.next({ kind: 'stop' }).catch(() => instance.process.kill())));
    }
  }
  return { rows, ramp, notes, closedLeftOpen };
}

const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;

export function fanoutVerdict(row: FanoutRow): string {
  const missed: string[] = [];
  if (row.streamsOpen < row.streamsWanted || row.streamsLost > 0) missed.push('flux non servis');
  if (row.failedRequests > 0) missed.push(`${row.failedRequests} requêtes en échec`);
  if (row.delivered < row.expected) missed.push('événements perdus');
  if (row.p95 >= FANOUT_P95_AIM_MS) missed.push(`p95 ≥ ${FANOUT_P95_AIM_MS} ms`);
  return missed.length ? `manqué : ${missed.join(', ')}` : 'atteint';
}

/** Same Markdown shape as the main table. */
export function formatFanoutTable(rows: FanoutRow[]): string {
  const header = [
    'Instances',
    'Changement',
    'Flux servis',
    'Livrés',
    'p50',
    'p95',
    'max',
    'Requête p50 / p95',
    'Mémoire / flux (RSS, tas)',
    'Boucle p99',
    'GC (part, pause max)',
    'Objectif',
  ];
  const lines = rows.map((r) => [
    String(r.instances),
    `${r.kind} (${r.changes})`,
    `${r.streamsOpen - r.streamsLost} / ${r.streamsWanted}`,
    `${r.delivered} / ${r.expected}`,
    ms(r.p50),
    ms(r.p95),
    ms(r.max),
    `${ms(r.responseP50)} / ${ms(r.responseP95)}`,
    // RSS can fall while streams open: the allocator gives back what the process used before
    // (the seeding, earlier scenarios). It then says nothing per stream; the heap still does.
    `${r.rssPerStreamKiB < 0 ? 'RSS en baisse' : `${r.rssPerStreamKiB.toFixed(1)} Kio`}, ${r.heapPerStreamKiB.toFixed(1)} Kio`,
    ms(r.loopP99),
    `${Math.round(r.gcShare * 100)} %, ${ms(r.gcMaxMs)}`,
    fanoutVerdict(r),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [format(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...lines.map(format)].join('\n');
}
