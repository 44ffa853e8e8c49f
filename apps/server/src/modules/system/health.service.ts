import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { availableParallelism, freemem, hostname, totalmem } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  type Gauge,
  type GaugeKey,
  GAUGE_BUDGETS,
  GAUGE_LEVEL_LABELS,
  GAUGE_NO_LEVEL_LABEL,
  gaugeLevel,
  type SystemHealth,
  type Translation,
} from '@livra/shared';
import { gaugeHint, gaugeValue } from '@livra/shared/gauge-texts';
import { ADMIN_SYSTEM_UI } from '@livra/shared/ui/admin-system';
import { count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { emailOutbox, serverInstances } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { logger } from '@/lib/logger';
import { openStreamCount } from '@/modules/events/streams.service';

/** The live measures of the System page, read at each poll (every few seconds). */

const VERSION: string = (() => {
  try {
    return JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).version ?? 'inconnue';
  } catch {
    return 'inconnue';
  }
})();

/** This process, as it names itself in `server_instances`. */
const INSTANCE_ID = randomUUID();
const STARTED_AT = new Date();
/** An instance not seen for this long is gone (it stamps every minute). */
const INSTANCE_SEEN_MS = 3 * 60_000;
const HEARTBEAT_MS = 60_000;

// Event-loop delay and CPU are measured between two polls, since the previous one.
const loopDelay = monitorEventLoopDelay({ resolution: 20 });
loopDelay.enable();
let lastCpu = { usage: process.cpuUsage(), at: process.hrtime.bigint() };

function cpuPercent(): number {
  const usage = process.cpuUsage(lastCpu.usage);
  const now = process.hrtime.bigint();
  const elapsedMicros = Number(now - lastCpu.at) / 1000;
  lastCpu = { usage: process.cpuUsage(), at: now };
  if (elapsedMicros <= 0) return 0;
  return ((usage.user + usage.system) / elapsedMicros / availableParallelism()) * 100;
}

const clamp = (percent: number) => Math.max(0, Math.min(100, Math.round(percent * 10) / 10));
const FRENCH = ADMIN_SYSTEM_UI as unknown as Translation<typeof ADMIN_SYSTEM_UI>;

/**
 * One gauge: its measure and hint as numbers (the page writes them in its language) and, for the
 * API's readers, in French, written by the same rules (`gauge-texts.ts`).
 */
function gauge(
  key: GaugeKey,
  label: string,
  measure: Gauge['measure'],
  percent: number | null,
  hintValue: number | null = null,
): Gauge {
  const shown = percent === null ? null : clamp(percent);
  const level = shown === null ? null : gaugeLevel(shown);
  return {
    key,
    label,
    measure,
    hintValue,
    value: gaugeValue(measure, FRENCH, 'fr'),
    percent: shown,
    level,
    levelLabel: level ? GAUGE_LEVEL_LABELS[level] : GAUGE_NO_LEVEL_LABEL,
    hint: gaugeHint({ key, hintValue, percent: shown }, FRENCH, 'fr'),
  };
}
const bytes = (amount: number, of: number | null = null): Gauge['measure'] => ({ unit: 'bytes', amount, of });
const millis = (amount: number): Gauge['measure'] => ({
  unit: 'milliseconds',
  amount: Math.round(amount * 10) / 10,
  of: null,
});
const things = (amount: number, of: number | null = null): Gauge['measure'] => ({ unit: 'count', amount, of });

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function databaseFigures(deps: Deps) {
  const { db, database, config } = deps;
  const started = performance.now();
  await db.execute(sql`select 1`);
  const latency = performance.now() - started;
  const [{ size, version }] = await rows<{ size: string | number; version: string }>(
    db,
    sql`select pg_database_size(current_database()) as size, current_setting('server_version') as version`,
  );
  let connections: { used: number; max: number } | null = null;
  let disk: { free: number } | null = null;
  if (database.kind === 'postgres') {
    const [row] = await rows<{ used: string | number; max: string | number }>(
      db,
      sql`select (select count(*) from pg_stat_activity where datname = current_database()) as used,
                 current_setting('max_connections')::int as max`,
    );
    connections = { used: Number(row.used), max: Number(row.max) };
  } else {
    const fs = await statfs(config.dataDir).catch(() => null);
    if (fs) disk = { free: fs.bavail * fs.bsize };
  }
  return { latency, size: Number(size), version, connections, disk };
}

