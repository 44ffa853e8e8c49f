import { readdirSync, readFileSync } from 'node:fs';

/** CPU time over a measured run, in ms: the app (this process), PostgreSQL and the whole machine. */
export interface CpuSplit {
  app: number;
  /** The `postgres` processes of this machine; undefined without /proc (not Linux). */
  postgres?: number;
  /** Every core's busy time (what `top` shows as not idle); undefined without /proc. */
  machine?: number;
}

// Linux counts process and machine CPU in USER_HZ ticks, 100 a second on every platform it runs on.
const MS_PER_TICK = 10;

function readOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined; // no /proc, or the process ended meanwhile
  }
}

/** Ticks used so far by each process called `name`, by pid (their own time, user and system). */
function processTicks(name: string): Map<string, number> | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return undefined;
  }
  const ticks = new Map<string, number>();
  for (const pid of pids) {
    const stat = readOrUndefined(`/proc/${pid}/stat`);
    if (!stat) continue;
    // The command name is in parentheses and may hold spaces: fields are counted after it.
    const end = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, end) !== name) continue;
    const fields = stat.slice(end + 2).split(' ');
    ticks.set(pid, Number(fields[11]) + Number(fields[12])); // utime, stime
  }
  return ticks;
}

/**
 * The ticks the processes used between two readings: a process that ended meanwhile took its
 * time with it (counted as none, never as a negative), one that started counts whole.
 */
function processDelta(after: Map<string, number> | undefined, before: Map<string, number> | undefined) {
  if (!after || !before) return undefined;
  let ticks = 0;
  for (const [pid, used] of after) {
    const prior = before.get(pid);
    // Fewer ticks than before under the same pid: the pid went to a new process.
    ticks += prior !== undefined && prior <= used ? used - prior : used;
  }
  return ticks * MS_PER_TICK;
}

/** Busy ticks of all cores so far: user, system and interrupts (not idle, I/O wait, nor time the host kept). */
function machineTicks(): number | undefined {
  const line = readOrUndefined('/proc/stat')?.split('\n')[0];
  if (!line?.startsWith('cpu ')) return undefined;
  const [user, nice, system, , , irq, softirq] = line.split(/\s+/).slice(1).map(Number);
  return user + nice + system + irq + softirq;
}

function snapshot() {
  return { app: process.cpuUsage(), postgres: processTicks('postgres'), machine: machineTicks() };
}

const delta = (after: number | undefined, before: number | undefined) =>
  after === undefined || before === undefined ? undefined : (after - before) * MS_PER_TICK;

/**
 * Where the CPU went while `run` ran. PostgreSQL's share is only meaningful when the benchmark's
 * server is on this machine (the default). A backend that exits during the run (an idle pool
 * connection closed) takes its time with it: the share can be a little low, never negative.
 */
export async function measureCpu<T>(run: () => Promise<T>): Promise<{ result: T; cpu: CpuSplit }> {
  const before = snapshot();
  const result = await run();
  const after = snapshot();
  const app = process.cpuUsage(before.app);
  return {
    result,
    cpu: {
      app: (app.user + app.system) / 1000,
      postgres: processDelta(after.postgres, before.postgres),
      machine: delta(after.machine, before.machine),
    },
  };
}

/**
 * Per unit of work: « 5.62 ms de CPU du serveur, 13.20 ms de PostgreSQL, 19.31 ms de la machine (…) »,
 * or the app's figure alone where /proc is missing.
 */
export function describeCpu(cpu: CpuSplit, units: number): string {
  const per = (ms: number | undefined) => (ms === undefined || units === 0 ? undefined : (ms / units).toFixed(2));
  const app = `${per(cpu.app) ?? '—'} ms de CPU du serveur`;
  const postgres = per(cpu.postgres);
  const machine = per(cpu.machine);
  if (postgres === undefined || machine === undefined) return app;
  return `${app}, ${postgres} ms de PostgreSQL, ${machine} ms de la machine (les deux cœurs, générateur de charge compris)`;
}
