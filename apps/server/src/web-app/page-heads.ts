import { businessIdParam, CATALOG_TEXTS, categoryIdParam, MESSAGES, searchQuerySchema } from '@livra/shared';
import { INDEXED_PUBLIC_ROUTES, matchRoute, PUBLIC_ROUTES, type PublicRouteName } from '@livra/shared/app-routes';
import { documentTitle } from '@livra/shared/document-title';
import { businessPageDescription, categoryPageDescription, PAGE_HEADS } from '@livra/shared/page-heads';
import { CATALOG_UI } from '@livra/shared/ui/catalog';
import { SHELL_UI } from '@livra/shared/ui/shell';
import type { Db } from '@/db/client';
import type { Deps } from '@/http/context';
import type { EncodedJson } from '@/lib/encoded-json';
import { readBusiness, readBusinessTypes, readCategories, readHome } from '@/modules/catalog/catalog-reads';
import { readSearch } from '@/modules/search/search-reads';
import type { PageHead } from './html-head';
import { firstRead } from './page-hints';
import { previewImage } from './preview-images';

export interface PageAnswer {
  status: 200 | 404 | 410;
  head: PageHead;
  /**
   * The picture at the top of the page, shown on a phone's first screen (a business's cover, a
   * search's first result): page-hints.ts preloads it.
   */
  firstImage?: string;
  /**
   * The API's answers by which the page's first screen is rendered on the server and written in
   * its HTML (first-screens.ts): its first read (page-hints.ts `firstRead`) first, then any other
   * its first screen shows (a search's filters list the categories and business types).
   */
  firstAnswers?: FirstAnswer[];
}

export interface FirstAnswer {
  /** The address the web app reads it from. */
  path: string;
  /** The answer's JSON, as the API sends it. */
  text: string;
}

const ROUTE_NAMES = new Map<string, PublicRouteName>(
  Object.entries(PUBLIC_ROUTES).map(([name, path]) => [path, name as PublicRouteName]),
);
const INDEXED = new Set<PublicRouteName>(INDEXED_PUBLIC_ROUTES);
/** Two paths of one page: search engines are given one of them. */
const CANONICAL_PATHS: Partial<Record<PublicRouteName, string>> = {
  driverApplicationAlias: PUBLIC_ROUTES.driverApplication,
};

/** Where the web app reads the lists a search's filters offer (apps/web/src/features/catalog/lists-api.ts). */
const CATEGORIES_READ = '/api/categories';
const BUSINESS_TYPES_READ = '/api/business-types';

/** The preview picture of pages with none of their own: the installable app's icon. */
const SITE_IMAGE = '/icons/icon-512.png';

/**
 * The status and head of the HTML answered for a path: a page of the app (its own words, or its
 * business's or category's data, read through the catalog's caches), or a 404 / 410 whose HTML
 * still starts the web app, which shows its own not-found page or message.
 */
