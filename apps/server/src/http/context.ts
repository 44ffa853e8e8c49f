import type { SessionUser } from '@livra/shared';
import type { Config } from '@/config';
import type { Database, Db } from '@/db/client';
import type { Auth } from '@/auth/better-auth';
import type { SessionCache } from '@/auth/session-cache';
import type { EventBus } from '@/events/bus';
import type { Clock } from '@/lib/clock';
import type { RateCounter } from '@/lib/rate-limit';

/** What every service needs, built once at start-up and handed to each request. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  /** Signed-in sessions remembered a few seconds, forgotten on every change (auth/session-cache.ts). */
  sessions: SessionCache;
  events: EventBus;
  /** Counters of every throttle (lib/limits.ts), kept in the database. */
  rateCounter: RateCounter;
  /** The time rules read (subscriptions, scheduled work): real, or moved by tests (lib/clock.ts). */
  clock: Clock;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    user: SessionUser | null;
  };
}
