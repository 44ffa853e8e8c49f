import { ON_THE_WAY_ORDER_STATUSES, type OrderDetail } from '@livra/shared/orders';
import { ORDERS_UI } from '@livra/shared/ui/orders';
import { MapPin, Phone, Store } from 'lucide-react';
import { LivePosition } from '@/components/live-position/live-position';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/lib/i18n';

/** Where the order goes (or is collected) and, once assigned, who brings it. */
export function DeliveryDetails({ order }: { order: OrderDetail }) {
  const t = useTexts('orders', ORDERS_UI);
  return (
    <div className="space-y-4 text-sm">
      {order.deliveryMethod === 'pickup' ? (
        <p className="flex gap-2">
          <Store aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>
            {t.collectAt} <strong>{order.businessName}</strong>
            {order.businessAddress && <span className="block text-muted-foreground">{order.businessAddress}</span>}
          </span>
        </p>
      ) : (
        <p className="flex gap-2">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>
            {order.deliveryAddress}
            {order.landmark && <span className="block text-muted-foreground">{t.landmark(order.landmark)}</span>}
            {order.deliveryInstructions && (
              <span className="block text-muted-foreground">{t.instructions(order.deliveryInstructions)}</span>
            )}
          </span>
        </p>
      )}
      {order.driver && <DriverCard order={order} driver={order.driver} />}
    </div>
  );
}

function DriverCard({ order, driver }: { order: OrderDetail; driver: NonNullable<OrderDetail['driver']> }) {
  const position = order.driverLocation;
  const t = useTexts('orders', ORDERS_UI);
  return (
    <div className="space-y-2 rounded-lg border bg-brand-50/50 p-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t.yourDriver}</p>
      <p className="font-semibold">{driver.name}</p>
      {driver.phone && (
        <Button asChild variant="outline" className="h-11 w-full">
          <a href={`tel:${driver.phone.replace(/[^\d+]/g, '')}`} aria-label={t.callAt(driver.name, driver.phone)}>
            <Phone aria-hidden />
            {driver.phone}
          </a>
        </Button>
      )}
      {position && ON_THE_WAY_ORDER_STATUSES.includes(order.status) && (
        <LivePosition latitude={position.latitude} longitude={position.longitude} updatedAt={position.updatedAt} />
      )}
    </div>
  );
}
