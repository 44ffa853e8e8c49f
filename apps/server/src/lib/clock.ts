import { readFileSync } from 'node:fs';

/**
 * The time the server's own rules read (subscriptions, scheduled work): one function handed to
 * everything through `Deps`, so tests and the end-to-end run can move it. Only code written
 * for it reads it; older `new Date()` calls keep the real time.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * The real time shifted by the number of milliseconds written in `file` (may be negative; a
 * missing, empty or unreadable file means no shift). Read at each call, so a test moves time
 * by rewriting the file while the server runs. Config refuses it in production.
 */
export function fileClock(file: string): Clock {
  return () => {
    let offset = 0;
    try {
      offset = Number.parseInt(readFileSync(file, 'utf8').trim() || '0', 10) || 0;
    } catch {
      offset = 0;
    }
    return new Date(Date.now() + offset);
  };
}

/** A clock a test sets and moves by hand: starts at `start` (default: now) and stands still. */
export function manualClock(start: Date = new Date()) {
  let current = start.getTime();
  const clock: Clock = () => new Date(current);
  return Object.assign(clock, {
    set(date: Date) {
      current = date.getTime();
    },
    advance(ms: number) {
      current += ms;
    },
  });
}
export type ManualClock = ReturnType<typeof manualClock>;
