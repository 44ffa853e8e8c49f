// `npm run bench:web`: Lighthouse 12 (mobile preset: simulated slow 4G, 4× CPU slowdown) on the
// production build served by the real server, for `/`, a business page and `/search?q=poulet`,
// each page run LIGHTHOUSE_RUNS times (2 by default). Prints a table and writes the rows as JSON to
// apps/web/bench/results/latest.json (git-ignored) with the machine and its load average.
// A benchmark, not a test: `npm test` never runs it, and Lighthouse is a devDependency only.
//
//   npm run bench:web                       builds, starts the server on an empty data dir, measures
//   BENCH_WEB_SKIP_BUILD=1 npm run bench:web  reuses apps/web/dist
//   BENCH_WEB_URL=http://host:port npm run bench:web   measures a server already running
//   CHROME_PATH=/path/to/chrome             another Chromium (default /usr/bin/chromium)
//   BENCH_WEB_CHROME_PORT=9222              Chromium's DevTools port (default: any free port)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 2);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const load = () => loadavg().map((value) => value.toFixed(2));

function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });
}

async function waitFor(url, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

/** The production server on a fresh data dir (it migrates and seeds the demo data itself). */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'livra-bench-web-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, APP_URL: base, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/api/home`);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

function summarize(page, run, lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    page,
    run,
    url: lhr.finalDisplayedUrl,
    performance: score('performance'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    fcpMs: Math.round(audit('first-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    totalJsKb: Number((scriptBytes / 1024).toFixed(1)),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    // Lighthouse's own measure of the host's CPU (higher is faster): TBT is the page's main-thread
    // work on this CPU slowed 4×, so two runs' TBT compare only at a like index.
    cpuIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    failedAccessibility: Object.values(lhr.audits)
      .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id))
      .map((a) => a.id),
    // What moved (LH 12's layout-shifts audit), to find where a CLS comes from.
    layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
      score: Number(item.score?.toFixed(4)),
      node: item.node?.selector ?? item.node?.snippet,
    })),
  };
}

const startedAt = new Date().toISOString();
const loadAtStart = load();
if (!process.env.BENCH_WEB_URL && !process.env.BENCH_WEB_SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = process.env.BENCH_WEB_URL ? { base: process.env.BENCH_WEB_URL, stop() {} } : await startServer();
const rows = [];
let chrome;
try {
  const home = await (await waitFor(`${server.base}/api/home`)).json();
  const business = home.popularRestaurants?.[0] ?? home.featuredItems?.[0];
  const businessId = business?.businessId ?? business?.id;
  const pages = [
    ['home', '/'],
    ['business', `/services/${businessId}`],
    ['search', '/search?q=poulet'],
  ];
  chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox'],
    // A fixed DevTools port on a shared machine (default: any free port).
    port: process.env.BENCH_WEB_CHROME_PORT ? Number(process.env.BENCH_WEB_CHROME_PORT) : undefined,
  });
  /**
   * One Lighthouse run of a page. A run Lighthouse could not finish has no metrics: a trace
   * without its navigation start (NO_NAVSTART, seen now and then on a quiet machine) is run once
   * more; a page that did not paint in time on a busy machine is said and left out.
   */
  async function audit(url, label) {
    for (let attempt = 1; attempt <= 2; attempt++) {
      // The default configuration is the mobile preset: Moto G Power screen, simulated slow 4G
      // (150 ms RTT, 1.6 Mbps), 4× CPU slowdown.
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // Every run a first visit, as in a fresh browser. Lighthouse 12 leaves the site's
        // localStorage and IndexedDB from one run to the next, so the runs after the first
        // found the answers an earlier run had stored for offline reading, and measured the
        // page drawn anew over the server's drawing instead of taken over (decision 015).
        clearStorageTypes: ['all'],
      });
      const error = result.lhr.runtimeError;
      if (!error) return result;
      console.log(
        `${label}: no result (${error.code})${attempt === 1 && error.code === 'NO_NAVSTART' ? ', run again' : ''}`,
      );
      if (error.code !== 'NO_NAVSTART') return undefined;
    }
    return undefined;
  }

  for (const [name, path] of pages) {
    for (let run = 1; run <= RUNS; run++) {
      const result = await audit(`${server.base}${path}`, `${name} #${run}`);
      if (!result) continue;
      const row = summarize(name, run, result.lhr);
      rows.push(row);
      console.log(`${name} #${run}: performance ${row.performance}, LCP ${row.lcpMs} ms, CLS ${row.cls}`);
    }
  }
} finally {
  await chrome?.kill();
  server.stop();
}

const loadAtEnd = load();
const header = ['page', 'run', 'perf', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'JS KB', 'a11y', 'best pr.', 'CPU index'];
const table = rows.map((r) => [
  r.page,
  r.run,
  r.performance,
  r.lcpMs,
  r.fcpMs,
  r.tbtMs,
  r.cls,
  r.totalJsKb,
  r.accessibility,
  r.bestPractices,
  r.cpuIndex,
]);
const line = (cells) => `| ${cells.map(String).join(' | ')} |`;
const lighthouseVersion = JSON.parse(
  readFileSync(join(dirname(createRequire(import.meta.url).resolve('lighthouse')), '..', 'package.json'), 'utf8'),
).version;
console.log(`\nLighthouse ${lighthouseVersion}, mobile preset, ${RUNS} runs per page`);
console.log(`load average at start ${loadAtStart.join(' ')}, at end ${loadAtEnd.join(' ')} (${cpus().length} cores)\n`);
console.log(line(header));
console.log(line(header.map(() => '---')));
for (const cells of table) console.log(line(cells));
for (const r of rows)
  if (r.failedAccessibility.length)
    console.log(`${r.page} #${r.run} accessibility failures: ${r.failedAccessibility.join(', ')}`);

const out = join(root, 'apps', 'web', 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, 'latest.json'),
  `${JSON.stringify(
    {
      startedAt,
      machine: { cpus: cpus().length, model: cpus()[0]?.model },
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      settings: { runs: RUNS, chrome: CHROME, preset: 'mobile (Lighthouse default)' },
      rows,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nwritten to ${join(out, 'latest.json')}`);
