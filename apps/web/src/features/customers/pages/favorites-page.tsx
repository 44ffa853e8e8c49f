import { Heart } from 'lucide-react';
import { Link } from '@/components/link';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RestaurantCard, RestaurantCardSkeleton } from '@/features/catalog/components/restaurant-card';
import { useFavorites } from '../api';
import { FavoriteButton } from '../components/favorite-button';
import { placeholderKeys } from '@/lib/utils';
import { CUSTOMERS_UI } from '@livra/shared/ui/customers';
import { useTexts } from '@/lib/i18n';

export default function FavoritesPage() {
  const favorites = useFavorites();
  const t = useTexts('customers', CUSTOMERS_UI);
  return (
    <>
      <PageHeader title={t.myFavorites} description={t.favoritesIntro} />
      {favorites.isError ? (
        <LoadError error={favorites.error} onRetry={() => void favorites.refetch()} />
      ) : favorites.data?.length === 0 ? (
        <EmptyState
          icon={Heart}
          title={t.noFavorites}
          description={t.noFavoritesText}
          action={
            <Button asChild className="h-11">
              <Link to="/restaurants">{t.discoverRestaurants}</Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {favorites.data
            ? favorites.data.map((business) => (
                <li key={business.id} className="relative">
                  <RestaurantCard business={business} heading="h2" />
                  {/* Beside the open/closed badge, over the cover. */}
                  <FavoriteButton businessId={business.id} className="absolute top-2 left-2" />
                </li>
              ))
            : placeholderKeys(3).map((key) => (
                <li key={key}>
                  <RestaurantCardSkeleton />
                </li>
              ))}
        </ul>
      )}
    </>
  );
}
