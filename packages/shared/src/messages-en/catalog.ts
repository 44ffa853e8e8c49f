import { REGIONS } from '../regions';
import type { CATALOG_TEXTS } from '../catalog';
import type { Translation } from '../locale';
import { SEARCH_MAX_LENGTH, SEARCH_MAX_LIMIT, SEARCH_MIN_LENGTH, type SEARCH_TEXTS } from '../search';

/** `CATALOG_TEXTS` in English: the public catalogue's refusals (businesses, categories, listings). */
export const CATALOG_TEXTS_EN: Translation<typeof CATALOG_TEXTS> = {
  businessNotFound: 'Business not found',
  businessSuspended: 'This business is temporarily unavailable',
  businessClosed: 'This business is no longer on Livra',
  categoryNotFound: 'Category not found',
  unknownBusinessType: 'Unknown business type',
  invalidBusinessId: 'Invalid business identifier',
  invalidCategoryId: 'Invalid category identifier',
  invalidPage: 'Invalid page number',
  invalidPageSize: 'Invalid page size (1 to 50)',
  invalidRegion: `Unknown region (${REGIONS.join(', ')})`,
  invalidOpen: 'The “open” filter must be true or false',
};

/** `SEARCH_TEXTS` in English: the search's checks. */
export const SEARCH_TEXTS_EN: Translation<typeof SEARCH_TEXTS> = {
  tooShort: `The search must be at least ${SEARCH_MIN_LENGTH} characters long`,
  empty: 'Type something to search for',
  tooLong: `The search must not exceed ${SEARCH_MAX_LENGTH} characters`,
  invalidRating: 'The minimum rating must be between 0 and 5',
  invalidPrice: 'The maximum price must be a positive whole number of GNF',
  invalidLimit: `The limit must be between 1 and ${SEARCH_MAX_LIMIT}`,
  invalidOpen: CATALOG_TEXTS_EN.invalidOpen,
};
