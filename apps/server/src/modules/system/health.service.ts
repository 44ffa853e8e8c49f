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
} from '@livra/shared';
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
const megabytes = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${(bytes / 1024 ** 3).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Go`
    : `${Math.round(bytes / 1024 ** 2).toLocaleString('fr-FR')} Mo`;
const ms = (value: number) => `${value.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} ms`;

function gauge(key: GaugeKey, label: string, value: string, percent: number | null, hint: string): Gauge {
  if (percent === null)
    return { key, label, value, percent: null, level: null, levelLabel: GAUGE_NO_LEVEL_LABEL, hint };
  const level = gaugeLevel(clamp(percent));
  return { key, label, value, percent: clamp(percent), level, levelLabel: GAUGE_LEVEL_LABELS[level], hint };
}

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
    gauge(
      'cpu',
      'Processeur',
      `${clamp(cpu).toLocaleString('fr-FR')} %`,
      cpu,
      `Livra sur ${availableParallelism()} cœur(s)`,
    ),
    gauge(
      'memory',
      'Mémoire',
      `${megabytes(used)} / ${megabytes(total)}`,
      (used / total) * 100,
      `mémoire du serveur utilisée (Livra : ${megabytes(process.memoryUsage().rss)})`,
    ),
    gauge(
      'eventLoop',
      'Boucle d’événements',
      ms(loopP99),
      (loopP99 / GAUGE_BUDGETS.eventLoopMs) * 100,
      `retard (99e centile) sur ${GAUGE_BUDGETS.eventLoopMs} ms`,
    ),
    gauge(
      'databaseSize',
      'Taille de la base',
      megabytes(size),
      disk ? (size / (size + disk.free)) * 100 : null,
      disk ? `part du disque libre de DATA_DIR (${megabytes(disk.free)} libres)` : 'disque du serveur PostgreSQL',
    ),
    gauge(
      'queryLatency',
      'Latence des requêtes',
      ms(latency),
      (latency / GAUGE_BUDGETS.queryLatencyMs) * 100,
      `aller-retour d’une requête sur ${GAUGE_BUDGETS.queryLatencyMs} ms`,
    ),
    connections
      ? gauge(
          'connections',
          'Connexions',
          `${connections.used} / ${connections.max}`,
          (connections.used / connections.max) * 100,
          'connexions PostgreSQL ouvertes sur le maximum',
        )
      : gauge('connections', 'Connexions', '1', null, 'base embarquée : une seule connexion, dans le processus'),
    gauge(
      'outboxWaiting',
      'E-mails en attente',
      String(waiting),
      (waiting / GAUGE_BUDGETS.outboxWaiting) * 100,
      `file d’envoi, sur ${GAUGE_BUDGETS.outboxWaiting}`,
    ),
    gauge(
      'outboxFailed',
      'E-mails en échec',
      String(failed),
      (failed / GAUGE_BUDGETS.outboxFailed) * 100,
      `envois abandonnés, sur ${GAUGE_BUDGETS.outboxFailed}`,
    ),
    gauge(
      'realtimeStreams',
      'Flux temps réel',
      String(streams),
      (streams / GAUGE_BUDGETS.realtimeStreams) * 100,
      `ouverts sur cette instance, sur ${GAUGE_BUDGETS.realtimeStreams}`,
    ),
  ];
  return {
    gauges,
    info: {
      version: VERSION,
      uptimeSeconds: Math.floor(process.uptime()),
      node: process.version,
      databaseEngine: database.kind === 'pglite' ? 'PGlite (PostgreSQL embarqué)' : 'PostgreSQL',
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
