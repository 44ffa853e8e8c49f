import type { AdminLatestOrder } from '@livra/shared/admin-home';
import { relativeTime } from '@livra/shared/dates';
import { formatGNF, formatGNFFull } from '@livra/shared/money';
import { ORDER_STATUSES, type OrderStatus } from '@livra/shared/order-lifecycle';
import { ADMIN_HOME_UI } from '@livra/shared/ui/admin-home';
import { ClipboardList } from 'lucide-react';
import { Link } from '@/components/link';
import { LoadError } from '@/components/load-error';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale, useTexts } from '@/lib/i18n';
import { cn, placeholderKeys } from '@/lib/utils';
import { useLatestOrders } from '../admin-home-api';
import { ADMIN_LINKS } from './admin-links';

/** A status filter for the latest orders (« Tous les statuts » or one of them). */
export function OrderStatusFilter({
  value,
  onChange,
}: {
  value: OrderStatus | undefined;
  onChange: (status: OrderStatus | undefined) => void;
}) {
  const t = useTexts('adminHome', ADMIN_HOME_UI);
  return (
    <label className="w-full sm:w-52">
      <span className="sr-only">{t.orderStatusFilter}</span>
      <Select value={value ?? ''} onChange={(e) => onChange((e.target.value || undefined) as OrderStatus | undefined)}>
        <option value="">{t.allStatuses}</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t.orderStatuses[status]}
          </option>
        ))}
      </Select>
    </label>
  );
}

/** The newest orders of the platform, of one status when one is chosen. */
export function LatestOrders({ status }: { status: OrderStatus | undefined }) {
  const t = useTexts('adminHome', ADMIN_HOME_UI);
  const latest = useLatestOrders(status);
  const orders = latest.data?.orders;
  if (latest.isError && !latest.data) return <LoadError error={latest.error} onRetry={() => void latest.refetch()} />;
  if (!orders) {
    return (
      <ul className="space-y-2" aria-busy="true">
        {placeholderKeys(5).map((key) => (
          <li key={key}>
            <Skeleton className="h-14 w-full" />
          </li>
        ))}
      </ul>
    );
  }
  if (orders.length === 0) {
    return (
      <EmptyState
        icon={ClipboardList}
        title={t.noOrders}
        description={status ? t.noOrdersOfStatus(t.orderStatuses[status]) : undefined}
      />
    );
  }
  return (
    <ul className={cn('divide-y', latest.isPlaceholderData && 'opacity-60')}>
      {orders.map((order) => (
        <OrderLine key={order.id} order={order} />
      ))}
    </ul>
  );
}

function OrderLine({ order }: { order: AdminLatestOrder }) {
  const t = useTexts('adminHome', ADMIN_HOME_UI);
  const locale = useLocale();
  return (
    <li>
      <Link
        to={ADMIN_LINKS.order(order.orderNumber)}
        className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-1 rounded-md px-2 py-2 hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand-500/40"
      >
        <span className="min-w-0 flex-1 basis-48">
          <span className="block truncate text-sm font-semibold">
            {order.orderNumber} · {order.businessName}
          </span>
          <span className="block truncate text-xs text-muted-foreground">
            {order.customerName ?? t.unknownCustomer} · {relativeTime(order.createdAt, new Date(), locale)}
          </span>
        </span>
        <span className="flex items-center gap-2">
          <span className="text-sm font-semibold tabular-nums" title={formatGNFFull(order.grandTotal, locale)}>
            {formatGNF(order.grandTotal, locale)}
          </span>
          <OrderStatusBadge status={order.status} />
        </span>
      </Link>
    </li>
  );
}
