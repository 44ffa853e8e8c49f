import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RestaurantCard, RestaurantCardSkeleton } from '@/features/catalog/components/restaurant-card';
import { useFavorites } from '../api';
import { FavoriteButton } from '../components/favorite-button';
import { placeholderKeys } from '@/lib/utils';

export default function FavoritesPage() {
  const favorites = useFavorites();
  return (
    <>
      <PageHeader title="Mes favoris" description="Les commerces que vous aimez, à portée de main." />
      {favorites.isError ? (
        <LoadError error={favorites.error} onRetry={() => void favorites.refetch()} />
      ) : favorites.data?.length === 0 ? (
        <EmptyState
          icon={Heart}
          title="Aucun favori pour le moment"
          description="Touchez le cœur sur la page d'un commerce pour le retrouver ici."
          action={
            <Button asChild className="h-11">
              <Link to="/restaurants">Découvrir les restaurants</Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {favorites.data
            ? favorites.data.map((business) => (
                <li key={business.id} className="relative">
                  <RestaurantCard business={business} />
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
