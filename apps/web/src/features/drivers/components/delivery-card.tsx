import { DRIVER_APP_MESSAGES, type DriverOrder } from '@livra/shared/driver-app';
import { formatGNFFull } from '@livra/shared/money';
import { formatTime } from '@livra/shared/dates';
import { Banknote, MapPin, Phone, Store, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import type { DriverAction } from '../api';
import { nextActionOf, telHref } from '../actions';
import type { PendingAction } from '../pending-actions';
import { ActionButton } from './action-button';
import { OrderStatusBadge } from '@/components/order-status-badge';

interface DeliveryCardProps {
  order: DriverOrder;
  pending: PendingAction | undefined;
  onRun: (action: DriverAction) => void;
  /** A short card (the dashboard): no items, no business phone. */
  compact?: boolean;
}

/** One delivery as the driver needs it on the road: what to collect, whom to call, where to go. */
export function DeliveryCard({ order, pending, onRun, compact }: DeliveryCardProps) {
  const action = nextActionOf(order);
  const paid = order.paymentStatus === 'completed';
  return (
    <Card aria-label={`Livraison ${order.orderNumber}`}>
      <CardHeader className="gap-2">
        <div className="flex items-center justify-between gap-2">
          <p className="font-mono text-sm font-semibold">{order.orderNumber}</p>
          <OrderStatusBadge status={order.status} />
        </div>
        <div className="rounded-lg bg-brand-50 px-4 py-3">
          <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-brand-700">
            <Banknote aria-hidden className="size-4" />
            {paid ? 'Espèces encaissées' : 'Montant à encaisser'}
          </p>
          <p className="text-3xl font-bold tabular-nums" data-testid="amount-to-collect">
            {formatGNFFull(order.grandTotal)}
          </p>
          <p className="text-sm text-brand-700">
            Votre gain : <strong>{formatGNFFull(order.earning)}</strong> (frais de livraison)
          </p>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <Section icon={Store} title="Retrait">
          <p className="font-semibold">{order.businessName}</p>
          {order.businessAddress && <p className="text-muted-foreground">{order.businessAddress}</p>}
          {!compact && order.businessPhone && (
            <CallButton phone={order.businessPhone} label={`Appeler ${order.businessName}`} variant="outline" />
          )}
        </Section>
        <Section icon={MapPin} title="Livraison">
          <p className="font-semibold">{order.deliveryAddress ?? 'Adresse non précisée'}</p>
          {order.landmark && (
            <p>
              <span className="text-muted-foreground">Repère : </span>
              {order.landmark}
            </p>
          )}
          {order.deliveryInstructions && (
            <p className="text-muted-foreground">Instructions : {order.deliveryInstructions}</p>
          )}
          {order.estimatedDelivery && order.status === 'out_for_delivery' && (
            <p className="text-muted-foreground">Arrivée promise vers {formatTime(order.estimatedDelivery)}</p>
          )}
        </Section>
        <Section icon={User} title="Client">
          <p className="font-semibold">{order.customerName ?? 'Client'}</p>
          {order.customerPhone ? (
            <CallButton phone={order.customerPhone} label={`Appeler ${order.customerName ?? 'le client'}`} />
          ) : (
            <p className="text-muted-foreground">Pas de numéro de téléphone</p>
          )}
        </Section>
        {!compact && (
          <details className="rounded-md border px-3 py-2 text-sm">
            <summary className="min-h-11 cursor-pointer content-center font-medium">
              {order.items.reduce((sum, item) => sum + item.quantity, 0)} article(s)
            </summary>
            <ul className="space-y-1 pb-2">
              {order.items.map((item, index) => (
                <li key={index}>
                  {item.quantity} × {item.name}
                  {item.specialInstructions && (
                    <span className="block text-muted-foreground">« {item.specialInstructions} »</span>
                  )}
                </li>
              ))}
            </ul>
          </details>
        )}
        {action && <ActionButton action={action} pending={pending} onRun={onRun} />}
        {order.nextAction === 'cash' && (
          <p className="text-xs text-muted-foreground">{DRIVER_APP_MESSAGES.earningsExplained}</p>
        )}
      </CardContent>
    </Card>
  );
}

function Section({ icon: Icon, title, children }: { icon: typeof Store; title: string; children: ReactNode }) {
  return (
    <section className="flex gap-3 text-sm">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1 space-y-1">
        <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</h4>
        {children}
      </div>
    </section>
  );
}

function CallButton({
  phone,
  label,
  variant = 'secondary',
}: {
  phone: string;
  label: string;
  variant?: 'secondary' | 'outline';
}) {
  return (
    <Button asChild variant={variant} className="mt-1 h-12 w-full justify-start text-base">
      <a href={telHref(phone)} aria-label={`${label} au ${phone}`}>
        <Phone aria-hidden className="size-5!" />
        {phone}
      </a>
    </Button>
  );
}
