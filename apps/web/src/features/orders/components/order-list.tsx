import { formatDateTime } from '@livra/shared/dates';
import { formatGNFFull } from '@livra/shared/money';
import type { OrderListItem } from '@livra/shared/orders';
import { ORDERS_UI } from '@livra/shared/ui/orders';
import { ChevronRight, Store } from 'lucide-react';
import { Link } from '@/components/link';
import { Image } from '@/components/image';
import { Skeleton } from '@/components/ui/skeleton';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { useLocale, useTexts } from '@/lib/i18n';
import { placeholderKeys } from '@/lib/utils';

/** Orders as tappable rows leading to their detail. */
export function OrderList({ orders }: { orders: OrderListItem[] }) {
  const t = useTexts('orders', ORDERS_UI);
  const locale = useLocale();
  return (
    <ul className="divide-y rounded-lg border bg-card">
      {orders.map((order) => (
        <li key={order.id}>
          <Link
            to={`/orders/${order.id}`}
            className="flex items-center gap-3 p-3 transition-colors hover:bg-muted sm:p-4"
          >
            <Image
              src={order.businessLogo}
              alt=""
              className="size-12 shrink-0 rounded-md"
              fallback={<Store aria-hidden className="size-5" />}
            />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <p className="truncate font-semibold">{order.businessName}</p>
                <OrderStatusBadge status={order.status} />
              </div>
              <p className="text-sm text-muted-foreground">
                {order.orderNumber} · {formatDateTime(order.createdAt, locale)}
              </p>
              <p className="text-sm">
                {t.itemCount(order.itemCount)} · <strong>{formatGNFFull(order.grandTotal, locale)}</strong>
              </p>
            </div>
            <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function OrderListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <ul className="divide-y rounded-lg border bg-card" aria-busy>
      {placeholderKeys(rows).map((key) => (
        <li key={key} className="flex items-center gap-3 p-4">
          <Skeleton className="size-12 rounded-md" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}
