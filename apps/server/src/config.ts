import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PRIVATE_FILE, PRIVATE_FOLDER } from './lib/private-files';

/** The repository root, so `./data` means the same folder whichever workspace starts the server. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(5),
  DATA_DIR: z.string().default(join(REPO_ROOT, 'data')),
  APP_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Livra <no-reply@livra.gn>'),
  AUTH_SECRET: z.string().min(32).optional(),
  /** Extra origins allowed to call the API with cookies (the Vite dev server in development). */
  TRUSTED_ORIGINS: z.string().default('http://localhost:5173'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  SIGNIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  EMAIL_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  IP_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).default(50),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  EVENT_STREAMS_MAX: z.coerce.number().int().min(1).default(10_000),
  /** How often the scheduled work (subscription expiry, suspension end, reminders) is looked at. */
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(60_000),
  /** Tests only (refused in production): a file holding a shift of the server's clock, in ms. */
  TEST_CLOCK_FILE: z.string().min(1).optional(),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  /**
   * Connections to PostgreSQL one instance holds at most. Five suits a 2-core database server
   * (twice its cores, plus one: the usual rule for a pool's size). Ten, node-postgres's default,
   * kept more backends waiting for the same two cores: PostgreSQL took about 15 % more CPU per
   * order and placed fewer (docs/benchmarks.md, issue 13).
   */
  databasePoolSize: number;
  dataDir: string;
  appUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  authSecret: string;
  trustedOrigins: string[];
  env: 'development' | 'production' | 'test';
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Sign-in tries allowed per minute for one address and for one e-mail. */
  signInAttemptsPerMinute: number;
  /** Mails and forms (sign-up, reset, applications, newsletter) allowed per hour for one e-mail. */
  emailRequestsPerHour: number;
  /** The same forms allowed per hour from one client address (several people may share it). */
  ipRequestsPerHour: number;
  /** Reverse proxies in front of the server whose X-Forwarded-For entries are believed. */
  trustProxy: number;
  /**
   * Realtime streams one instance holds at most; past it `/api/events` answers 503. Each stream
   * holds a socket: without a cap, 19,750 streams used up a 20,000-descriptor limit and every
   * file and database connection then failed (docs/benchmarks.md).
   */
  eventStreamsMax: number;
  /** Period of the scheduler (scheduler/worker.ts), in ms. */
  schedulerIntervalMs: number;
  /**
   * How long a password-reset request takes at least, known e-mail or not (no probing). Longer
   * than queueing the mail takes; tests shorten it, the floor still above the work.
   */
  resetRequestMinMs: number;
  /** Tests only: shifts the injectable clock (lib/clock.ts) by the milliseconds written in this file. */
  testClockFile?: string;
}

/** Reads the environment once; nothing else in the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuration invalide: ${detail}`);
  }
  const e = parsed.data;
  if (e.TEST_CLOCK_FILE && e.NODE_ENV === 'production') {
    throw new Error('Configuration invalide: TEST_CLOCK_FILE est réservé aux tests (NODE_ENV=production)');
  }
  const dataDir = resolve(overrides.dataDir ?? e.DATA_DIR);
  const port = overrides.port ?? e.PORT;
  const appUrl = overrides.appUrl ?? e.APP_URL ?? `http://localhost:${port}`;
  return {
    port,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir,
    appUrl,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET ?? persistentSecret(dataDir),
    trustedOrigins: [
      appUrl,
      ...e.TRUSTED_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ],
    env: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    signInAttemptsPerMinute: e.SIGNIN_ATTEMPTS_PER_MINUTE,
    emailRequestsPerHour: e.EMAIL_REQUESTS_PER_HOUR,
    ipRequestsPerHour: e.IP_REQUESTS_PER_HOUR,
    trustProxy: e.TRUST_PROXY,
    eventStreamsMax: e.EVENT_STREAMS_MAX,
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    resetRequestMinMs: 600,
    testClockFile: e.TEST_CLOCK_FILE,
    ...overrides,
  };
}

/**
 * Without AUTH_SECRET a random secret is made once and kept in the data folder, so
 * sessions survive restarts. Several instances must share AUTH_SECRET instead.
 */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: PRIVATE_FILE });
  return secret;
}
