import { readdirSync } from 'node:fs';
import { constants, monitorEventLoopDelay, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface ServerStats {
  /** Resident memory and V8 heap in use, in MiB, after a full garbage collection. */
  rssMiB: number;
  heapMiB: number;
  /** Open file descriptors (sockets included); -1 where /proc is missing. */
  fds: number;
  /** Event-loop delay since the last reset, in ms. */
  loopP99: number;
  loopMax: number;
  /** Garbage collection pauses since the last reset: total ms, and the longest. */
  gcMs: number;
  gcMaxMs: number;
}

// A full collection before reading memory, so that the figure per stream is what streams keep,
// not garbage waiting for the next collection.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let gcMs = 0;
let gcMaxMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    // Our own collections before each reading are not the server's pauses.
    const flags = (entry as PerformanceEntry & { detail?: { flags?: number } }).detail?.flags ?? 0;
    if (flags & constants.NODE_PERFORMANCE_GC_FLAGS_FORCED) continue;
    gcMs += entry.duration;
    gcMaxMs = Math.max(gcMaxMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

const mib = (bytes: number) => bytes / 2 ** 20;

/** This process's figures (the server's, when it runs in-process or in app-process.ts). */
export function serverStats(reset = false): ServerStats {
  gc();
  const memory = process.memoryUsage();
  let fds = -1;
  try {
    fds = readdirSync('/proc/self/fd').length;
  } catch {}
  const stats = {
    rssMiB: mib(memory.rss),
    heapMiB: mib(memory.heapUsed),
    fds,
    loopP99: loop.percentile(99) / 1e6,
    loopMax: loop.max / 1e6,
    gcMs,
    gcMaxMs,
  };
  if (reset) {
    loop.reset();
    gcMs = 0;
    gcMaxMs = 0;
  }
  return stats;
}
