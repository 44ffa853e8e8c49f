import { formatGNFFull } from '@livra/shared/money';
import type { ReactNode } from 'react';
import type { AdminSubscription } from '@livra/shared/subscriptions';
import { ADMIN_SUBSCRIPTIONS_UI } from '@livra/shared/ui/admin-subscriptions';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale, useTexts } from '@/lib/i18n';
import { placeholderKeys } from '@/lib/utils';
import { period, planTypeLabel, StatusCell, SubscriptionActions, type OpenDialog } from './subscription-columns';

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
  const t = useTexts('adminSubscriptions', ADMIN_SUBSCRIPTIONS_UI);
  const locale = useLocale();
  if (!rows) {
    return (
      <div role="status" aria-busy="true" aria-label={t.loading} className="space-y-3">
        {placeholderKeys(3).map((key) => (
          <Skeleton key={key} className="h-36 w-full" />
        ))}
      </div>
    );
  }
  if (rows.length === 0) return empty;
  return (
    <ul className="space-y-3" aria-label={t.caption}>
      {rows.map((row) => (
        <li key={row.id}>
          <Card className="space-y-3 p-4">
            <div className="min-w-0">
              <p className="font-semibold break-words">{row.business.name}</p>
              <p className="text-sm text-muted-foreground">
                {row.plan.name} · {planTypeLabel(row.plan, t)}
              </p>
            </div>
            <StatusCell row={row} />
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">{t.amount}</dt>
                <dd className="font-medium tabular-nums">{t.perMonth(formatGNFFull(row.monthlyAmount, locale))}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t.period}</dt>
                <dd className="tabular-nums">{period(row, locale)}</dd>
              </div>
            </dl>
            <SubscriptionActions row={row} onOpen={onOpen} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
