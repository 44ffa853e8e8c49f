import type { CatalogPage } from '@livra/shared/catalog';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState } from '@/components/ui/empty-state';
import type { BusinessCard } from '../api';
import { RestaurantCard, RestaurantCardSkeleton } from './restaurant-card';
import { placeholderKeys, scrollBehavior } from '@/lib/utils';

interface BusinessGridProps {
  page: CatalogPage<BusinessCard> | undefined;
  /** A newer page is on its way: the current cards dim. */
  refreshing?: boolean;
  emptyTitle: string;
  emptyAction?: ReactNode;
  onPageChange: (page: number) => void;
}

/** Business cards in a responsive grid, with skeletons while loading, an empty state and pagination. */
export function BusinessGrid({ page, refreshing, emptyTitle, emptyAction, onPageChange }: BusinessGridProps) {
  if (page && page.items.length === 0) {
    return <EmptyState icon={Store} title={emptyTitle} action={emptyAction} />;
  }
  const pageCount = page ? Math.ceil(page.total / page.pageSize) : 0;
  return (
    <div className="space-y-6">
      <ul
        aria-busy={!page || refreshing}
        className={`grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${refreshing ? 'opacity-60' : ''}`}
      >
        {page
          ? page.items.map((business) => (
              <li key={business.id}>
                <RestaurantCard business={business} heading="h2" />
              </li>
            ))
          : placeholderKeys(8).map((key) => (
              <li key={key}>
                <RestaurantCardSkeleton />
              </li>
            ))}
      </ul>
      {page && (
        <Pagination
          page={page.page}
          pageCount={pageCount}
          onPageChange={(next) => {
            onPageChange(next);
            window.scrollTo({ top: 0, behavior: scrollBehavior() });
          }}
        />
      )}
    </div>
  );
}
