import { MESSAGES } from '@livra/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { LayoutGrid, SearchX } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Link } from '@/components/link';
import { LoadError } from '@/components/load-error';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { businessesQuery } from '@/features/catalog/listing-api';
import { FeaturedItemCard, FeaturedItemCardSkeleton } from '@/features/catalog/components/featured-item-card';
import { RestaurantCard, RestaurantCardSkeleton } from '@/features/catalog/components/restaurant-card';
import { allItemsQuery, searchQuery, type SearchFilters } from '../api';
import { placeholderKeys, scrollBehavior } from '@/lib/utils';
import { SEARCH_UI } from '@livra/shared/ui/search';
import { useMessage, useTexts } from '@/lib/i18n';

/**
 * The full search's answer, grouped: businesses (Commerces), articles, categories. Memoized: the
 * page around it renders again when its filters' lists arrive, the results need not.
 */
export const SearchResultsSection = memo(function SearchResultsSection({
  q,
  filters,
}: {
  q: string;
  filters: SearchFilters;
}) {
  const results = useQuery(searchQuery(q, filters));
  const t = useTexts('search', SEARCH_UI);
  const translate = useMessage();
  if (results.isError && !results.data)
    return <LoadError error={results.error} onRetry={() => void results.refetch()} />;
  const data = results.data;
  if (!data) return <ResultsSkeleton />;
  if (data.total === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={translate(MESSAGES.noResults)}
        description={t.noResultsHint}
        action={
          <Link to="/search" className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline">
            {t.seeAllItems}
          </Link>
        }
      />
    );
  }
  return (
    <div
      aria-busy={results.isPlaceholderData}
      className={`space-y-10 transition-opacity ${results.isPlaceholderData ? 'opacity-60' : ''}`}
    >
      <p role="status" className="-mt-2 text-sm text-muted-foreground">
        {data.totalExact ? t.resultCount(data.total) : t.moreResults(data.total)}
      </p>
      {data.businesses.length > 0 && (
        <Group title={t.businesses} count={data.businesses.length}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {data.businesses.map((business, index) => (
              <li key={business.id}>
                <RestaurantCard business={business} eager={index === 0} />
              </li>
            ))}
          </ul>
        </Group>
      )}
      {data.menuItems.length > 0 && (
        <Group title={t.items} count={data.menuItems.length}>
          <ItemGrid items={data.menuItems} eagerFirst={data.businesses.length === 0} />
        </Group>
      )}
      {data.categories.length > 0 && (
        <Group title={t.categories} count={data.categories.length}>
          <ul className="flex flex-wrap gap-2">
            {data.categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/categories/${category.id}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border bg-card px-4 text-sm font-semibold hover:border-brand-200 hover:bg-brand-50"
                >
                  <LayoutGrid aria-hidden className="size-4 text-brand-600" />
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </Group>
      )}
    </div>
  );
});

/** Without text: the businesses of the chosen type or category, then every available article, paged. */
export function AllItemsSection(props: { filters: SearchFilters; page: number; onPage: (page: number) => void }) {
  const { filters, page, onPage } = props;
  const items = useQuery(allItemsQuery(page, filters));
  const t = useTexts('search', SEARCH_UI);
  const translate = useMessage();
  const showBusinesses = Boolean(filters.type || filters.category);
  const businesses = useQuery({
    ...businessesQuery({ type: filters.type, category: filters.category, open: filters.open, pageSize: 8 }),
    enabled: showBusinesses,
  });

  return (
    <div className="space-y-10">
      {showBusinesses && businesses.data && businesses.data.items.length > 0 && (
        <Group title={t.businesses} count={businesses.data.total}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {businesses.data.items.map((business) => (
              <li key={business.id}>
                <RestaurantCard business={business} />
              </li>
            ))}
          </ul>
        </Group>
      )}
      {items.isError && !items.data ? (
        <LoadError error={items.error} onRetry={() => void items.refetch()} />
      ) : !items.data ? (
        <ItemGridSkeleton />
      ) : items.data.total === 0 ? (
        <EmptyState icon={SearchX} title={translate(MESSAGES.noResults)} description={t.noItemMatches} />
      ) : (
        <Group title={t.items} count={items.data.total}>
          <div aria-busy={items.isPlaceholderData} className={items.isPlaceholderData ? 'opacity-60' : undefined}>
            <ItemGrid items={items.data.items} eagerFirst={!showBusinesses} />
          </div>
          <Pagination
            className="mt-6"
            page={items.data.page}
            pageCount={Math.ceil(items.data.total / items.data.pageSize)}
            onPageChange={(next) => {
              onPage(next);
              window.scrollTo({ top: 0, behavior: scrollBehavior() });
            }}
          />
        </Group>
      )}
    </div>
  );
}

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className="mb-3 text-lg font-bold tracking-tight sm:text-xl">
        {title} <span className="text-base font-semibold text-muted-foreground">({count})</span>
      </h2>
      {children}
    </section>
  );
}

/** `eagerFirst` when the grid opens the page: its first picture is then the largest paint on a phone. */
function ItemGrid(props: { items: Parameters<typeof FeaturedItemCard>[0]['item'][]; eagerFirst?: boolean }) {
  const { items, eagerFirst = false } = props;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      {items.map((item, index) => (
        <li key={item.id}>
          <FeaturedItemCard item={item} eager={eagerFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}

function ItemGridSkeleton() {
  return (
    <ul aria-hidden className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      {placeholderKeys(10).map((key) => (
        <li key={key}>
          <FeaturedItemCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

function ResultsSkeleton() {
  return (
    <div aria-busy className="space-y-8">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {placeholderKeys(4).map((key) => (
          <li key={key}>
            <RestaurantCardSkeleton />
          </li>
        ))}
      </ul>
      <ItemGridSkeleton />
    </div>
  );
}
