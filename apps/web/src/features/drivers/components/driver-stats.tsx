import type { DriverMe } from '@livra/shared/driver-app';
import { formatGNF } from '@livra/shared/money';
import { DRIVER_UI } from '@livra/shared/ui/driver';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale, useTexts } from '@/lib/i18n';
import { placeholderKeys } from '@/lib/utils';

/** Today's and all-time figures, in four tiles (two per row on a phone). */
export function DriverStats({ stats }: { stats: DriverMe['stats'] }) {
  const t = useTexts('driver', DRIVER_UI);
  const locale = useLocale();
  const tiles = [
    { label: t.todayDeliveries, value: String(stats.todayDeliveries) },
    { label: t.todayEarnings, value: formatGNF(stats.todayEarnings, locale) },
    { label: t.totalDeliveries, value: String(stats.totalDeliveries) },
    { label: t.averageRating, value: stats.rating > 0 ? t.ratingOutOf5(stats.rating) : '—' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-lg border bg-card p-3 sm:p-4">
          <dt className="text-xs text-muted-foreground sm:text-sm">{tile.label}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums sm:text-2xl">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DriverStatsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-hidden>
      {placeholderKeys(4).map((key) => (
        <Skeleton key={key} className="h-20 rounded-lg" />
      ))}
    </div>
  );
}
