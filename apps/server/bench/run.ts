import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@/db/client';
import { measureAnalytics, seedOrderHistory, type OrderHistory } from './analytics';
import { seedDemoData } from '@/db/seed/index';
import { startApp } from './app-server';
import { capture, startBaseline, type Captured } from './baseline';
import { describeCpu, measureCpu } from './cpu-split';
import { profiled } from './profile';
import { SEARCH_QUERIES, SUGGESTION_QUERIES, uncachedSearchQueries } from './catalog-data';
import { createBenchCustomers } from './customers';
import { openBenchTarget } from './database';
import { formatFanoutTable, measureFanout } from './fanout';
import { startLoadGenerator } from './load';
import { measureOrders } from './orders';
import { pgbenchTps } from './pgbench';
import { formatTable, NEW_SEARCH_AIM, readRow, verdict, writeJson, type Row } from './report';
import { seedLargeCatalog } from './seed-catalog';

/**
 * `npm run bench`: a large catalog in a dedicated database, the real app in-process on
 * loopback, and autocannon (in a child process) against each public read — each beside a bare
 * node:http server replaying the same bytes — then against order placement on PostgreSQL.
 * Settings and figures: docs/benchmarks.md.
 *
 * Realtime fan-out (BENCH_ONLY=fanout; see fanout.ts): BENCH_FANOUT_STREAMS open /api/events
 * streams (default 1000), BENCH_FANOUT_TABS per customer (4; the partner holds 5 more),
 * BENCH_FANOUT_CHANGES order-status changes and as many cart changes per run (200), sent at
 * BENCH_FANOUT_RATE requests per second (20), on BENCH_FANOUT_INSTANCES instances ("1,2"; two
 * need PostgreSQL), the server read every BENCH_FANOUT_BATCH streams opened (250). The 10,000
 * stream run: BENCH_ONLY=fanout BENCH_FANOUT_STREAMS=10000 BENCH_FANOUT_INSTANCES=1. With
 * BENCH_ONLY=fanout a small catalog is enough: BENCH_BUSINESSES=100.
 */
const env = process.env;
const num = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
const settings = {
  serverUrl: env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test',
  duration: num('BENCH_DURATION', 10),
  connections: num('BENCH_CONNECTIONS', 100),
  businesses: num('BENCH_BUSINESSES', 5_000),
  itemsPerBusiness: num('BENCH_ITEMS_PER_BUSINESS', 20),
  customers: num('BENCH_CUSTOMERS', 200),
  historyOrders: num('BENCH_HISTORY_ORDERS', 1_000_000),
  keepDatabase: env.BENCH_KEEP_DB === '1',
  /** Some scenarios only, while working on one: home,business,search,suggestions,uncached,orders,analytics,fanout. */
  only: env.BENCH_ONLY?.split(',').map((s) => s.trim()),
  fanout: {
    streams: num('BENCH_FANOUT_STREAMS', 1_000),
    tabs: num('BENCH_FANOUT_TABS', 4),
    changes: num('BENCH_FANOUT_CHANGES', 200),
    rate: num('BENCH_FANOUT_RATE', 20),
    instances: (env.BENCH_FANOUT_INSTANCES ?? '1,2').split(',').map(Number),
    batch: num('BENCH_FANOUT_BATCH', 250),
  },
};
const wanted = (scenario: string) => !settings.only || settings.only.includes(scenario);
// Phones send Accept-Encoding: gzip and the app compresses: both servers answer the same gzip bytes.
const READ_HEADERS = { 'accept-encoding': 'gzip' };
const RESULTS_FILE = fileURLToPath(new URL('./results/latest.json', import.meta.url));
const warmup = Math.min(2, Math.max(1, Math.round(settings.duration / 5)));

const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'inconnu',
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  loadAverageAtStart: loadavg().map((n) => Number(n.toFixed(2))),
};
console.log(
  `Machine : ${machine.cpus} cœurs (${machine.cpuModel}), ${machine.memoryGiB} Gio, Node ${machine.node}, charge ${machine.loadAverageAtStart.join(' / ')}`,
);
console.log(`Réglages : ${JSON.stringify(settings)}`);

