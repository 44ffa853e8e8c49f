import { formatGNF } from '@livra/shared/money';
import { HOME_UI } from '@livra/shared/ui/home';
import { useLocale, useTexts } from '@/lib/i18n';
import { Bike, Clock, Star, Store } from 'lucide-react';
import { Link } from '@/components/link';
import { Image } from '@/components/image';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import type { BusinessCard } from '../api';

/**
 * A business in a list; its name is an h3 under a section's h2, an h2 in a list right under the
 * page's h1. `eager` for the list's first card, whose cover is the page's largest paint on a phone.
 */
export function RestaurantCard({
  business,
  heading: Heading = 'h3',
  eager = false,
}: {
  business: BusinessCard;
  heading?: 'h2' | 'h3';
  eager?: boolean;
}) {
  const t = useTexts('home', HOME_UI);
  const locale = useLocale();
  const rating = Number(business.rating) || 0;
  const fee = Number(business.deliveryFee) || 0;
  const subtitle = [business.cuisineType || business.businessType, business.region].filter(Boolean).join(' · ');
  return (
    <Link
      to={`/services/${business.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-xs transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="relative">
        <Image
          src={business.coverImage}
          alt=""
          eager={eager}
          className="aspect-[16/9] w-full"
          fallback={<Store className="size-10" aria-hidden />}
        />
        <Badge variant={business.isOpen ? 'success' : 'secondary'} className="absolute top-2 right-2 shadow-sm">
          <span
            aria-hidden
            className={business.isOpen ? 'size-1.5 rounded-full bg-success' : 'size-1.5 rounded-full bg-stone-400'}
          />
          {business.isOpen ? t.open : t.closed}
        </Badge>
      </div>
      <div className="flex items-center gap-3 p-3">
        <Image
          src={business.logo}
          alt=""
          className="size-11 shrink-0 rounded-full border"
          fallback={<Store className="size-5" aria-hidden />}
        />
        <div className="min-w-0">
          <Heading className="line-clamp-1 text-base font-semibold group-hover:text-primary">{business.name}</Heading>
          {subtitle && <p className="line-clamp-1 text-sm text-muted-foreground">{subtitle}</p>}
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 border-t px-3 py-2.5 text-xs text-muted-foreground">
        <span className="flex items-center gap-1">
          <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
          <span className="font-semibold text-foreground">{rating.toFixed(1)}</span>
          <span>
            ({business.reviewCount}
            <span className="sr-only">{t.reviews}</span>)
          </span>
        </span>
        <span className="flex items-center gap-1">
          <Clock aria-hidden className="size-3.5" />
          {business.deliveryTime || '30-45 min'}
        </span>
        <span className="flex items-center gap-1">
          <Bike aria-hidden className="size-3.5" />
          {fee > 0 ? formatGNF(fee, locale) : t.freeDelivery}
        </span>
      </div>
    </Link>
  );
}

export function RestaurantCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-lg border bg-card">
      <Skeleton className="aspect-[16/9] w-full rounded-none" />
      <div className="flex items-center gap-3 p-3">
        <Skeleton className="size-11 shrink-0 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </div>
      <div className="border-t px-3 py-2.5">
        <Skeleton className="h-3 w-3/4" />
      </div>
    </div>
  );
}
