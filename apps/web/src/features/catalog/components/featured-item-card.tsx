import { formatGNF } from '@livra/shared/money';
import { Flame, UtensilsCrossed } from 'lucide-react';
import { Link } from '@/components/link';
import { Image } from '@/components/image';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale, useTexts } from '@/lib/i18n';
import type { FeaturedItem } from '../api';
import { HOME_UI } from '@livra/shared/ui/home';

/** `eager` for the list's first card, whose picture is the page's largest paint on a phone. */
export function FeaturedItemCard({ item, eager = false }: { item: FeaturedItem; eager?: boolean }) {
  const locale = useLocale();
  const t = useTexts('home', HOME_UI);
  return (
    <Link
      to={`/services/${item.businessId}`}
      className="group flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-xs transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="relative">
        <Image
          src={item.image}
          alt=""
          eager={eager}
          className="aspect-square w-full sm:aspect-[4/3]"
          fallback={<UtensilsCrossed aria-hidden className="size-8" />}
        />
        {item.isPopular && (
          <span className="absolute top-2 left-2 flex items-center gap-1 rounded-full bg-card/95 px-2 py-0.5 text-xs font-semibold text-brand-700 shadow-sm">
            <Flame aria-hidden className="size-3" />
            {t.popular}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-0.5 p-2.5 sm:p-3">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug group-hover:text-primary">{item.name}</h3>
        <p className="line-clamp-1 text-xs text-muted-foreground">{item.businessName}</p>
        <p className="mt-auto pt-1.5 font-bold text-brand-700">{formatGNF(Number(item.price) || 0, locale)}</p>
      </div>
    </Link>
  );
}

export function FeaturedItemCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-lg border bg-card">
      <Skeleton className="aspect-square w-full rounded-none sm:aspect-[4/3]" />
      <div className="space-y-2 p-3">
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </div>
  );
}
