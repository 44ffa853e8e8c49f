import type { PublicRouteName } from './app-routes';
import { CATALOG_UI } from './ui/catalog';
import { ADMIN_PUBLIC_CONTENT_UI } from './ui/admin-public-content';
import { CUSTOMERS_UI } from './ui/customers';
import { HOME_UI } from './ui/home';
import { REQUESTS_UI } from './ui/requests';
import { SEARCH_UI } from './ui/search';

/**
 * What the server writes in the head of the HTML it sends for each public page, so link previews
 * (WhatsApp, Facebook) and search engines, which run no script, see the page's own title and
 * description (docs/decisions/013-link-previews-and-seo.md). The titles are the pages' own headings,
 * the ones the web app sets as the tab title; French, the default language.
 */
export interface PageHeadWords {
  /** Undefined on the home page: the site and its tagline. */
  title: string | undefined;
  description: string;
}

/** The pages whose words are fixed; a business and a category page are made from their data. */
export const PAGE_HEADS = {
  home: {
    title: undefined,
    description:
      'Livra : commandez repas, courses et produits de vos commerces préférés, livrés en Guinée. Paiement à la livraison.',
  },
  restaurants: { title: CATALOG_UI.restaurants, description: CATALOG_UI.restaurantsIntro },
  categories: { title: CATALOG_UI.categories, description: CATALOG_UI.categoriesIntro },
  reservations: { title: CUSTOMERS_UI.bookTable, description: CUSTOMERS_UI.bookTableIntro },
  about: { title: ADMIN_PUBLIC_CONTENT_UI.aboutTitle, description: ADMIN_PUBLIC_CONTENT_UI.aboutDescription },
  articles: { title: ADMIN_PUBLIC_CONTENT_UI.articlesTitle, description: ADMIN_PUBLIC_CONTENT_UI.articlesDescription },
  search: { title: SEARCH_UI.search, description: SEARCH_UI.allItemsIntro },
  partnerApplication: { title: REQUESTS_UI.partnerDocumentTitle, description: REQUESTS_UI.partnerIntro },
  driverApplication: { title: REQUESTS_UI.driverDocumentTitle, description: REQUESTS_UI.driverIntro },
  driverApplicationAlias: { title: REQUESTS_UI.driverDocumentTitle, description: REQUESTS_UI.driverIntro },
} as const satisfies Partial<Record<PublicRouteName, PageHeadWords>>;

/** The longest description a search engine shows whole. */
const DESCRIPTION_MAX = 200;

/** A business page's description: type and town, its own description, and how ordering works. */
export function businessPageDescription(business: {
  businessType: string | null;
  region: string;
  address: string | null;
  description: string | null;
}): string {
  const address = business.address?.trim();
  const place = !address
    ? business.region
    : address.includes(business.region)
      ? address
      : `${address}, ${business.region}`;
  const own = business.description?.trim();
  // Where and how first: a long description is cut at the end.
  const lead = `${business.businessType ?? CATALOG_UI.business} à ${place}, livré par Livra. ${HOME_UI.cashOnDelivery}.`;
  return shorten(own ? `${lead} ${own}` : lead);
}

/** A category page's description: its own, or one made from its name. */
export function categoryPageDescription(category: { name: string; description: string | null }): string {
  const own = category.description?.trim();
  return shorten(own || `${category.name} : les commerces de la catégorie, livrés partout en Guinée par Livra.`);
}

/** Cut at a word under the limit, with an ellipsis. */
function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
