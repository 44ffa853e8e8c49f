import { relativeTime } from '@livra/shared/dates';
import type { OrderDetail } from '@livra/shared/orders';
import { MapPin, Navigation, Phone, Store } from 'lucide-react';
import { Button } from '../../../components/ui/button';

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
            {order.deliveryInstructions && <span className="block text-muted-foreground">Instructions : {order.deliveryInstructions}</span>}
          </span>
        </p>
      )}
      {order.driver && <DriverCard order={order} />}
    </div>
  );
}

function DriverCard({ order }: { order: OrderDetail }) {
  const driver = order.driver!;
  const position = order.driverLocation;
  return (
    <div className="space-y-2 rounded-lg border bg-brand-50/50 p-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">Votre livreur</p>
      <p className="font-semibold">{driver.name}</p>
      {driver.phone && (
        <Button asChild variant="outline" className="h-11 w-full">
          <a href={`tel:${driver.phone.replace(/[^\d+]/g, '')}`} aria-label={`Appeler ${driver.name} au ${driver.phone}`}>
            <Phone aria-hidden />
            {driver.phone}
          </a>
        </Button>
      )}
      {position && (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Navigation aria-hidden className="size-4 shrink-0" />
          <span>
            Position : {position.latitude.toFixed(5)}, {position.longitude.toFixed(5)}
            {position.updatedAt && ` · mise à jour ${relativeTime(position.updatedAt).toLowerCase()}`}
          </span>
        </p>
      )}
    </div>
  );
}
