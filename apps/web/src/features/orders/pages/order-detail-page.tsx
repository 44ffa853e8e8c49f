import { formatDateTime } from '@livra/shared/dates';
import { isFinalOrderStatus } from '@livra/shared/orders';
import { ORDERS_UI } from '@livra/shared/ui/orders';
import { ArrowLeft, MapPinned } from 'lucide-react';
import { useParams } from 'react-router';
import { Link } from '@/components/link';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale, useTexts } from '@/lib/i18n';
import { useOrder, useOrderLiveUpdates } from '../api';
import { CancelOrderButton } from '../components/cancel-order-button';
import { DeliveryDetails } from '../components/delivery-details';
import { OrderLoadError } from '../components/order-load-error';
import { OrderReceipt } from '../components/order-receipt';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { OrderTimeline } from '../components/order-timeline';
import { ReviewForm, ReviewView } from '../components/review-form';

/** /orders/:orderId — one of the customer's orders (the route guard checked the role). */
export default function OrderDetailPage() {
  useOrderLiveUpdates();
  const id = useParams().orderId ?? '';
  const order = useOrder(id);
  const t = useTexts('orders', ORDERS_UI);
  const locale = useLocale();

  if (order.isError && !order.data) {
    return (
      <>
        <PageHeader title={t.orderDetail} />
        <OrderLoadError error={order.error} onRetry={() => void order.refetch()} />
      </>
    );
  }
  if (!order.data) {
    return (
      <>
        <PageHeader title={t.orderDetail} />
        <Skeleton className="h-96 w-full rounded-lg" />
      </>
    );
  }
  const { data } = order;
  const open = !isFinalOrderStatus(data.status);

  return (
    <div className="max-w-4xl">
      <Link
        to="/dashboard/orders"
        className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t.myOrders}
      </Link>
      <PageHeader
        title={t.orderNumber(data.orderNumber)}
        documentTitle={t.orderDetail}
        description={`${data.businessName} · ${formatDateTime(data.createdAt, locale)}`}
        actions={<OrderStatusBadge status={data.status} />}
      />
      <div className="grid items-start gap-6 [&>*]:min-w-0 md:grid-cols-[1fr_18rem]">
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>{t.items}</CardTitle>
            </CardHeader>
            <CardContent>
              <OrderReceipt order={data} />
            </CardContent>
          </Card>
          {(data.canReview || data.review) && (
            <Card>
              <CardHeader>
                <CardTitle>{data.review ? t.yourReview : t.giveReview}</CardTitle>
              </CardHeader>
              <CardContent>
                {data.review ? <ReviewView {...data.review} /> : <ReviewForm orderId={data.id} />}
              </CardContent>
            </Card>
          )}
        </div>
        <div className="space-y-4">
          {(open || data.canCancel) && (
            <div className="flex flex-col gap-2">
              {open && (
                <Button asChild className="h-11">
                  <Link to={`/order-tracking/${data.id}`}>
                    <MapPinned aria-hidden />
                    {t.trackMyOrder}
                  </Link>
                </Button>
              )}
              {data.canCancel && <CancelOrderButton orderId={data.id} orderNumber={data.orderNumber} />}
            </div>
          )}
          <Card>
            <CardHeader>
              <CardTitle>{data.deliveryMethod === 'delivery' ? t.delivery : t.pickup}</CardTitle>
            </CardHeader>
            <CardContent>
              <DeliveryDetails order={data} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t.tracking}</CardTitle>
            </CardHeader>
            <CardContent>
              <OrderTimeline order={data} />
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
