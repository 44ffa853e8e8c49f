import { formatDateTime, formatTime } from '@livra/shared/dates';
import { ORDERS_UI } from '@livra/shared/ui/orders';
import { CheckCircle2, ClipboardList, MapPinned } from 'lucide-react';
import { useParams } from 'react-router';
import { Link } from '@/components/link';
import { PageContainer } from '@/components/page-container';
import { useDocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale, useTexts } from '@/lib/i18n';
import { useOrder } from '../api';
import { CustomerGate } from '../components/customer-gate';
import { OrderLoadError } from '../components/order-load-error';
import { DeliveryDetails } from '../components/delivery-details';
import { OrderReceipt } from '../components/order-receipt';

export default function OrderConfirmationPage() {
  const t = useTexts('orders', ORDERS_UI);
  useDocumentTitle(t.confirmedTitle);
  return (
    <PageContainer className="max-w-2xl">
      <CustomerGate>
        <Confirmation id={useParams().id ?? ''} />
      </CustomerGate>
    </PageContainer>
  );
}

function Confirmation({ id }: { id: string }) {
  const order = useOrder(id);
  const t = useTexts('orders', ORDERS_UI);
  const locale = useLocale();
  if (order.isError && !order.data) return <OrderLoadError error={order.error} onRetry={() => void order.refetch()} />;
  if (!order.data) return <Skeleton className="h-96 w-full rounded-lg" />;
  const { data } = order;
  return (
    <div className="space-y-6">
      <div className="flex flex-col items-center gap-2 text-center">
        <CheckCircle2 aria-hidden className="size-14 text-success" />
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.thanks}</h1>
        <p className="text-muted-foreground">
          {t.orderWord} <strong className="text-foreground">{data.orderNumber}</strong>
          {t.placedAt(data.businessName, formatDateTime(data.createdAt, locale))}
        </p>
        {data.estimatedDelivery && data.status !== 'cancelled' && (
          <p className="rounded-full bg-brand-50 px-4 py-1.5 font-semibold text-brand-700">
            {data.deliveryMethod === 'delivery' ? t.deliveryAround : t.readyAround}
            {formatTime(data.estimatedDelivery, locale)}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button asChild size="lg">
          <Link to={`/order-tracking/${data.id}`}>
            <MapPinned aria-hidden />
            {t.trackMyOrder}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/orders">
            <ClipboardList aria-hidden />
            {t.myOrders}
          </Link>
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t.summary}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <OrderReceipt order={data} />
          <DeliveryDetails order={data} />
        </CardContent>
      </Card>
    </div>
  );
}
