import type { Db, Tx } from '../client';

/** The server's database type (PGlite or node-postgres behind one drizzle type). */
export type SeedDatabase = Db;
export type SeedTransaction = Tx;

/** Ids of the reference rows created by migration 0002, looked up by name. */
export interface ReferenceIds {
  businessTypes: Map<string, number>;
  categories: Map<string, string>;
  plans: Map<string, { id: string; price: number }>;
}
