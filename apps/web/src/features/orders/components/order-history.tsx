import { ORDERS_UI } from '@livra/shared/ui/orders';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/components/link';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { useTexts } from '@/lib/i18n';
import { useOrderLiveUpdates, useOrders } from '../api';
import { OrderList, OrderListSkeleton } from './order-list';

/** The customer's orders, newest first, page by page; statuses change live. */
export function OrderHistory() {
  useOrderLiveUpdates();
  const [page, setPage] = useState(1);
  const orders = useOrders(page);
  const t = useTexts('orders', ORDERS_UI);

  if (orders.isError && !orders.data) return <LoadError error={orders.error} onRetry={() => void orders.refetch()} />;
  if (!orders.data) return <OrderListSkeleton />;
  if (orders.data.total === 0) {
    return (
      <EmptyState
        icon={ClipboardList}
        title={t.noOrdersYet}
        description={t.noOrdersHint}
        action={
          <Button asChild className="h-11">
            <Link to="/categories">{t.orderNow}</Link>
          </Button>
        }
      />
    );
  }
  const pageCount = Math.ceil(orders.data.total / orders.data.pageSize);
  return (
    <div className="space-y-4">
      <OrderList orders={orders.data.items} />
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={(next) => {
          setPage(next);
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
