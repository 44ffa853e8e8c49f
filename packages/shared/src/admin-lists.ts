import { catalogPageParam, catalogPageSizeParam } from './catalog-schemas';
import { z } from './zod';
import { CHECK_MESSAGES } from './messages-checks';

/** Admin lists show 10 rows a page (spec 02 §9). */
export const ADMIN_PAGE_SIZE = 10;
/** An export holds the whole filtered list, up to this many rows. */
export const ADMIN_EXPORT_MAX = 10_000;

/** `?page=&pageSize=` of every admin list (the page's rows; its export takes the same filters without them). */
export const adminPageQuery = {
  page: catalogPageParam,
  pageSize: catalogPageSizeParam(ADMIN_PAGE_SIZE),
};

/** `?from=&to=` (YYYY-MM-DD, inclusive) on creation dates. */
export const adminDateRangeQuery = {
  from: z.iso.date({ error: CHECK_MESSAGES.startDateInvalid }).optional(),
  to: z.iso.date({ error: CHECK_MESSAGES.endDateInvalid }).optional(),
};
