import { formatTime } from '@livra/shared/dates';
import { isFinalOrderStatus, orderStatusLabel } from '@livra/shared/orders';
import { ORDERS_UI } from '@livra/shared/ui/orders';
import { Clock, Receipt } from 'lucide-react';
import { useParams } from 'react-router';
import { Link } from '@/components/link';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrder, useOrderLiveUpdates } from '../api';
import { CustomerGate } from '../components/customer-gate';
import { OrderLoadError } from '../components/order-load-error';
import { DeliveryDetails } from '../components/delivery-details';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { OrderTimeline } from '../components/order-timeline';
import { useLocale, useTexts } from '@/lib/i18n';
import { placeholderKeys } from '@/lib/utils';

/** Live tracking: every status change made by the business, driver or admin shows without reload. */
export default function OrderTrackingPage() {
  const t = useTexts('orders', ORDERS_UI);
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t.trackingTitle} />
      <CustomerGate>
        <Tracking id={useParams().id ?? ''} />
      </CustomerGate>
    </PageContainer>
  );
}

function Tracking({ id }: { id: string }) {
  useOrderLiveUpdates();
  const order = useOrder(id);
  const t = useTexts('orders', ORDERS_UI);
  const locale = useLocale();
  if (order.isError && !order.data) return <OrderLoadError error={order.error} onRetry={() => void order.refetch()} />;
  if (!order.data) return <TrackingSkeleton />;
  const { data } = order;
  const open = !isFinalOrderStatus(data.status);

  return (
    <div className="grid items-start gap-6 [&>*]:min-w-0 md:grid-cols-[1fr_18rem]">
      <Card>
        <CardHeader className="gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle className="text-lg">{data.businessName}</CardTitle>
            <OrderStatusBadge status={data.status} />
          </div>
          <p className="text-sm text-muted-foreground">{t.orderNumber(data.orderNumber)}</p>
          <p aria-live="polite" className="sr-only">
            {t.statusIs(orderStatusLabel(data.status, locale))}
          </p>
        </CardHeader>
        <CardContent>
          <OrderTimeline order={data} />
        </CardContent>
      </Card>
      <div className="space-y-4">
        <Card>
          <CardContent className="space-y-3 pt-4 sm:pt-5">
            {open && data.estimatedDelivery && (
              <p className="flex items-center gap-2">
                <Clock aria-hidden className="size-5 text-primary" />
                <span>
                  <span className="block text-sm text-muted-foreground">
                    {data.deliveryMethod === 'delivery' ? t.estimatedArrival : t.readyAt}
                  </span>
                  <span className="text-xl font-bold">{formatTime(data.estimatedDelivery, locale)}</span>
                </span>
              </p>
            )}
            {data.actualDelivery && (
              <p className="text-sm">
                {t.handedOverAt(data.deliveryMethod === 'delivery')}{' '}
                <strong>{formatTime(data.actualDelivery, locale)}</strong>
              </p>
            )}
            <DeliveryDetails order={data} />
          </CardContent>
        </Card>
        <Button asChild variant="outline" className="h-11 w-full">
          <Link to={`/orders/${data.id}`}>
            <Receipt aria-hidden />
            {t.orderDetail}
          </Link>
        </Button>
      </div>
    </div>
  );
}

function TrackingSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_18rem]" aria-busy>
      <div className="space-y-4 rounded-lg border bg-card p-5">
        {placeholderKeys(6).map((key) => (
          <div key={key} className="flex items-center gap-3">
            <Skeleton className="size-7 rounded-full" />
            <Skeleton className="h-4 w-40" />
          </div>
        ))}
      </div>
      <Skeleton className="h-40 rounded-lg" />
    </div>
  );
}
