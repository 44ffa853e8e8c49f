import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { inject } from 'vitest';
import type { PasswordHasher } from '@/auth/better-auth';
import { loadConfig, type Config } from '@/config';
import { createServer, type ServerOptions } from '@/server';
import { cloneTemplate } from './postgres';
import { createResponseChecker } from './response-check';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO = {
  customer: 'client@livra.gn',
  partner: 'partenaire@livra.gn',
  driver: 'livreur@livra.gn',
  admin: 'admin@livra.gn',
} as const;

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  cookie?: string;
  json?: unknown;
  body?: BodyInit;
  /** The peer address of the (simulated) socket; without it the request has no socket at all. */
  remoteAddress?: string;
}

let snapshot: Blob | undefined;
/** The run's migrated and seeded PGlite data folder (global-setup.ts), as a tarball to start from. */
export function loadSnapshot(): Blob {
  snapshot ??= new Blob([readFileSync(inject('snapshotFile'))]);
  return snapshot;
}

/**
 * better-auth's own scrypt, remembering what it already computed: one scrypt costs about
 * 80 ms of CPU and the suite signs the same demo accounts in hundreds of times. Remembering
 * a pure function's answers changes no outcome (a wrong password is another key); the only
 * visible trace is that accounts given the same password share one salt.
 */
const hashes = new Map<string, Promise<string>>();
const verdicts = new Map<string, Promise<boolean>>();
const rememberingHasher: PasswordHasher = {
  hash(password) {
    if (!hashes.has(password)) hashes.set(password, hashPassword(password));
    return hashes.get(password)!;
  },
  verify({ hash, password }) {
    const key = `${hash}\n${password}`;
    if (!verdicts.has(key)) verdicts.set(key, verifyPassword({ hash, password }));
    return verdicts.get(key)!;
  },
};

/**
 * A whole server in-process on a fresh copy of the migrated, seeded database: PGlite
 * restored from the run's snapshot, or a clone of the PostgreSQL template when
 * TEST_DATABASE_URL is set. Always `close()` it (afterAll).
 */
export async function createTestServer(overrides: Partial<Config> = {}, options: ServerOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'livra-test-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  // A second instance may share the first one's PostgreSQL database (overrides.databaseUrl).
  const clone = pgUrl && !overrides.databaseUrl ? await cloneTemplate(pgUrl) : undefined;
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      SIGNIN_ATTEMPTS_PER_MINUTE: '1000',
      EMAIL_REQUESTS_PER_HOUR: '1000',
      IP_REQUESTS_PER_HOUR: '1000',
    },
    {
      dataDir,
      appUrl: 'http://localhost:3000',
      // Well above what queueing a reset mail takes here, and a quarter of the production wait.
      resetRequestMinMs: 150,
      ...(clone ? { databaseUrl: clone.url } : {}),
      ...overrides,
    },
  );
  const server = await createServer(config, {
    seedIfEmpty: false,
    inMemory: true,
    // PostgreSQL (a clone, or the database of another instance) starts from the template instead.
    snapshot: config.databaseUrl ? undefined : loadSnapshot(),
    outboxWorker: false,
    // Scheduled work runs when a test calls `server.scheduler.runDue()` (or its task) itself.
    scheduler: false,
    passwordHasher: rememberingHasher,
    ...options,
  });

  const checkResponse = createResponseChecker(server.api.openAPIRegistry);

  /** Calls the API in-process; an answer its operation does not declare (status or shape) fails the test. */
  async function request(path: string, init: RequestOptions = {}) {
    const { cookie, json, headers, remoteAddress, ...rest } = init;
    const allHeaders = new Headers(headers);
    if (cookie) allHeaders.set('cookie', cookie);
    if (json !== undefined) allHeaders.set('content-type', 'application/json');
    // Like the web app in a browser: state changes come from the app's own origin.
    // A test passes `origin: ''` to send none, like curl.
    if (!allHeaders.has('origin')) allHeaders.set('origin', config.appUrl);
    else if (!allHeaders.get('origin')) allHeaders.delete('origin');
    const method = rest.method ?? (json !== undefined ? 'POST' : 'GET');
    const response = await server.app.request(
      `/api${path}`,
      {
        ...rest,
        method,
        headers: allHeaders,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      },
      remoteAddress ? { incoming: { socket: { remoteAddress } } } : undefined,
    );
    await checkResponse(method, path, response);
    return response;
  }

  /** Signs in and returns the session cookie to send back. */
  async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
    const response = await request('/auth/sign-in', { json: { email, password } });
    if (response.status !== 200)
      throw new Error(`Connexion de ${email} impossible: ${response.status} ${await response.text()}`);
    return cookieFrom(response);
  }

  return {
    ...server,
    config,
    request,
    signIn,
    async close() {
      await server.close();
      await clone?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/** The cookies a response sets, as a Cookie header value. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}
