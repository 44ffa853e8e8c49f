import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { createAuth, type PasswordHasher } from './auth/better-auth';
import { createSessionCache } from './auth/session-cache';
import { createApp } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { users } from './db/schema/index';
import { seedDemoData } from './db/seed/index';
import { startOutboxWorker } from './email/worker';
import { createEventBus } from './events/bus';
import { connectCatalogCaches } from './modules/catalog/catalog-cache';
import type { Deps } from './http/context';
import { fileClock, systemClock, type Clock } from './lib/clock';
import { logger, setLogLevel } from './lib/logger';
import { protectDataDir } from './lib/private-files';
import { createRateCounter } from './lib/rate-limit';
import { queuePasswordResetEmail } from './modules/auth/password-reset-email';
import { markEmailProven, queueVerificationEmail } from './modules/auth/verification.service';
import { catalogSnapshot } from './modules/search/search-index';
import { subscriptionsTask } from './modules/subscriptions/subscription-schedule';
import { systemTask } from './modules/system/backups.service';
import { startInstanceHeartbeat } from './modules/system/health.service';
import { createScheduler } from './scheduler/worker';

export interface ServerOptions {
  /** Seed demo data when the database has no user: on by default for the embedded database only. */
  seedIfEmpty?: boolean;
  /** Start from a PGlite snapshot (tests). */
  snapshot?: Blob;
  /** Keep the embedded database in memory (tests, benchmarks). */
  inMemory?: boolean;
  /** Run the e-mail worker (off in tests that drive it themselves). */
  outboxWorker?: boolean;
  /** Run the scheduler (off in tests, which call `scheduler.runDue()` themselves). */
  scheduler?: boolean;
  /** The clock rules read (tests: a `manualClock`); default the real time, or TEST_CLOCK_FILE's. */
  clock?: Clock;
  /** The built web app's folder; default apps/web/dist (tests give one with their own index.html). */
  webDist?: string;
  /** Replaces better-auth's password hashing (tests only: the harness remembers the hashes it computed). */
  passwordHasher?: PasswordHasher;
}

/** Opens the database, migrates, seeds if asked, and builds the app; `close` undoes it all. */
export async function createServer(config: Config, options: ServerOptions = {}) {
  setLogLevel(config.logLevel);
  protectDataDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.databaseUrl || options.inMemory ? undefined : join(config.dataDir, 'db'),
    snapshot: options.snapshot,
  });
  try {
    await database.migrate();
    const seedIfEmpty = options.seedIfEmpty ?? database.kind === 'pglite';
    if (seedIfEmpty && (await isEmpty(database))) {
      logger.info('Base vide : ajout des données de démonstration');
      await seedDemoData(database.db);
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  const { db } = database;
  const events = createEventBus(database);
  await events.start();
  const disconnectCatalog = await connectCatalogCaches(database);
  // Search answers from a snapshot of the catalog, read before the server answers anyone, so no
  // visitor waits for it (a second on a large catalog). Tests read it when they search.
  if (config.env !== 'test') await catalogSnapshot(db);
  const sessions = createSessionCache();
  const disconnectSessions = await sessions.connect(database);
  const auth = createAuth(
    db,
    config,
    {
      resetPassword: (request) => queuePasswordResetEmail(db, config, request),
      verificationEmail: (request) => queueVerificationEmail(db, config, request),
      emailProven: (userId) => markEmailProven(db, userId),
    },
    options.passwordHasher,
  );
  const clock = options.clock ?? (config.testClockFile ? fileClock(config.testClockFile) : systemClock);
  const deps: Deps = { config, database, db, auth, sessions, events, rateCounter: createRateCounter(db), clock };
  const worker = options.outboxWorker === false ? undefined : startOutboxWorker(deps);
  const scheduler = createScheduler(
    deps,
    [subscriptionsTask(config.schedulerIntervalMs), systemTask(config.schedulerIntervalMs)],
    {
      pollIntervalMs: config.schedulerIntervalMs,
    },
  );
  if (options.scheduler !== false) scheduler.start();
  const stopHeartbeat = startInstanceHeartbeat(db);
  const { app, api } = createApp(deps, { webDist: options.webDist });
  return {
    app,
    api,
    deps,
    scheduler,
    async close() {
      await scheduler.stop();
      await stopHeartbeat();
      await worker?.stop();
      await disconnectCatalog();
      await disconnectSessions();
      await events.stop();
      await database.close();
    },
  };
}

async function isEmpty(database: Database) {
  const [row] = await database.db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}
