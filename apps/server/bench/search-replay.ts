import { openDatabase } from '@/db/client';
import { catalogSnapshot } from '@/modules/search/search-index';
import { search } from '@/modules/search/search.service';
import { uncachedSearchQueries } from './catalog-data';

/**
 * The benchmark's never-seen searches replayed in this process, one after the other, on the
 * large catalog of a kept benchmark database: the search alone, without HTTP, and what reading
 * the catalog snapshot costs (time, heap, the longest the event loop was held).
 *   BENCH_KEEP_DB=1 npm run bench        (keeps livra_bench)
 *   node --expose-gc --import tsx bench/search-replay.ts     (from apps/server)
 */
const url = process.env.BENCH_REPLAY_URL ?? 'postgresql://postgres@127.0.0.1:5432/livra_bench';
const database = await openDatabase({ databaseUrl: url });
try {
  const heapBefore = process.memoryUsage().heapUsed;
  let longest = 0;
  let last = performance.now();
  const watch = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  await catalogSnapshot(database.db);
  clearInterval(watch);
  globalThis.gc?.();
  const heap = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  console.log(
    `Catalogue lu en ${Math.round(performance.now() - started)} ms ; tas +${Math.round(heap)} Mo ; boucle tenue au plus ${Math.round(longest)} ms`,
  );
  const texts = uncachedSearchQueries();
  for (const round of [1, 2]) {
    const times: number[] = [];
    for (const text of texts) {
      const at = performance.now();
      await search(database.db, text, {}, 20);
      times.push(performance.now() - at);
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
    const quantile = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))].toFixed(2);
    console.log(
      `Tour ${round} : ${texts.length} recherches, moyenne ${mean.toFixed(2)} ms, p50 ${quantile(0.5)}, p99 ${quantile(0.99)}, max ${times[times.length - 1].toFixed(1)}`,
    );
  }
} finally {
  await database.close();
}
