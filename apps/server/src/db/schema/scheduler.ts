import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './columns';

/**
 * The recurring tasks of the scheduler (scheduler/worker.ts), one row per task: when it runs
 * next, and who holds it while it runs. What a task does is read from the data itself
 * (a suspension's end, a subscription's end date), so nothing is lost across restarts.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  /** On the injectable clock: the task is due once the clock reaches it. */
  nextRunAt: tz('next_run_at').notNull(),
  /** Set while an instance runs the task; past it, another instance may take it over (crash). */
  lockedUntil: tz('locked_until'),
  lockedBy: text('locked_by'),
  lastStartedAt: tz('last_started_at'),
  lastFinishedAt: tz('last_finished_at'),
  lastError: text('last_error'),
  /** Completed runs, every instance together. */
  runs: integer('runs').notNull().default(0),
});

export type ScheduledJob = typeof scheduledJobs.$inferSelect;
