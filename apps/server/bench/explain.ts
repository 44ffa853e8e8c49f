import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '@/db/client';
import * as schema from '@/db/schema/index';
import { search } from '@/modules/search/search.service';
import { suggest } from '@/modules/search/suggestions.service';

/**
 * The query plans of one search on the benchmark's large catalog, to check that every text
 * predicate reads a trigram index and to see where the time goes:
 *   BENCH_KEEP_DB=1 npm run bench        (keeps livra_bench)
 *   npx tsx bench/explain.ts "poulet braise" [search|suggest]
 */
const url = process.env.BENCH_EXPLAIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/livra_bench';
const [text = 'poulet braise', mode = 'search'] = process.argv.slice(2);

const pool = new pg.Pool({ connectionString: url, max: 1 });
const queries: { sql: string; params: unknown[] }[] = [];
const db = drizzle({
  client: pool,
  schema,
  logger: { logQuery: (sql, params) => queries.push({ sql, params }) },
}) as unknown as Db;
try {
  const started = performance.now();
  if (mode === 'suggest') await suggest(db, text);
  else await search(db, text, {}, 20);
  console.log(`« ${text} » (${mode}) : ${(performance.now() - started).toFixed(1)} ms, ${queries.length} requêtes`);
  for (const { sql, params } of queries) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${sql}`, params);
    console.log(`\n--- ${sql.slice(0, 100)}…\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
} finally {
  await pool.end();
}
