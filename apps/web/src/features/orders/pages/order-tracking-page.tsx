import { formatTime } from '@livra/shared/dates';
import { ORDER_STATUS_LABELS, isFinalOrderStatus } from '@livra/shared/orders';
import { Clock, Receipt } from 'lucide-react';
import { Link, useParams } from 'react-router';
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
import { placeholderKeys } from '@/lib/utils';

/** Live tracking: every status change made by the business, driver or admin shows without reload. */
export default function OrderTrackingPage() {
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title="Suivi de commande" />
      <CustomerGate>
        <Tracking id={useParams().id ?? ''} />
      </CustomerGate>
    </PageContainer>
  );
}

function Tracking({ id }: { id: string }) {
  useOrderLiveUpdates();
  const order = useOrder(id);
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
          <p className="text-sm text-muted-foreground">Commande {data.orderNumber}</p>
          <p aria-live="polite" className="sr-only">
            Statut : {ORDER_STATUS_LABELS[data.status]}
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
                    {data.deliveryMethod === 'delivery' ? 'Arrivée estimée' : 'Prête vers'}
                  </span>
                  <span className="text-xl font-bold">{formatTime(data.estimatedDelivery)}</span>
                </span>
              </p>
            )}
            {data.actualDelivery && (
              <p className="text-sm">
                {data.deliveryMethod === 'delivery' ? 'Livrée' : 'Remise'} à{' '}
                <strong>{formatTime(data.actualDelivery)}</strong>
              </p>
            )}
            <DeliveryDetails order={data} />
          </CardContent>
        </Card>
        <Button asChild variant="outline" className="h-11 w-full">
          <Link to={`/orders/${data.id}`}>
            <Receipt aria-hidden />
            Détail de la commande
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