export async function pageFor(deps: Pick<Deps, 'db' | 'config'>, pathname: string, query = ''): Promise<PageAnswer> {
  const absolute = (path: string) => new URL(path, deps.config.appUrl).href;
  const match = matchRoute(pathname);
  if (!match) return notFoundPage(MESSAGES.pageNotFound, SHELL_UI.pageGone);
  const name = ROUTE_NAMES.get(match.pattern);

  if (name === 'business') {
    const id = businessIdParam.safeParse(match.params.id);
    if (!id.success) return notFoundPage(CATALOG_TEXTS.businessNotFound, CATALOG_UI.businessGone);
    const read = await readBusiness(deps.db, id.data);
    if ('refusal' in read) {
      const status = read.refusal.status === 410 ? 410 : 404;
      return { status, head: unlistedHead(read.refusal.message, CATALOG_UI.businessGone) };
    }
    const { detail, encoded } = read;
    const title = CATALOG_UI.businessTitle(detail.name, detail.businessType, detail.region);
    const picture = detail.coverImage ?? detail.logo;
    return {
      status: 200,
      firstImage: detail.coverImage ?? undefined,
      firstAnswers: answersAt(firstRead('business', match.params, new URLSearchParams()), encoded),
      head: {
        title: documentTitle(title, SHELL_UI.siteTagline),
        previewTitle: title,
        description: businessPageDescription(detail),
        canonical: absolute(`/services/${detail.id}`),
        image: absolute(previewImage(picture ?? SITE_IMAGE)),
        imageAlt: detail.name,
      },
    };
  }

  if (name === 'category') {
    const id = categoryIdParam.safeParse(match.params.categoryId);
    const { categories } = await readCategories(deps.db);
    const category = id.success ? categories.find((c) => c.id === id.data.toLowerCase()) : undefined;
    if (!category) return notFoundPage(CATALOG_TEXTS.categoryNotFound, CATALOG_UI.categoryGone);
    return {
      status: 200,
      head: {
        title: documentTitle(category.name, SHELL_UI.siteTagline),
        previewTitle: category.name,
        description: categoryPageDescription(category),
        canonical: absolute(`/categories/${category.id}`),
        image: absolute(previewImage(category.image ?? SITE_IMAGE)),
        imageAlt: category.name,
      },
    };
  }

  const first = name === 'search' ? await firstSearch(deps.db, query) : undefined;
  const firstImage = first?.firstImage;
  const firstAnswers =
    name === 'home'
      ? answersAt(firstRead('home', {}, new URLSearchParams()), await readHome(deps.db))
      : first?.firstAnswers;
  const words = name && name in PAGE_HEADS ? PAGE_HEADS[name as keyof typeof PAGE_HEADS] : undefined;
  if (name && words && INDEXED.has(name)) {
    return {
      status: 200,
      firstImage,
      firstAnswers,
      head: {
        title: documentTitle(words.title, SHELL_UI.siteTagline),
        previewTitle: words.title ?? documentTitle(undefined, SHELL_UI.siteTagline),
        description: words.description,
        canonical: absolute(CANONICAL_PATHS[name] ?? PUBLIC_ROUTES[name]),
        image: absolute(SITE_IMAGE),
      },
    };
  }
  // A page of one visitor (sign-in, cart, an order, a dashboard): the site's words, kept out of search engines.
  return { status: 200, firstImage, firstAnswers, head: { ...siteHead(), noindex: true } };
}

function answersAt(path: string | undefined, encoded: EncodedJson<unknown>): FirstAnswer[] | undefined {
  return path ? [{ path, text: encoded.text }] : undefined;
}

/**
 * A search page's first read, through the search cache with the very query the page sends; the
 * lists its filters offer (drawn with them, a filter in the address shows its choice at once and
 * the page asks for neither); and the picture it draws first, eagerly (search-results.tsx): the
 * first business's cover, or the first item's picture when no business matched.
 */
async function firstSearch(db: Db, query: string): Promise<Pick<PageAnswer, 'firstImage' | 'firstAnswers'>> {
  const read = firstRead('search', {}, new URLSearchParams(query));
  if (!read) return {};
  const parsed = searchQuerySchema.safeParse(Object.fromEntries(new URL(read, 'http://livra.invalid').searchParams));
  if (!parsed.success) return {};
  const [{ results, encoded }, categories, businessTypes] = await Promise.all([
    readSearch(db, parsed.data),
    readCategories(db),
    readBusinessTypes(db),
  ]);
  const first = results.businesses.length > 0 ? results.businesses[0].coverImage : results.menuItems[0]?.image;
  return {
    firstImage: first ?? undefined,
    firstAnswers: [
      { path: read, text: encoded.text },
      { path: CATEGORIES_READ, text: categories.encoded.text },
      { path: BUSINESS_TYPES_READ, text: businessTypes.text },
    ],
  };
}

/** The site's own words (the home page's description), for a page with none of its own. */
export function siteHead(): PageHead {
  const title = documentTitle(undefined, SHELL_UI.siteTagline);
  return { title, previewTitle: title, description: PAGE_HEADS.home.description };
}

function unlistedHead(message: string, description: string): PageHead {
  return { title: documentTitle(message, SHELL_UI.siteTagline), previewTitle: message, description, noindex: true };
}

function notFoundPage(message: string, description: string): PageAnswer {
  return { status: 404, head: unlistedHead(message, description) };
}
