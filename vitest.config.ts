import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Tests that need a real PostgreSQL server run in the PostgreSQL pass only.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['apps/server/src/**/*.pg.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // A worker keeps its imports (the app, PGlite and its compiled WebAssembly) from one
          // file to the next instead of loading them again for each: about half the server
          // project's CPU time. Each file still gets its own server on a fresh database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
