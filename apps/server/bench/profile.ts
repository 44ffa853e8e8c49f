import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';

/**
 * `BENCH_CPU_PROFILE=<folder>`: a V8 CPU profile of this process (the app) over one measured run
 * only — not the seeding nor the sign-ins — written as `<folder>/<scenario>.cpuprofile` (`orders`,
 * `uncached`), to open in Chrome DevTools. The folder is made if missing.
 */
export async function profiled<T>(scenario: string, run: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_CPU_PROFILE;
  if (!folder) return run();
  const file = join(folder, `${scenario}.cpuprofile`);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(folder, { recursive: true });
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}
