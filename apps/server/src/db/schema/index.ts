/** The whole database schema: every table, for drizzle and drizzle-kit. */
export * from './auth';
export * from './users';
export * from './catalog';
export * from './customers';
export * from './cart';
export * from './orders';
export * from './notifications';
export * from './drivers';
export * from './subscriptions';
export * from './newsletter';
export * from './emails';
export * from './audit';
export * from './partner-profiles';
export * from './rate-limits';
export * from './scheduler';
export * from './system';
export * from './analytics';
