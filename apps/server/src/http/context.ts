import type { SessionUser } from '@livra/shared';
import type { Config } from '@/config';
import type { Database, Db } from '@/db/client';
import type { Auth } from '@/auth/better-auth';
import type { EventBus } from '@/events/bus';
import type { RateCounter } from '@/lib/rate-limit';

/** What every service needs, built once at start-up and handed to each request. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  events: EventBus;
  /** Counters of every throttle (lib/limits.ts), kept in the database. */
  rateCounter: RateCounter;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    user: SessionUser | null;
  };
}
