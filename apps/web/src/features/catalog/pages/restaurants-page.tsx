import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { businessesQuery } from '../api';
import { BusinessGrid } from '../components/business-grid';
import { ListingFilters } from '../components/filter-chips';
import { pageFrom, useUrlFilters } from '../use-url-filters';

/** /restaurants: every listed restaurant, best rated first, by region and open now, 12 per page. */
export default function RestaurantsPage() {
  const [params] = useSearchParams();
  const { set, clear } = useUrlFilters();
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
        title="Restaurants"
        description={
          restaurants.data
            ? countText(restaurants.data.total)
            : 'Tous les restaurants livrés par Livra, de Conakry à Kankan.'
        }
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
          emptyTitle={filtered ? 'Aucun restaurant ne correspond à ces filtres' : 'Aucun restaurant pour le moment'}
          emptyAction={
            filtered ? (
              <Button variant="outline" onClick={clear}>
                Effacer les filtres
              </Button>
            ) : undefined
          }
          onPageChange={(next) => set({ page: String(next) }, { keepPage: true })}
        />
      )}
    </PageContainer>
  );
}

function countText(total: number) {
  const plural = total > 1 ? 's' : '';
  return `${total} restaurant${plural} livré${plural} par Livra, de Conakry à Kankan.`;
}
