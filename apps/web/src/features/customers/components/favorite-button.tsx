import { Heart } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberOrigin, useSession } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useFavorites, useToggleFavorite } from '../api';
import { CUSTOMERS_UI } from '@livra/shared/ui/customers';
import { useTexts } from '@/lib/i18n';

/**
 * The heart on a business. Customers toggle it (shown at once, undone if the server refuses);
 * visitors are asked to sign in and come back here; other roles have no favourites.
 */
export function FavoriteButton({ businessId, className }: { businessId: string; className?: string }) {
  const { user, status } = useSession();
  const isCustomer = user?.role === 'customer';
  const favorites = useFavorites(isCustomer);
  const toggle = useToggleFavorite();
  const navigate = useNavigate();
  const location = useLocation();
  const t = useTexts('customers', CUSTOMERS_UI);

  if (status === 'pending' || (user && !isCustomer)) return null;

  const saved = favorites.data?.some((business) => business.id === businessId) ?? false;
  // While this heart's toggle is on its way, show the state asked for, not the saved one.
  const asked = toggle.isPending && toggle.variables?.businessId === businessId ? toggle.variables : undefined;
  const isFavorite = asked ? asked.favorite : saved;

  function onClick(event: MouseEvent) {
    // The heart often sits on a card that is itself a link.
    event.preventDefault();
    event.stopPropagation();
    if (!user) {
      const here = `${location.pathname}${location.search}`;
      rememberOrigin(here);
      toast.info(t.toasts.favoriteSignIn);
      void navigate('/login', { state: { from: here } });
      return;
    }
    if (toggle.isPending || favorites.isPending) return;
    toggle.mutate({ businessId, favorite: !saved });
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={user ? isFavorite : undefined}
      aria-label={isFavorite ? t.removeFavorite : t.addFavorite}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full border bg-card/95 shadow-sm transition hover:scale-105',
        className,
      )}
    >
      <Heart
        aria-hidden
        className={cn('size-5 transition-colors', isFavorite ? 'fill-red-500 text-red-500' : 'text-stone-600')}
      />
    </button>
  );
}