export async function systemHealth(deps: Deps): Promise<SystemHealth> {
  const { db, database } = deps;
  const [figures, outbox, instances] = await Promise.all([
    databaseFigures(deps),
    db
      .select({ status: emailOutbox.status, n: count() })
      .from(emailOutbox)
      .where(inArray(emailOutbox.status, ['pending', 'sending', 'failed']))
      .groupBy(emailOutbox.status),
    db
      .select()
      .from(serverInstances)
      .where(gt(serverInstances.lastSeenAt, sql`now() - make_interval(secs => ${INSTANCE_SEEN_MS / 1000})`))
      .orderBy(desc(serverInstances.lastSeenAt)),
  ]);
  const outboxOf = (status: string) => Number(outbox.find((row) => row.status === status)?.n ?? 0);
  const waiting = outboxOf('pending') + outboxOf('sending');
  const failed = outboxOf('failed');
  const cpu = cpuPercent();
  const total = totalmem();
  const used = total - freemem();
  const loopP99 = loopDelay.percentile(99) / 1e6;
  loopDelay.reset();
  const streams = openStreamCount(deps);
  const { latency, size, version, connections, disk } = figures;

  const gauges: Gauge[] = [
    gauge('cpu', 'Processeur', { unit: 'percent', amount: clamp(cpu), of: null }, cpu, availableParallelism()),
    gauge('memory', 'Mémoire', bytes(used, total), (used / total) * 100, process.memoryUsage().rss),
    gauge('eventLoop', 'Boucle d’événements', millis(loopP99), (loopP99 / GAUGE_BUDGETS.eventLoopMs) * 100),
    gauge(
      'databaseSize',
      'Taille de la base',
      bytes(size),
      disk ? (size / (size + disk.free)) * 100 : null,
      disk ? disk.free : null,
    ),
    gauge('queryLatency', 'Latence des requêtes', millis(latency), (latency / GAUGE_BUDGETS.queryLatencyMs) * 100),
    connections
      ? gauge(
          'connections',
          'Connexions',
          things(connections.used, connections.max),
          (connections.used / connections.max) * 100,
        )
      : gauge('connections', 'Connexions', things(1), null),
    gauge('outboxWaiting', 'E-mails en attente', things(waiting), (waiting / GAUGE_BUDGETS.outboxWaiting) * 100),
    gauge('outboxFailed', 'E-mails en échec', things(failed), (failed / GAUGE_BUDGETS.outboxFailed) * 100),
    gauge('realtimeStreams', 'Flux temps réel', things(streams), (streams / GAUGE_BUDGETS.realtimeStreams) * 100),
  ];
  return {
    gauges,
    info: {
      version: VERSION,
      uptimeSeconds: Math.floor(process.uptime()),
      node: process.version,
      databaseEngine: database.kind,
      databaseVersion: version,
      instances: instances.map((row) => ({
        id: row.id,
        hostname: row.hostname,
        pid: row.pid,
        version: row.version,
        startedAt: row.startedAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === INSTANCE_ID,
      })),
    },
    checkedAt: new Date().toISOString(),
  };
}

/** Stamps this instance's row now, then every minute; returns the stop. */
export function startInstanceHeartbeat(db: Db): () => Promise<void> {
  const stamp = () =>
    db
      .insert(serverInstances)
      .values({
        id: INSTANCE_ID,
        hostname: hostname(),
        pid: process.pid,
        version: VERSION,
        startedAt: STARTED_AT,
        lastSeenAt: sql`now()`,
      })
      .onConflictDoUpdate({ target: serverInstances.id, set: { lastSeenAt: sql`now()` } })
      .catch((error) => logger.warn('Instance : horodatage impossible', error));
  let pending = stamp();
  const timer = setInterval(() => {
    pending = stamp();
  }, HEARTBEAT_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await pending;
    // Gone at once rather than after a few minutes.
    await db
      .delete(serverInstances)
      .where(eq(serverInstances.id, INSTANCE_ID))
      .catch(() => undefined);
  };
}
