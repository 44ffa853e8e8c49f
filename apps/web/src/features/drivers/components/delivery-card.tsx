import type { DriverOrder } from '@livra/shared/driver-app';
import { formatGNFFull } from '@livra/shared/money';
import { formatTime } from '@livra/shared/dates';
import { DRIVER_UI } from '@livra/shared/ui/driver';
import { Banknote, MapPin, Phone, Store, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import type { DriverAction } from '../api';
import { nextActionOf, telHref } from '../actions';
import type { PendingAction } from '../pending-actions';
import { ActionButton } from './action-button';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { useLocale, useTexts } from '@/lib/i18n';

interface DeliveryCardProps {
  order: DriverOrder;
  pending: PendingAction | undefined;
  onRun: (action: DriverAction) => void;
  /** A short card (the dashboard): no items, no business phone. */
  compact?: boolean;
  /** Its parts' headings: h3 under a section's h2 (the dashboard), h2 right under the page's h1. */
  heading?: 'h2' | 'h3';
}

/** One delivery as the driver needs it on the road: what to collect, whom to call, where to go. */
export function DeliveryCard({ order, pending, onRun, compact, heading = 'h3' }: DeliveryCardProps) {
  const action = nextActionOf(order);
  const paid = order.paymentStatus === 'completed';
  const t = useTexts('driver', DRIVER_UI);
  const locale = useLocale();
  return (
    <Card aria-label={t.deliveryLabel(order.orderNumber)}>
      <CardHeader className="gap-2">
        <div className="flex items-center justify-between gap-2">
          <p className="font-mono text-sm font-semibold">{order.orderNumber}</p>
          <OrderStatusBadge status={order.status} />
        </div>
        <div className="rounded-lg bg-brand-50 px-4 py-3">
          <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-brand-700">
            <Banknote aria-hidden className="size-4" />
            {paid ? t.cashTaken : t.amountToCollect}
          </p>
          <p className="text-3xl font-bold tabular-nums" data-testid="amount-to-collect">
            {formatGNFFull(order.grandTotal, locale)}
          </p>
          <p className="text-sm text-brand-700">
            {t.earningLine}
            <strong>{formatGNFFull(order.earning, locale)}</strong>
            {t.earningIsFee}
          </p>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <Section icon={Store} title={t.pickup} heading={heading}>
          <p className="font-semibold">{order.businessName}</p>
          {order.businessAddress && <p className="text-muted-foreground">{order.businessAddress}</p>}
          {!compact && order.businessPhone && (
            <CallButton phone={order.businessPhone} label={t.call(order.businessName)} variant="outline" />
          )}
        </Section>
        <Section icon={MapPin} title={t.delivery} heading={heading}>
          <p className="font-semibold">{order.deliveryAddress ?? t.addressMissing}</p>
          {order.landmark && (
            <p>
              <span className="text-muted-foreground">{t.landmarkPrefix}</span>
              {order.landmark}
            </p>
          )}
          {order.deliveryInstructions && (
            <p className="text-muted-foreground">{t.instructions(order.deliveryInstructions)}</p>
          )}
          {order.estimatedDelivery && order.status === 'out_for_delivery' && (
            <p className="text-muted-foreground">{t.promisedAround(formatTime(order.estimatedDelivery, locale))}</p>
          )}
        </Section>
        <Section icon={User} title={t.customer} heading={heading}>
          <p className="font-semibold">{order.customerName ?? t.customer}</p>
          {order.customerPhone ? (
            <CallButton phone={order.customerPhone} label={t.call(order.customerName ?? t.theCustomer)} />
          ) : (
            <p className="text-muted-foreground">{t.noPhone}</p>
          )}
        </Section>
        {!compact && (
          <details className="rounded-md border px-3 py-2 text-sm">
            <summary className="min-h-11 cursor-pointer content-center font-medium">
              {t.itemCount(order.items.reduce((sum, item) => sum + item.quantity, 0))}
            </summary>
            <ul className="space-y-1 pb-2">
              {order.items.map((item, index) => (
                <li key={index}>
                  {item.quantity} × {item.name}
                  {item.specialInstructions && (
                    <span className="block text-muted-foreground">{t.quoted(item.specialInstructions)}</span>
                  )}
                </li>
              ))}
            </ul>
          </details>
        )}
        {action && <ActionButton action={action} pending={pending} onRun={onRun} />}
        {order.nextAction === 'cash' && <p className="text-xs text-muted-foreground">{t.earningsExplained}</p>}
      </CardContent>
    </Card>
  );
}

function Section({
  icon: Icon,
  title,
  heading: Heading,
  children,
}: {
  icon: typeof Store;
  title: string;
  heading: 'h2' | 'h3';
  children: ReactNode;
}) {
  return (
    <section className="flex gap-3 text-sm">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1 space-y-1">
        <Heading className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</Heading>
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
  const t = useTexts('driver', DRIVER_UI);
  return (
    <Button asChild variant={variant} className="mt-1 h-12 w-full justify-start text-base">
      <a href={telHref(phone)} aria-label={t.callAt(label, phone)}>
        <Phone aria-hidden className="size-5!" />
        {phone}
      </a>
    </Button>
  );
}
