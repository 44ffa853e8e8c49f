import { CATALOG_PAGE_SIZE, CATALOG_MAX_PAGE_SIZE, CATALOG_TEXTS, OPENING_DAYS } from './catalog';
import { REGIONS } from './regions';
import { gnf, pageOf, uuid, z } from './zod';

/** Catalog query parameters, checked the same way by the server routes and the web. */

/** An empty query parameter (`?type=`, left by a cleared form field) means "no filter". */
export function blankAsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema);
}

/** `?open=true|false|1|0` from a query string. */
export function booleanQueryParam(message: string) {
  return z
    .enum(['true', 'false', '1', '0'], { error: message })
    .transform((value) => value === 'true' || value === '1')
    .optional();
}

export const catalogPageParam = z.coerce
  .number({ error: CATALOG_TEXTS.invalidPage })
  .int(CATALOG_TEXTS.invalidPage)
  .min(1, CATALOG_TEXTS.invalidPage)
  .max(1000, CATALOG_TEXTS.invalidPage)
  .default(1);

export function catalogPageSizeParam(fallback: number) {
  return z.coerce
    .number({ error: CATALOG_TEXTS.invalidPageSize })
    .int(CATALOG_TEXTS.invalidPageSize)
    .min(1, CATALOG_TEXTS.invalidPageSize)
    .max(CATALOG_MAX_PAGE_SIZE, CATALOG_TEXTS.invalidPageSize)
    .default(fallback);
}

/** A business type given by id (`1`) or by name (`Restaurant`, `cafe`); resolved by the server. */
export const businessTypeParam = z
  .string({ error: CATALOG_TEXTS.unknownBusinessType })
  .trim()
  .min(1, CATALOG_TEXTS.unknownBusinessType)
  .max(50, CATALOG_TEXTS.unknownBusinessType);

export const categoryIdParam = uuid(CATALOG_TEXTS.invalidCategoryId);
export const businessIdParam = uuid(CATALOG_TEXTS.invalidBusinessId);

export const businessListQuerySchema = z.object({
  type: blankAsAbsent(businessTypeParam.optional()),
  category: blankAsAbsent(categoryIdParam.optional()),
  region: blankAsAbsent(z.enum(REGIONS, { error: CATALOG_TEXTS.invalidRegion }).optional()),
  open: blankAsAbsent(booleanQueryParam(CATALOG_TEXTS.invalidOpen)),
  page: catalogPageParam,
  pageSize: catalogPageSizeParam(CATALOG_PAGE_SIZE),
});
export type BusinessListQuery = z.input<typeof businessListQuerySchema>;

// --- Answers of the catalog: declared on the routes and checked in the tests; catalog.ts infers its types from them. ---

const openingSlotSchema = z.object({ open: z.string(), close: z.string() });

/** A business as a card in listings and search results (defaults of spec 01 §9 applied). */
export const businessCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  address: z.string(),
  region: z.string(),
  cuisineType: z.string().nullable(),
  logo: z.string().nullable(),
  coverImage: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  deliveryTime: z.string(),
  deliveryFee: gnf(),
  isOpen: z.boolean(),
  businessType: z.string().nullable(),
});

/** A menu item of the home page's featured dishes and of the all-items listing (always available, from a listed business). */
export const menuItemCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  price: gnf(),
  image: z.string().nullable(),
  isPopular: z.boolean(),
  businessId: z.uuid(),
  businessName: z.string(),
});

export const menuItemViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  price: gnf(),
  image: z.string().nullable(),
  isAvailable: z.boolean(),
  isPopular: z.boolean(),
});

export const menuSectionSchema = z.object({
  /** Null for the last "Autres" group. */
  id: z.uuid().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  items: z.array(menuItemViewSchema),
});

export const openingHoursViewSchema = z.partialRecord(z.enum(OPENING_DAYS), openingSlotSchema.nullable());

export const businessDetailSchema = businessCardSchema.extend({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  businessTypeId: z.number().int().nullable(),
  category: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  openingHours: openingHoursViewSchema.nullable(),
  menu: z.array(menuSectionSchema),
});

export const categoryViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  icon: z.string(),
  color: z.string(),
  /** Where the card leads when an admin set it (a page of the site); null: the category's own page. */
  link: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  businessCount: z.number().int(),
});

export const businessTypeViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  color: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  features: z.array(z.string()),
  businessCount: z.number().int(),
});

export const businessPageSchema = pageOf(businessCardSchema);
export const categoryDetailSchema = z.object({ category: categoryViewSchema, businesses: businessPageSchema });
export const catalogHomeSchema = z.object({
  popularRestaurants: z.array(businessCardSchema),
  featuredItems: z.array(menuItemCardSchema),
  businessTypes: z.array(businessTypeViewSchema),
});
export const categoryListSchema = z.object({ categories: z.array(categoryViewSchema) });
export const businessTypeListSchema = z.object({ businessTypes: z.array(businessTypeViewSchema) });
