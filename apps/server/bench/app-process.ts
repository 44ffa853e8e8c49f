import { required } from '@livra/shared';
import { startApp } from './app-server';
import type { BenchTarget } from './database';
import { serverStats } from './server-stats';

// A second instance of the app for the fan-out scenario, in its own process as in production:
// forked by fanout.ts with the benchmark's database, it answers `stats` and `stop`.

const send = required(process.send, 'process.send (app-process must be forked with IPC)').bind(process);
const target = JSON.parse(required(process.env.BENCH_APP_TARGET, 'BENCH_APP_TARGET')) as BenchTarget;
const app = await startApp(target);
send({ url: app.url });

process.on('message', async (message: { kind: 'stats'; reset?: boolean } | { kind: 'stop' }) => {
  if (message.kind === 'stats') send({ stats: { ...serverStats(message.reset), openStreams: app.openStreams() } });
  else {
    await app.stop();
    send({ stopped: true });
    process.exit(0);
  }
});
