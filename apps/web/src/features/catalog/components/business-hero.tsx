import { formatGNF } from '@livra/shared/money';
import { Bike, Clock, MapPin, Phone, Star, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Image } from '@/components/image';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import type { BusinessDetail } from '../api';
import { CATALOG_UI } from '@livra/shared/ui/catalog';
import { useLocale, useTexts } from '@/lib/i18n';

interface BusinessHeroProps {
  business: BusinessDetail;
  /** Shown over the cover, top right (the favourite heart). */
  coverAction?: ReactNode;
}

/** The top of a business page: cover, logo, name, Ouvert/Fermé, rating and delivery facts. */
export function BusinessHero({ business, coverAction }: BusinessHeroProps) {
  const subtitle = [business.businessType, business.category?.name, business.cuisineType].filter(Boolean).join(' · ');
  const t = useTexts('catalog', CATALOG_UI);
  const locale = useLocale();
  return (
    <div>
      <div className="relative">
        <Image
          src={business.coverImage}
          alt=""
          eager
          // Covers are 2:1 with the name low in the picture: wide screens crop the top, not the name.
          className="aspect-[2/1] w-full object-bottom sm:aspect-[16/5] sm:rounded-xl"
          fallback={<Store aria-hidden className="size-12" />}
        />
        {coverAction && <div className="absolute top-3 right-3">{coverAction}</div>}
      </div>
      <div className="px-4 pt-4 sm:px-0">
        <div className="flex items-center gap-3">
          <Image
            src={business.logo}
            alt={t.logoOf(business.name)}
            eager
            className="size-16 shrink-0 rounded-2xl border bg-card shadow-sm"
            fallback={<Store aria-hidden className="size-7" />}
          />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{business.name}</h1>
            <Badge variant={business.isOpen ? 'success' : 'secondary'} className="mt-1">
              <span
                aria-hidden
                className={business.isOpen ? 'size-1.5 rounded-full bg-success' : 'size-1.5 rounded-full bg-stone-400'}
              />
              {business.isOpen ? t.open : t.closed}
            </Badge>
          </div>
        </div>
        {subtitle && <p className="mt-3 text-sm text-muted-foreground">{subtitle}</p>}
        {business.description && (
          <p className="mt-3 max-w-3xl text-sm text-stone-700 sm:text-base">{business.description}</p>
        )}
        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <Fact icon={<Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />}>
            <span className="font-semibold">{business.rating.toFixed(1)}</span>
            <span className="text-muted-foreground">{t.reviews(business.reviewCount)}</span>
          </Fact>
          <Fact icon={<Clock aria-hidden className="size-4 text-muted-foreground" />}>{business.deliveryTime}</Fact>
          <Fact icon={<Bike aria-hidden className="size-4 text-muted-foreground" />}>
            {t.delivery(business.deliveryFee > 0 ? formatGNF(business.deliveryFee, locale) : null)}
          </Fact>
        </ul>
      </div>
    </div>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      {icon}
      {children}
    </li>
  );
}

/** Address and phone, as links a phone can act on. */
export function BusinessContact({ business }: { business: BusinessDetail }) {
  const where = business.address.includes(business.region)
    ? business.address
    : `${business.address}, ${business.region}`;
  return (
    <ul className="divide-y rounded-lg border bg-card text-sm">
      <li className="flex min-h-12 items-center gap-2 px-4 py-2">
        <MapPin aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <span>{where}</span>
      </li>
      {business.phone && (
        <li>
          <a
            href={`tel:${business.phone.replace(/\s+/g, '')}`}
            className="flex min-h-12 items-center gap-2 px-4 py-2 hover:bg-muted"
          >
            <Phone aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className="font-semibold text-primary">{business.phone}</span>
          </a>
        </li>
      )}
    </ul>
  );
}

/** The hero's place while the business loads, shaped like it (cover, logo row, lines, facts) so nothing jumps when it arrives. */
export function BusinessHeroSkeleton() {
  return (
    <div>
      <Skeleton className="aspect-[2/1] w-full rounded-none sm:aspect-[16/5] sm:rounded-xl" />
      <div className="px-4 pt-4 sm:px-0">
        <div className="flex items-center gap-3">
          <Skeleton className="size-16 shrink-0 rounded-2xl" />
          <div className="min-w-0 flex-1">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="mt-1 h-5.5 w-16 rounded-full" />
          </div>
        </div>
        <Skeleton className="mt-3 h-5 w-1/2" />
        <Skeleton className="mt-3 h-10 w-full max-w-3xl sm:h-12" />
        <Skeleton className="mt-4 h-5 w-3/4 max-w-md" />
      </div>
    </div>
  );
}
