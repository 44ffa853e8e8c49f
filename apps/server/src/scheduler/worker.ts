import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { scheduledJobs } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { logger } from '@/lib/logger';

/** A recurring task: what it does is read from the data, so running it late or twice is harmless. */
export interface ScheduledTask {
  /** Its row in `scheduled_jobs`. */
  name: string;
  /** How long after a run (on the injectable clock) it is due again. */
  everyMs: number;
  run(deps: Deps): Promise<unknown>;
}

export interface SchedulerOptions {
  /** How often this instance looks for due tasks. */
  pollIntervalMs: number;
  /** How long a claimed task is ours; past it another instance may take it over (we crashed). */
  leaseMs?: number;
  /** Names this instance in `locked_by` (tests give their own). */
  instanceId?: string;
}

export interface Scheduler {
  /** Runs the tasks due now that no other instance holds; resolves with the names it ran. */
  runDue(): Promise<string[]>;
  /** Polls every `pollIntervalMs` (server start-up; tests call `runDue` instead). */
  start(): void;
  stop(): Promise<void>;
}

/**
 * Scheduled work kept in PostgreSQL (docs/decisions/005-scheduled-work.md). Each task has a row
 * with its next run; an instance claims a due row in one UPDATE whose subquery takes the row
 * `FOR UPDATE SKIP LOCKED` and sets a lease, so however many instances poll, one runs it. The
 * tasks themselves change rows only from the state they expect, with unique keys for what they
 * send: a run repeated after a crash, or overlapping a late one, does nothing twice.
 */
export function createScheduler(deps: Deps, tasks: ScheduledTask[], options: SchedulerOptions): Scheduler {
  const { db, clock } = deps;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const instanceId = options.instanceId ?? randomUUID();
  const byName = new Map(tasks.map((task) => [task.name, task]));
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // Runs are chained: one instance never runs two batches at once.
  let chain: Promise<unknown> = Promise.resolve();

  async function claimDue(): Promise<string[]> {
    const now = clock();
    // A new task gets its row, due at once; existing rows keep their schedule.
    await db
      .insert(scheduledJobs)
      .values(tasks.map((task) => ({ name: task.name, nextRunAt: now })))
      .onConflictDoNothing();
    const due = db
      .select({ name: scheduledJobs.name })
      .from(scheduledJobs)
      .where(
        and(
          inArray(
            scheduledJobs.name,
            tasks.map((task) => task.name),
          ),
          lte(scheduledJobs.nextRunAt, now),
          or(isNull(scheduledJobs.lockedUntil), lte(scheduledJobs.lockedUntil, now)),
        ),
      )
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(scheduledJobs)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), lockedBy: instanceId, lastStartedAt: now })
      .where(inArray(scheduledJobs.name, due))
      .returning({ name: scheduledJobs.name });
    return claimed.map((row) => row.name);
  }

  async function runOne(task: ScheduledTask): Promise<void> {
    let failure: string | null = null;
    try {
      await task.run(deps);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      logger.error(`Tâche planifiée « ${task.name} » en échec`, error);
    }
    const finished = clock();
    await db
      .update(scheduledJobs)
      .set({
        nextRunAt: new Date(finished.getTime() + task.everyMs),
        lockedUntil: null,
        lockedBy: null,
        lastFinishedAt: finished,
        lastError: failure,
        runs: failure ? scheduledJobs.runs : sql`${scheduledJobs.runs} + 1`,
      })
      // Only while it is still ours: past the lease another instance may have taken it over.
      .where(and(eq(scheduledJobs.name, task.name), eq(scheduledJobs.lockedBy, instanceId)));
  }

  async function runDueNow(): Promise<string[]> {
    const names = await claimDue();
    for (const name of names) {
      const task = byName.get(name);
      if (task) await runOne(task);
    }
    return names;
  }

  function runDue(): Promise<string[]> {
    const run = chain.then(runDueNow);
    chain = run.catch(() => undefined);
    return run;
  }

  function tick() {
    if (stopped) return;
    runDue().catch((error) => logger.error('Erreur du planificateur', error));
  }

  return {
    runDue,
    start() {
      if (timer || stopped) return;
      timer = setInterval(tick, options.pollIntervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await chain;
    },
  };
}
