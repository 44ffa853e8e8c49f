import type { SearchQuery, SearchResults } from '@livra/shared';
import type { Db } from '@/db/client';
import { boundedCache } from '@/lib/bounded-cache';
import { type EncodedJson, encodeJson } from '@/lib/encoded-json';
import { catalogCache } from '@/modules/catalog/catalog-cache';
import { search } from './search.service';
import { cleanSearchText } from './text-index';

// The same searches come back often (everyone types "riz", every suggestion of "p"…): answers
// are kept briefly in memory, serialized and gzipped, at most a few thousand, and sent with a
// short Cache-Control. The API and the search page's HTML (which preloads the first result's
// picture) read the same copies, so the page's own data call then costs nothing.
export const SEARCH_TTL = 30_000;
export const searchCache = catalogCache(boundedCache(SEARCH_TTL, 5_000));

/** Case and spacing never change the answer, so they do not split the cache. */
export const cacheText = (q: string) => cleanSearchText(q).toLowerCase();

export interface SearchRead {
  results: SearchResults;
  encoded: EncodedJson<SearchResults>;
}

/** A full search (spec 01 §7) through the cache. */
export function readSearch(db: Db, { q, limit, ...filters }: SearchQuery): Promise<SearchRead> {
  const key = `search:${JSON.stringify({ q: cacheText(q), limit, ...filters })}`;
  return searchCache.get(key, async () => {
    const results = await search(db, q, filters, limit);
    return { results, encoded: encodeJson(results) };
  });
}
