import { relativeTime } from '@livra/shared/dates';
import { formatGNFFull } from '@livra/shared/money';
import type { PartnerRecentOrder } from '@livra/shared/partners';
import { ClipboardList } from 'lucide-react';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale } from '@/lib/i18n';
import { placeholderKeys } from '@/lib/utils';
import { usePartnerTexts } from '../texts';

/** The business's newest orders: number, customer, time, total and status. */
export function RecentOrdersList({ orders }: { orders: PartnerRecentOrder[] }) {
  const t = usePartnerTexts();
  const locale = useLocale();
  if (orders.length === 0) {
    return <EmptyState icon={ClipboardList} title={t.noOrdersYet} className="border-none py-6" />;
  }
  return (
    <ul className="divide-y">
      {orders.map((order) => (
        <li key={order.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold">{order.customerName}</p>
            <p className="truncate text-xs text-muted-foreground">
              {order.orderNumber} ·{' '}
              <time dateTime={order.createdAt}>{relativeTime(order.createdAt, undefined, locale)}</time>
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <span className="text-sm font-semibold tabular-nums">{formatGNFFull(order.grandTotal, locale)}</span>
            <OrderStatusBadge status={order.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function RecentOrdersSkeleton() {
  return (
    <div className="space-y-4">
      {placeholderKeys(5).map((key) => (
        <div key={key} className="flex items-center justify-between gap-3">
          <div className="space-y-1.5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-40" />
          </div>
          <Skeleton className="h-5 w-20" />
        </div>
      ))}
    </div>
  );
}
