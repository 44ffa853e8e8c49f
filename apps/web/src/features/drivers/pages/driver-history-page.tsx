import { DRIVER_APP_MESSAGES } from '@livra/shared/driver-app';
import { formatDateTime } from '@livra/shared/dates';
import { formatGNF, formatGNFFull } from '@livra/shared/money';
import { History } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { useDriverHistory } from '../api';
import { OfflineBanner } from '../components/offline-banner';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { placeholderKeys } from '@/lib/utils';

/** `/driver-dashboard/history`: my finished deliveries, newest first, with what each earned. */
export default function DriverHistoryPage() {
  const [page, setPage] = useState(1);
  const history = useDriverHistory(page);
  const data = history.data;

  return (
    <>
      <PageHeader title="Historique" description={DRIVER_APP_MESSAGES.earningsExplained} />
      <OfflineBanner />
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
        <EmptyState
          icon={History}
          title="Aucune livraison terminée"
          description="Vos livraisons apparaîtront ici une fois terminées."
        />
      ) : (
        <div className="space-y-4">
          <dl className="grid grid-cols-3 gap-3">
            <Figure label="Livraisons" value={String(data.totals.deliveries)} />
            <Figure label="Gains" value={formatGNF(data.totals.earnings)} />
            <Figure label="Annulées" value={String(data.totals.cancelled)} />
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
                        {item.orderNumber} · {formatDateTime(item.finishedAt)}
                      </p>
                    </div>
                    <div className="shrink-0 text-right">
                      <p className="text-xs text-muted-foreground">Gain</p>
                      <p className="font-bold tabular-nums text-success">{formatGNFFull(item.earning)}</p>
                      {item.status === 'delivered' && item.paymentStatus !== 'completed' && (
                        <p className="text-xs text-amber-700">Espèces à confirmer</p>
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
