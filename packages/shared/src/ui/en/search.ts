import type { Translation } from '../../locale';
import type { SEARCH_UI } from '../search';

/** `ui/search.ts` in English: exactly its keys (a missing or extra key fails the type-check). */
export const SEARCH_UI_EN: Translation<typeof SEARCH_UI> = {
  resultsFor: (q) => `Results for “${q}”`,
  allItems: 'All items',
  searchTitle: (q) => `Search: ${q}`,
  search: 'Search',
  allItemsIntro: 'Dishes, groceries and products from every business on Livra.',
  typeAtLeast: (min) => `Type at least ${min} characters to search.`,
  searchOnPage: 'Search on the page',
  placeholder: 'Dish, business, product…',
  filters: 'Filters',
  category: 'Category',
  allCategories: 'All categories',
  businessType: 'Type of business',
  allTypes: 'All types',
  minRating: 'Minimum rating',
  allRatings: 'All ratings',
  ratingAtLeast: { '3': '3 stars and up', '4': '4 stars and up', '4.5': '4.5 stars and up' },
  maxPrice: 'Maximum price',
  allPrices: 'All prices',
  upTo: (price) => `Up to ${price}`,
  clearFilters: 'Clear the filters',
  openNow: 'Open now',
  noResultsHint: 'Check the spelling, try a shorter word or remove some filters.',
  seeAllItems: 'See all items',
  resultCount: (count) => `${count} result${count === 1 ? '' : 's'}`,
  businesses: 'Businesses',
  items: 'Items',
  categories: 'Categories',
  noItemMatches: 'No item matches these filters.',
};
