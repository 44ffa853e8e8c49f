import { formatGNFFull } from '@livra/shared/money';
import type { ReactNode } from 'react';
import type { AdminSubscription } from '@livra/shared/subscriptions';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { placeholderKeys } from '@/lib/utils';
import { period, StatusCell, SubscriptionActions, type OpenDialog } from './subscription-columns';

/** The list as cards, for phones: everything of a row is seen without scrolling sideways. */
export function SubscriptionCards({
  rows,
  empty,
  onOpen,
}: {
  rows: readonly AdminSubscription[] | undefined;
  empty: ReactNode;
  onOpen: OpenDialog;
}) {
  if (!rows) {
    return (
      <div role="status" aria-busy="true" aria-label="Chargement…" className="space-y-3">
        {placeholderKeys(3).map((key) => (
          <Skeleton key={key} className="h-36 w-full" />
        ))}
      </div>
    );
  }
  if (rows.length === 0) return empty;
  return (
    <ul className="space-y-3" aria-label="Abonnements des partenaires">
      {rows.map((row) => (
        <li key={row.id}>
          <Card className="space-y-3 p-4">
            <div className="min-w-0">
              <p className="font-semibold break-words">{row.business.name}</p>
              <p className="text-sm text-muted-foreground">
                {row.plan.name} · {row.plan.planTypeLabel}
              </p>
            </div>
            <StatusCell row={row} />
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">Montant</dt>
                <dd className="font-medium tabular-nums">{formatGNFFull(row.monthlyAmount)} / mois</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Période</dt>
                <dd className="tabular-nums">{period(row)}</dd>
              </div>
            </dl>
            <SubscriptionActions row={row} onOpen={onOpen} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
