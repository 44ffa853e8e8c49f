import type { DriverOffer } from '@livra/shared/driver-app';
import { relativeTime } from '@livra/shared/dates';
import { formatGNFFull } from '@livra/shared/money';
import { DRIVER_UI } from '@livra/shared/ui/driver';
import { MapPin, Package, Store } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale, useTexts } from '@/lib/i18n';
import type { DriverAction } from '../api';
import type { PendingAction } from '../pending-actions';
import { ActionButton } from './action-button';

/** A ready order the driver may take: where from, where to, what it pays, and "Accepter". */
export function OfferCard({
  offer,
  pending,
  onRun,
  now,
}: {
  offer: DriverOffer;
  pending?: PendingAction;
  onRun: (action: DriverAction) => void;
  now: Date;
}) {
  const t = useTexts('driver', DRIVER_UI);
  const locale = useLocale();
  return (
    <Card aria-label={t.offerLabel(offer.orderNumber)}>
      <CardContent className="space-y-3 pt-4 sm:pt-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="flex items-center gap-2 font-semibold">
              <Store aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <span className="truncate">{offer.businessName}</span>
            </p>
            <p className="text-sm text-muted-foreground">
              {offer.businessRegion && !offer.businessAddress?.includes(offer.businessRegion)
                ? [offer.businessAddress, offer.businessRegion].filter(Boolean).join(' · ')
                : offer.businessAddress}
            </p>
          </div>
          {offer.distanceKm !== null && (
            <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-1 text-sm font-semibold text-brand-700">
              {t.distance(offer.distanceKm)}
            </span>
          )}
        </div>
        <p className="flex gap-2 text-sm">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>
            {offer.deliveryAddress ?? t.addressMissing}
            {offer.landmark && <span className="block text-muted-foreground">{t.landmark(offer.landmark)}</span>}
          </span>
        </p>
        <div className="grid grid-cols-2 gap-2 text-sm">
          <p className="rounded-md bg-muted px-3 py-2">
            <span className="block text-xs text-muted-foreground">{t.toCollect}</span>
            <strong className="tabular-nums">{formatGNFFull(offer.grandTotal, locale)}</strong>
          </p>
          <p className="rounded-md bg-success-soft px-3 py-2 text-success">
            <span className="block text-xs">{t.yourEarning}</span>
            <strong className="tabular-nums">{formatGNFFull(offer.earning, locale)}</strong>
          </p>
        </div>
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <Package aria-hidden className="size-4" />
          {t.offerFooter(offer.itemCount, offer.orderNumber, relativeTime(offer.updatedAt, now, locale).toLowerCase())}
        </p>
        <ActionButton action={{ kind: 'accept', orderId: offer.id }} pending={pending} onRun={onRun} />
      </CardContent>
    </Card>
  );
}

export function OfferCardSkeleton() {
  return (
    <div className="space-y-3 rounded-lg border bg-card p-4" aria-hidden>
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-14 w-full" />
    </div>
  );
}
