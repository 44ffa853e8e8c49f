import { formatDateTime } from '@livra/shared/dates';
import { formatGNF, formatGNFFull } from '@livra/shared/money';
import { DRIVER_UI } from '@livra/shared/ui/driver';
import { History } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { useDriverHistory } from '../api';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { useLocale, useTexts } from '@/lib/i18n';
import { placeholderKeys } from '@/lib/utils';

/** `/driver-dashboard/history`: my finished deliveries, newest first, with what each earned. */
export default function DriverHistoryPage() {
  const [page, setPage] = useState(1);
  const history = useDriverHistory(page);
  const data = history.data;
  const t = useTexts('driver', DRIVER_UI);
  const locale = useLocale();

  return (
    <>
      <PageHeader title={t.history} description={t.earningsExplained} />
      {history.isError && !data ? (
        <LoadError error={history.error} onRetry={() => void history.refetch()} />
      ) : !data ? (
        <div className="space-y-3" aria-busy>
          <Skeleton className="h-20 rounded-lg" />
          {placeholderKeys(4).map((key) => (
            <Skeleton key={key} className="h-24 rounded-lg" />
          ))}
        </div>
      ) : data.total === 0 ? (
        <EmptyState icon={History} title={t.noFinished} description={t.noFinishedHint} />
      ) : (
        <div className="space-y-4">
          <dl className="grid grid-cols-3 gap-3">
            <Figure label={t.deliveries} value={String(data.totals.deliveries)} />
            <Figure label={t.earnings} value={formatGNF(data.totals.earnings, locale)} />
            <Figure label={t.cancelled} value={String(data.totals.cancelled)} />
          </dl>
          <ul className="space-y-3">
            {data.items.map((item) => (
              <li key={item.id}>
                <Card>
                  <CardContent className="flex items-start justify-between gap-3 pt-4 sm:pt-5">
                    <div className="min-w-0 space-y-1 text-sm">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold">{item.businessName}</span>
                        <OrderStatusBadge status={item.status} />
                      </p>
                      <p className="truncate text-muted-foreground">{item.deliveryAddress ?? '—'}</p>
                      <p className="text-xs text-muted-foreground">
                        {item.orderNumber} · {formatDateTime(item.finishedAt, locale)}
                      </p>
                    </div>
                    <div className="shrink-0 text-right">
                      <p className="text-xs text-muted-foreground">{t.earning}</p>
                      <p className="font-bold tabular-nums text-success">{formatGNFFull(item.earning, locale)}</p>
                      {item.status === 'delivered' && item.paymentStatus !== 'completed' && (
                        <p className="text-xs text-amber-700">{t.cashToConfirm}</p>
                      )}
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
          <Pagination page={page} pageCount={Math.ceil(data.total / data.pageSize)} onPageChange={setPage} />
        </div>
      )}
    </>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border bg-card p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-base font-bold tabular-nums sm:text-xl">{value}</dd>
    </div>
  );
}
