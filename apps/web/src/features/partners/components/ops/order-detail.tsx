import { formatDateTime, formatTime } from '@livra/shared/dates';
import { isOrderStatus, ON_THE_WAY_ORDER_STATUSES } from '@livra/shared/orders';
import type { PartnerOrderDetail } from '@livra/shared/partner-ops';
import { Bike, MapPin, Phone, UserRound } from 'lucide-react';
import { LivePosition } from '@/components/live-position/live-position';
import { LoadError } from '@/components/load-error';
import { DetailSection, OrderDetailSkeleton, OrderLinesSection } from '@/components/order-detail-parts';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { usePartnerOrder } from './api';
import { useLocale } from '@/lib/i18n';
import { OrderActions } from './order-actions';
import { usePartnerOpsTexts } from './texts';

/** Everything the kitchen and the counter need about one order, its next step first. */
export function OrderDetail({ businessId, orderId }: { businessId: string; orderId: string }) {
  const t = usePartnerOpsTexts();
  const locale = useLocale();
  const query = usePartnerOrder(businessId, orderId);
  if (query.isError && !query.data) {
    return (
      <div className="p-5">
        <LoadError error={query.error} onRetry={() => void query.refetch()} className="border-none" />
        <p className="mt-2 text-center text-xs text-muted-foreground">{t.otherBusiness}</p>
      </div>
    );
  }
  const order = query.data;
  if (!order) return <OrderDetailSkeleton />;
  return (
    <div className="divide-y">
      <header className="space-y-2 p-5 pr-12">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-mono text-lg font-bold">{order.orderNumber}</h2>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {formatDateTime(order.createdAt, locale)} · {t.deliveryMethodLabels[order.deliveryMethod]} ·{' '}
          {t.cashPayment(t.paymentStatusLabels[order.paymentStatus].toLowerCase())}
        </p>
      </header>

      <div className="p-5">
        <OrderActions businessId={businessId} order={order} />
      </div>

      <DetailSection title={t.customer} icon={UserRound}>
        <p className="font-semibold">{order.customer.name}</p>
        {order.customer.phone && <CallLink phone={order.customer.phone} />}
        {order.deliveryMethod === 'delivery' && (
          <div className="mt-3 space-y-1 text-sm">
            <p className="flex items-start gap-2">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              {order.deliveryAddress ?? t.addressMissing}
            </p>
            {order.landmark && (
              <p className="rounded-md bg-brand-50 px-3 py-2 text-brand-800">
                <strong>{t.landmark}</strong> {order.landmark}
              </p>
            )}
          </div>
        )}
        {order.deliveryInstructions && (
          <p className="mt-2 rounded-md bg-muted px-3 py-2 text-sm">
            <strong>{t.instructions}</strong> {order.deliveryInstructions}
          </p>
        )}
      </DetailSection>

      <OrderLinesSection order={order} totalLabel={t.totalToCollect} />

      {order.driver && <DriverSection order={order} driver={order.driver} />}

      {order.cancellationReason && (
        <DetailSection title={t.cancellationReason}>
          <p className="text-sm">{order.cancellationReason}</p>
        </DetailSection>
      )}

      <DetailSection title={t.timeline}>
        <ol className="space-y-3 border-l-2 border-brand-200 pl-4">
          {order.timeline.map((entry) => (
            <li key={entry.id} className="relative text-sm">
              <span aria-hidden className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-500" />
              <span className="font-semibold">
                {isOrderStatus(entry.status) ? t.orderStatusLabels[entry.status] : entry.status}
              </span>{' '}
              <time dateTime={entry.createdAt} className="text-muted-foreground">
                {formatTime(entry.createdAt, locale)}
              </time>
              {entry.note && <span className="block text-xs text-muted-foreground">{entry.note}</span>}
            </li>
          ))}
        </ol>
      </DetailSection>
    </div>
  );
}

function DriverSection({
  order,
  driver,
}: {
  order: PartnerOrderDetail;
  driver: NonNullable<PartnerOrderDetail['driver']>;
}) {
  const t = usePartnerOpsTexts();
  const position = order.driverLocation;
  return (
    <DetailSection title={t.driver} icon={Bike}>
      <p className="font-semibold">{driver.name}</p>
      {driver.phone && <CallLink phone={driver.phone} />}
      {position && ON_THE_WAY_ORDER_STATUSES.includes(order.status) && (
        <LivePosition
          className="mt-3"
          latitude={position.latitude}
          longitude={position.longitude}
          updatedAt={position.updatedAt}
        />
      )}
    </DetailSection>
  );
}

function CallLink({ phone }: { phone: string }) {
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      className="mt-1 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary"
    >
      <Phone aria-hidden className="size-4" />
      {phone}
    </a>
  );
}
