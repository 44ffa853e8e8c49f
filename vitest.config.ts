import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `@/…` is each app's src/, as in its tsconfig.json (and apps/web/vite.config.ts). */
const srcAlias = (app: string) => ({
  alias: [{ find: /^@\//, replacement: fileURLToPath(new URL(`./apps/${app}/src/`, import.meta.url)) }],
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, with
    // the main process idle. The tests wait on timers and I/O often enough that one per core pays.
    maxWorkers: availableParallelism(),
    projects: [
      // isolate: false everywhere: a worker keeps its imports from one file to the next instead of
      // loading them again for each, which took most of the run (CPU time of the whole run cut by
      // about 3). So a file must leave no global behind: vi.unstubAllGlobals() after
      // vi.stubGlobal, vi.useRealTimers() after fake ones.
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node', isolate: false } },
      {
        resolve: srcAlias('server'),
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Tests that need a real PostgreSQL server run in the PostgreSQL pass only; tests of what only
          // the embedded database does (its backups) in the PGlite pass only.
          exclude: process.env.TEST_DATABASE_URL
            ? ['apps/server/src/**/*.embedded.test.ts']
            : ['apps/server/src/**/*.pg.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // The app, PGlite and its compiled WebAssembly load once per worker; each file still
          // gets its own server on a fresh copy of the database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: srcAlias('web'),
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // jsdom and React load once per worker: setting them up again for each file took most
          // of this project's time.
          isolate: false,
        },
      },
    ],
  },
});
