import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/**
 * `BENCH_CPU_PROFILE=<file.cpuprofile>`: a V8 CPU profile of this process (the app) over one
 * measured run only — not the seeding nor the sign-ins — to open in Chrome DevTools.
 */
export async function profiled<T>(file: string | undefined, run: () => Promise<T>): Promise<T> {
  if (!file) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}
