import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { businessesQuery } from '../listing-api';
import { BusinessGrid } from '../components/business-grid';
import { ListingFilters } from '../components/filter-chips';
import { pageFrom, useUrlFilters } from '../use-url-filters';
import { CATALOG_UI } from '@livra/shared/ui/catalog';
import { useTexts } from '@/lib/i18n';

/** /restaurants: every listed restaurant, best rated first, by region and open now, 12 per page. */
export default function RestaurantsPage() {
  const [params] = useSearchParams();
  const { set, clear } = useUrlFilters();
  const t = useTexts('catalog', CATALOG_UI);
  const region = params.get('region') ?? '';
  const openOnly = params.get('open') === 'true';
  const page = pageFrom(params);
  const restaurants = useQuery(
    businessesQuery({ type: 'Restaurant', region, open: openOnly ? 'true' : undefined, page }),
  );
  const filtered = Boolean(region) || openOnly;

  return (
    <PageContainer>
      <PageHeader
        title={t.restaurants}
        description={restaurants.data ? t.restaurantCount(restaurants.data.total) : t.restaurantsIntro}
      />
      <div className="mb-6">
        <ListingFilters
          region={region}
          openOnly={openOnly}
          onRegionChange={(value) => set({ region: value })}
          onOpenOnlyChange={(value) => set({ open: value ? 'true' : '' })}
        />
      </div>
      {restaurants.isError && !restaurants.data ? (
        <LoadError error={restaurants.error} onRetry={() => void restaurants.refetch()} />
      ) : (
        <BusinessGrid
          page={restaurants.data}
          refreshing={restaurants.isPlaceholderData}
          emptyTitle={filtered ? t.noRestaurantMatches : t.noRestaurants}
          emptyAction={
            filtered ? (
              <Button variant="outline" onClick={clear}>
                {t.clearFilters}
              </Button>
            ) : undefined
          }
          onPageChange={(next) => set({ page: String(next) }, { keepPage: true })}
        />
      )}
    </PageContainer>
  );
}
