import { ON_THE_WAY_ORDER_STATUSES, type OrderDetail } from '@livra/shared/orders';
import { MapPin, Phone, Store } from 'lucide-react';
import { LivePosition } from '@/components/live-position/live-position';
import { Button } from '@/components/ui/button';

/** Where the order goes (or is collected) and, once assigned, who brings it. */
export function DeliveryDetails({ order }: { order: OrderDetail }) {
  return (
    <div className="space-y-4 text-sm">
      {order.deliveryMethod === 'pickup' ? (
        <p className="flex gap-2">
          <Store aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>
            À retirer chez <strong>{order.businessName}</strong>
            {order.businessAddress && <span className="block text-muted-foreground">{order.businessAddress}</span>}
          </span>
        </p>
      ) : (
        <p className="flex gap-2">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>
            {order.deliveryAddress}
            {order.landmark && <span className="block text-muted-foreground">Repère : {order.landmark}</span>}
            {order.deliveryInstructions && (
              <span className="block text-muted-foreground">Instructions : {order.deliveryInstructions}</span>
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
  return (
    <div className="space-y-2 rounded-lg border bg-brand-50/50 p-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">Votre livreur</p>
      <p className="font-semibold">{driver.name}</p>
      {driver.phone && (
        <Button asChild variant="outline" className="h-11 w-full">
          <a
            href={`tel:${driver.phone.replace(/[^\d+]/g, '')}`}
            aria-label={`Appeler ${driver.name} au ${driver.phone}`}
          >
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