const started = Date.now();
const step = (text: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${text}`);
const target = await openBenchTarget(settings.serverUrl);
step(`Base : ${target.description}`);
const load = startLoadGenerator();
let stopApp = async () => {};
try {
  // Seeded through a connection of our own; then the app opens the database as in production.
  const seedDb = await openDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: target.databaseUrl ? undefined : join(target.dataDir, 'db'),
  });
  await seedDb.migrate();
  await seedDemoData(seedDb.db);
  step('Données de démonstration en place ; grand catalogue…');
  const catalog = await seedLargeCatalog(seedDb.db, settings.businesses, settings.itemsPerBusiness);
  const customerEmails =
    target.kind === 'postgres' && wanted('orders') ? await createBenchCustomers(seedDb.db, settings.customers) : [];
  step(`Catalogue : ${catalog.businesses} commerces et ${catalog.menuItems} articles ajoutés (+ la démo)`);
  let history: OrderHistory | undefined;
  if (wanted('analytics')) {
    history = await seedOrderHistory(seedDb.db, settings.historyOrders, new Date());
    step(
      `Historique : ${history.orders} commandes sur 3 ans, ${history.customers} clients, ${history.drivers} livreurs`,
    );
  }
  await seedDb.close();

  const app = await startApp(target);
  stopApp = app.stop;
  step(`Application sur ${app.url}`);

  const rows: Row[] = [];
  const runReads = async (url: string, paths: string[], duration: number, connections = settings.connections) => {
    const result = await load.run({ kind: 'reads', url, paths, headers: READ_HEADERS, connections, duration });
    await app.settle();
    return result.main;
  };

  /** The app, then the baseline answering the bytes the app gave for the same paths; each after a short warm-up. */
  async function measureRead(endpoint: string, note: string, paths: string[]) {
    const answers = new Map<string, Captured>();
    for (const path of paths) {
      const answer = await capture(app.url, path, READ_HEADERS);
      if (answer.status !== 200) throw new Error(`${path} : ${answer.status} ${answer.body.toString().slice(0, 200)}`);
      answers.set(path, answer);
    }
    const baseline = await startBaseline(answers);
    try {
      await runReads(app.url, paths, warmup);
      const measured = await runReads(app.url, paths, settings.duration);
      await runReads(baseline.url, paths, warmup);
      const base = await runReads(baseline.url, paths, settings.duration);
      const row = readRow(endpoint, note, measured, base, { p99: true, ratio: true });
      rows.push(row);
      step(
        `${endpoint} : ${Math.round(row.rps)} req/s, p99 ${row.p99} ms (base ${Math.round(base.rps)} req/s) — ${verdict(row)}`,
      );
    } finally {
      await baseline.close();
    }
  }

  const q = (path: string, text: string) => `${path}?q=${encodeURIComponent(text)}`;
  if (wanted('home')) await measureRead('GET /api/home', 'accueil', ['/api/home']);
  if (wanted('business')) {
    const paths = catalog.sampleBusinessIds.map((id) => `/api/businesses/${id}`);
    await measureRead('GET /api/businesses/{id}', `${paths.length} commerces en rotation`, paths);
  }
  if (wanted('search')) {
    const paths = SEARCH_QUERIES.map((text) => q('/api/search', text));
    await measureRead('GET /api/search', `${paths.length} recherches en rotation`, paths);
  }
  if (wanted('suggestions')) {
    const paths = SUGGESTION_QUERIES.map((text) => q('/api/search/suggestions', text));
    await measureRead('GET /api/search/suggestions', `${paths.length} saisies en rotation`, paths);
  }
  if (wanted('uncached')) {
    // Every request a search never made before: what a cache miss costs on the large catalog,
    // at the 50 connections of issue 13's aim, then alone (what one visitor waits when the server is idle).
    const fresh = uncachedSearchQueries();
    const paths = fresh.map((text) => q('/api/search', text));
    const { connections, ...aim } = NEW_SEARCH_AIM;
    const { result: crowded, cpu } = await measureCpu(() =>
      profiled('uncached', () => runReads(app.url, paths, settings.duration, connections)),
    );
    rows.push(
      readRow(
        'GET /api/search',
        `jamais vue (sans cache), ${fresh.length} recherches, ${connections} connexions`,
        crowded,
        undefined,
        { p99: true, ratio: false, fresh: true, ...aim },
      ),
    );
    // From the other end of the list: never a search the crowded run asked, which would be cached.
    // A crowded run that used up the list leaves one path, whose repeats mark the row not valid.
    const unasked = paths.slice(Math.min(crowded.sent ?? paths.length, paths.length - 1)).reverse();
    const alone = await runReads(app.url, unasked, Math.max(1, Math.round(settings.duration / 2)), 1);
    rows.push(
      readRow('GET /api/search', 'jamais vue, 1 seule connexion', alone, undefined, {
        p99: false,
        ratio: false,
        fresh: true,
      }),
    );
    // The app's share and PostgreSQL's, on the same two cores as the load generator.
    step(
      `Recherche sans cache : ${Math.round(crowded.rps)} req/s, p99 ${crowded.p99} ms ; par recherche : ${describeCpu(cpu, crowded.rps * settings.duration)} ; seule : p50 ${alone.p50} ms`,
    );
  }

  if (history) {
    const measured = await measureAnalytics(app.url, history);
    rows.push(...measured);
    for (const row of measured) step(`${row.note} : p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms`);
  }

  let ordersNote = 'commandes non demandées (BENCH_ONLY)';
  if (wanted('orders') && target.kind === 'pglite') {
    ordersNote = 'commandes non mesurées : il faut PostgreSQL (BENCH_DATABASE_URL)';
    console.log(
      'Passage de commande non mesuré : la base embarquée ne sert pas ce cas, il faut PostgreSQL (BENCH_DATABASE_URL).',
    );
  } else if (wanted('orders')) {
    const anchorTps = await pgbenchTps(settings.serverUrl, settings.duration);
    step(
      `pgbench TPC-B sur le même serveur : ${anchorTps?.toFixed(0) ?? '—'} transactions/s (base du ratio des commandes)`,
    );
    const measured = await measureOrders({
      anchorTps,
      appUrl: app.url,
      db: app.db,
      load,
      settle: app.settle,
      emails: customerEmails,
      orderable: catalog.orderable,
      connections: settings.connections,
      duration: settings.duration,
      warmup,
      step,
    });
    rows.push(...measured.rows);
    ordersNote = measured.note;
  }

  let fanout: Awaited<ReturnType<typeof measureFanout>> | undefined;
  if (wanted('fanout')) {
    fanout = await measureFanout({
      target,
      app,
      orderable: catalog.orderable,
      settings: settings.fanout,
      step,
    });
  }

  console.log(`\n${formatTable(rows)}\n`);
  if (fanout) {
    console.log(`Temps réel (fan-out) :\n\n${formatFanoutTable(fanout.rows)}\n`);
    for (const note of fanout.notes) console.log(`Temps réel : ${note}`);
  }
  const loadAverageAtEnd = loadavg().map((n) => Number(n.toFixed(2)));
  console.log(`Charge de la machine à la fin : ${loadAverageAtEnd.join(' / ')} ; ${ordersNote}`);
  const database =
    target.kind === 'postgres' ? target.description : `PGlite (PostgreSQL injoignable sur ${settings.serverUrl})`;
  writeJson(RESULTS_FILE, {
    date: new Date().toISOString(),
    machine: { ...machine, loadAverageAtEnd },
    settings,
    database,
    rows,
    orders: ordersNote,
    fanout,
  });
  step(`Résultats écrits dans ${RESULTS_FILE}`);
} finally {
  load.stop();
  await stopApp();
  if (settings.keepDatabase) console.log(`Base gardée (BENCH_KEEP_DB=1) : ${target.databaseUrl ?? target.dataDir}`);
  else await target.cleanup();
}
