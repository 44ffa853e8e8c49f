import {
  blankAsAbsent,
  booleanQueryParam,
  businessTypeParam,
  catalogPageParam,
  catalogPageSizeParam,
  businessCardSchema,
  categoryIdParam,
  menuItemCardSchema,
} from './catalog-schemas';
import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_ITEMS_PAGE_SIZE,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_LIMIT,
  SEARCH_MIN_LENGTH,
  SEARCH_TEXTS,
  SUGGESTIONS_MIN_LENGTH,
} from './search';
import { gnf, pageOf, z } from './zod';

/** Search query parameters, checked the same way by the server routes and the web. */

function searchText(min: number) {
  return z
    .string({ error: SEARCH_TEXTS.empty })
    .trim()
    .min(1, { error: SEARCH_TEXTS.empty, abort: true })
    .min(min, SEARCH_TEXTS.tooShort)
    .max(SEARCH_MAX_LENGTH, SEARCH_TEXTS.tooLong);
}

const maxPrice = blankAsAbsent(
  z.coerce
    .number({ error: SEARCH_TEXTS.invalidPrice })
    .int(SEARCH_TEXTS.invalidPrice)
    .min(0, SEARCH_TEXTS.invalidPrice)
    .max(1_000_000_000, SEARCH_TEXTS.invalidPrice)
    .optional(),
);

/** The filters of spec 01 §7, as they appear in the URL of /search and of the API. */
export const searchFiltersSchema = z.object({
  category: blankAsAbsent(categoryIdParam.optional()),
  type: blankAsAbsent(businessTypeParam.optional()),
  open: blankAsAbsent(booleanQueryParam(SEARCH_TEXTS.invalidOpen)),
  minRating: blankAsAbsent(
    z.coerce
      .number({ error: SEARCH_TEXTS.invalidRating })
      .min(0, SEARCH_TEXTS.invalidRating)
      .max(5, SEARCH_TEXTS.invalidRating)
      .optional(),
  ),
  maxPrice,
});

export const searchQuerySchema = searchFiltersSchema.extend({
  q: searchText(SEARCH_MIN_LENGTH),
  limit: z.coerce
    .number({ error: SEARCH_TEXTS.invalidLimit })
    .int(SEARCH_TEXTS.invalidLimit)
    .min(1, SEARCH_TEXTS.invalidLimit)
    .max(SEARCH_MAX_LIMIT, SEARCH_TEXTS.invalidLimit)
    .default(SEARCH_DEFAULT_LIMIT),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const suggestionsQuerySchema = z.object({ q: searchText(SUGGESTIONS_MIN_LENGTH) });

export const searchItemsQuerySchema = searchFiltersSchema.extend({
  page: catalogPageParam,
  pageSize: catalogPageSizeParam(SEARCH_ITEMS_PAGE_SIZE),
});
export type SearchItemsQuery = z.output<typeof searchItemsQuerySchema>;

// --- Answers of search: declared on the routes and checked in the tests; search.ts infers its types from them. ---

export const businessSearchResultSchema = businessCardSchema.extend({
  categoryName: z.string().nullable(),
  score: z.number(),
});
export const menuItemResultSchema = menuItemCardSchema.extend({ score: z.number() });
export const categoryResultSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  icon: z.string(),
  color: z.string(),
  score: z.number(),
});

export const searchResultsSchema = z.object({
  businesses: z.array(businessSearchResultSchema),
  menuItems: z.array(menuItemResultSchema),
  categories: z.array(categoryResultSchema),
  /** Every match, before the per-group limit; at least this many when `totalExact` is false. */
  total: z.number().int(),
  /** False when the items close to the text (typos) were too many to count: "plus de N résultats". */
  totalExact: z.boolean(),
});

/** Spec 01 §3 "Search suggestion", camelCase like the rest of the API. */
export const searchSuggestionSchema = z.object({
  type: z.enum(['business', 'menu_item', 'category']),
  id: z.uuid(),
  name: z.string(),
  cuisineType: z.string().nullable(),
  /** `Conakry` when the business has none. */
  address: z.string().nullable(),
  businessName: z.string().nullable(),
  /** GNF, menu items only. */
  price: gnf().nullable(),
  description: z.string().nullable(),
  /** Menu items: their business, to link to it. */
  businessId: z.uuid().nullable(),
});
export const suggestionListSchema = z.object({ suggestions: z.array(searchSuggestionSchema) });
export const menuItemPageSchema = pageOf(menuItemCardSchema);
