import { CATALOG_PAGE_SIZE, CATALOG_MAX_PAGE_SIZE, CATALOG_TEXTS } from './catalog';
import { REGIONS } from './regions';
import { uuid, z } from './zod';

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

