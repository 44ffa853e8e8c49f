import type { BusinessDetail, BusinessTypeView, CategoryView } from '@livra/shared';
import type { Db } from '@/db/client';
import { boundedCache } from '@/lib/bounded-cache';
import { type EncodedJson, encodeJson } from '@/lib/encoded-json';
import { AppError } from '@/lib/errors';
import { publicCache } from '@/lib/public-cache';
import { getBusinessDetail } from './business.service';
import { catalogCache } from './catalog-cache';
import { getHome, listBusinessTypes, listCategories, listSitemapEntries } from './catalog.service';

// Public answers that change rarely are kept in memory briefly so a burst of visitors costs
// one query; the same lifetime goes out as Cache-Control so phones and proxies reuse them too.
// They are kept serialized and gzipped (encodeJson), so a hit costs neither. The API and the
// pages' HTML (their head: title, description, preview image) read the same copies: a shared
// link's first visit fills the cache its page's data call then reads.
export const HOME_TTL = 60_000;
export const REFERENCE_TTL = 60_000;
export const LISTING_TTL = 30_000;
// A partner who marks a dish unavailable should see it on the public page within seconds.
export const DETAIL_TTL = 15_000;
const homeCache = catalogCache(publicCache(HOME_TTL));
export const referenceCache = catalogCache(publicCache(REFERENCE_TTL));
export const listingCache = catalogCache(boundedCache(LISTING_TTL, 2_000));
const detailCache = catalogCache(boundedCache(DETAIL_TTL, 10_000));

export type HomeData = Awaited<ReturnType<typeof getHome>>;

/** The home page's data, for the API and the home page's HTML. */
export function readHome(db: Db): Promise<EncodedJson<HomeData>> {
  return homeCache.get('home', async () => encodeJson(await getHome(db)));
}

/** A business page's data, or why there is none (unknown, suspended, closed), kept alike. */
export type BusinessRead = { detail: BusinessDetail; encoded: EncodedJson<BusinessDetail> } | { refusal: AppError };

export function readBusiness(db: Db, id: string): Promise<BusinessRead> {
  return detailCache.get(id, async () => {
    try {
      const detail = await getBusinessDetail(db, id);
      return { detail, encoded: encodeJson(detail) };
    } catch (error) {
      // A refusal is remembered like an answer: a flood of visits to a removed business's shared
      // link costs one query per lifetime too.
      if (error instanceof AppError) return { refusal: error };
      throw error;
    }
  });
}

export interface CategoriesRead {
  categories: CategoryView[];
  encoded: EncodedJson<{ categories: CategoryView[] }>;
}

/** The active categories, for the API's list and the category pages' head. */
export function readCategories(db: Db): Promise<CategoriesRead> {
  return referenceCache.get('categories', async () => {
    const categories = await listCategories(db);
    return { categories, encoded: encodeJson({ categories }) };
  });
}

/** The business types, for the API's list and the search page's filters. */
export function readBusinessTypes(db: Db): Promise<EncodedJson<{ businessTypes: BusinessTypeView[] }>> {
  return referenceCache.get('business-types', async () => encodeJson({ businessTypes: await listBusinessTypes(db) }));
}

export type SitemapEntries = Awaited<ReturnType<typeof listSitemapEntries>>;

/** The listed businesses and active categories for sitemap.xml. */
export function readSitemapEntries(db: Db): Promise<SitemapEntries> {
  return referenceCache.get('sitemap', () => listSitemapEntries(db));
}
