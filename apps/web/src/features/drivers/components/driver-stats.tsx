import type { DriverMe } from '@livra/shared/driver-app';
import { formatGNF } from '@livra/shared/money';
import { Skeleton } from '@/components/ui/skeleton';
import { placeholderKeys } from '@/lib/utils';

/** Today's and all-time figures, in four tiles (two per row on a phone). */
export function DriverStats({ stats }: { stats: DriverMe['stats'] }) {
  const tiles = [
    { label: "Livraisons aujourd'hui", value: String(stats.todayDeliveries) },
    { label: "Gains aujourd'hui", value: formatGNF(stats.todayEarnings) },
    { label: 'Livraisons au total', value: String(stats.totalDeliveries) },
    { label: 'Note moyenne', value: stats.rating > 0 ? `${stats.rating.toLocaleString('fr-FR')} / 5` : '—' },
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
