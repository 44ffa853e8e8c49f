import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { loadConfig } from '@/config';
import { openStreamCount } from '@/modules/events/streams.service';
import { createServer } from '@/server';
import type { BenchTarget } from './database';

/** The app's secret in the benchmark: sessions written straight into the database are signed with it. */
export const BENCH_AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-0';

/**
 * The real app, as `npm start` builds it (outbox worker and event bus included), on the
 * benchmark's database, served by @hono/node-server on a free loopback port.
 */
export async function startApp(target: BenchTarget) {
  const config = loadConfig(
    // Production settings; the sign-in limiter must let a few hundred customers in from one address,
    // and the fan-out measures what one process holds: no stream cap unless EVENT_STREAMS_MAX says.
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: BENCH_AUTH_SECRET,
      SIGNIN_ATTEMPTS_PER_MINUTE: '1000000',
      EVENT_STREAMS_MAX: process.env.EVENT_STREAMS_MAX ?? '1000000',
    },
    { dataDir: target.dataDir, databaseUrl: target.databaseUrl, appUrl: 'http://127.0.0.1' },
  );
  const server = await createServer(config, { seedIfEmpty: false });
  let inFlight = 0;
  const http = serve({
    fetch: async (request, env) => {
      inFlight++;
      try {
        return await server.app.fetch(request, env);
      } finally {
        inFlight--;
      }
    },
    port: 0,
    hostname: '127.0.0.1',
  }) as Server;
  await new Promise((resolve) => http.once('listening', resolve));

  /**
   * Waits until no request has been in the app for 200 ms (15 s at most). When a run stops, the
   * server still holds requests the load sent last: they must not weigh on the next run, nor
   * find the database closed.
   */
  async function settle() {
    for (let quiet = 0, waited = 0; quiet < 4 && waited < 15_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      quiet = inFlight === 0 ? quiet + 1 : 0;
    }
  }

  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    db: server.deps.db,
    settle,
    /** /api/events streams this instance still holds (its registry's count). */
    openStreams: () => openStreamCount(server.deps),
    async stop() {
      http.close();
      http.closeAllConnections();
      await settle();
      await server.close();
    },
  };
}
