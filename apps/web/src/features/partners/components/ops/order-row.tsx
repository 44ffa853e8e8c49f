import { relativeTime } from '@livra/shared/dates';
import { formatGNFFull } from '@livra/shared/money';
import type { PartnerOrderListItem } from '@livra/shared/partner-ops';
import { Bike, ChevronRight, Store } from 'lucide-react';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { usePartnerOpsTexts } from './texts';

/** A new order is one still waiting that arrived in the last 10 minutes. */
const isFresh = (order: PartnerOrderListItem) =>
  order.status === 'pending' && Date.now() - Date.parse(order.createdAt) < 10 * 60_000;

/** One order of the list, the whole line a button that opens it. */
export function OrderRow({ order, onOpen }: { order: PartnerOrderListItem; onOpen: () => void }) {
  const t = usePartnerOpsTexts();
  const locale = useLocale();
  const fresh = isFresh(order);
  const Method = order.deliveryMethod === 'pickup' ? Store : Bike;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={cn(
          'flex w-full items-center gap-3 rounded-lg border bg-card p-3 text-left shadow-xs transition-colors hover:bg-muted/60 sm:p-4',
          fresh && 'border-brand-400 ring-2 ring-brand-200',
        )}
      >
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="truncate font-semibold">{order.customerName}</span>
            {fresh && <Badge variant="brand">{t.newBadge}</Badge>}
          </div>
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
            <span className="font-mono">{order.orderNumber}</span>
            <span aria-hidden>·</span>
            <time dateTime={order.createdAt}>{relativeTime(order.createdAt, undefined, locale)}</time>
            <span aria-hidden>·</span>
            <span className="inline-flex items-center gap-1">
              <Method aria-hidden className="size-3.5" />
              {t.deliveryMethodLabels[order.deliveryMethod]}
            </span>
          </p>
          <p className="text-xs text-muted-foreground">
            {t.items(order.itemCount)}
            {order.driverName && t.driverOf(order.driverName)}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <span className="text-sm font-bold tabular-nums">{formatGNFFull(order.grandTotal, locale)}</span>
          <OrderStatusBadge status={order.status} />
        </div>
        <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      </button>
    </li>
  );
}

export function OrderRowSkeleton() {
  return (
    // Same box as a loaded row, and its text column may shrink: a 360 px phone never scrolls sideways.
    <li className="flex items-center gap-3 rounded-lg border bg-card p-3 sm:p-4">
      <div className="min-w-0 flex-1 space-y-2">
        <Skeleton className="h-4 w-40 max-w-full" />
        <Skeleton className="h-3 w-56 max-w-full" />
      </div>
      <div className="shrink-0 space-y-2">
        <Skeleton className="ml-auto h-4 w-20" />
        <Skeleton className="h-5 w-24" />
      </div>
    </li>
  );
}
