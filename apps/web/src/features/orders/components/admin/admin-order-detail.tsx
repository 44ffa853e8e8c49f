import { formatDateTime } from '@livra/shared/dates';
import { orderStatusLabel } from '@livra/shared/orders';
import { MESSAGES } from '@livra/shared/messages';
import { ROLES, type Role } from '@livra/shared/roles';
import { ORDERS_ADMIN_UI } from '@livra/shared/ui/orders-admin';
import { Bike, History, Mail, MapPin, Phone, Store, UserRound } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { DetailSection, OrderDetailSkeleton, OrderLinesSection } from '@/components/order-detail-parts';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { useLocale, useMessage, useTexts } from '@/lib/i18n';
import { AdminOrderActions } from './admin-order-actions';
import { useAdminOrder } from './api';

const isRole = (role: string | null): role is Role => ROLES.includes(role as Role);

/** One order as the admin sees it: the actions first, then items, totals, people, address and history. */
export function AdminOrderDetailView({ orderId }: { orderId: string }) {
  const query = useAdminOrder(orderId);
  const t = useTexts('ordersAdmin', ORDERS_ADMIN_UI);
  const locale = useLocale();
  const message = useMessage();
  const roleLabel = (role: string | null) => (isRole(role) ? t.roles[role] : null);
  if (query.isError && !query.data) {
    return (
      <div className="p-5">
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          title={message(MESSAGES.orderFetchError)}
          className="border-none"
        />
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
          {formatDateTime(order.createdAt, locale)} · {t.deliveryMethods[order.deliveryMethod]} ·{' '}
          {t.cashPayment(t.paymentStatuses[order.paymentStatus])}
        </p>
      </header>

      <div className="p-5">
        <AdminOrderActions order={order} />
      </div>

      <OrderLinesSection order={order} totalLabel={t.total} />

      <div className="grid divide-y sm:grid-cols-2 sm:divide-x sm:divide-y-0">
        <DetailSection title={t.customer} icon={UserRound}>
          <p className="font-semibold">{order.customer.name}</p>
          {order.customer.email && (
            <Contact icon={Mail} href={`mailto:${order.customer.email}`} text={order.customer.email} />
          )}
          {order.customer.phone && (
            <Contact
              icon={Phone}
              href={`tel:${order.customer.phone.replace(/[^\d+]/g, '')}`}
              text={order.customer.phone}
            />
          )}
        </DetailSection>
        <DetailSection title={t.business} icon={Store}>
          <p className="font-semibold">{order.businessName}</p>
          {order.businessAddress && <p className="text-sm text-muted-foreground">{order.businessAddress}</p>}
          {order.businessPhone && (
            <Contact
              icon={Phone}
              href={`tel:${order.businessPhone.replace(/[^\d+]/g, '')}`}
              text={order.businessPhone}
            />
          )}
        </DetailSection>
      </div>

      {order.deliveryMethod === 'delivery' && (
        <DetailSection title={t.deliveryAddress} icon={MapPin}>
          <p className="text-sm">{order.deliveryAddress ?? t.addressMissing}</p>
          {order.landmark && (
            <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
              <strong>{t.landmark}</strong> {order.landmark}
            </p>
          )}
          {order.deliveryInstructions && (
            <p className="rounded-md bg-muted px-3 py-2 text-sm">
              <strong>{t.instructions}</strong> {order.deliveryInstructions}
            </p>
          )}
        </DetailSection>
      )}

      <DetailSection title={t.driver} icon={Bike}>
        {order.driver ? (
          <>
            <p className="font-semibold">{order.driver.name}</p>
            {order.driver.phone && (
              <Contact
                icon={Phone}
                href={`tel:${order.driver.phone.replace(/[^\d+]/g, '')}`}
                text={order.driver.phone}
              />
            )}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            {order.deliveryMethod === 'pickup' ? t.pickupNoDriver : t.noDriver}
          </p>
        )}
        {order.estimatedDelivery && !order.actualDelivery && order.status !== 'cancelled' && (
          <p className="text-sm text-muted-foreground">
            {t.estimatedDelivery(formatDateTime(order.estimatedDelivery, locale))}
          </p>
        )}
        {order.actualDelivery && (
          <p className="text-sm text-muted-foreground">{t.deliveredOn(formatDateTime(order.actualDelivery, locale))}</p>
        )}
      </DetailSection>

      {order.cancellationReason && (
        <DetailSection title={t.cancelReason}>
          <p className="text-sm">{order.cancellationReason}</p>
        </DetailSection>
      )}

      <DetailSection title={t.statusHistory} icon={History}>
        <ol className="space-y-3 border-l-2 border-brand-200 pl-4">
          {order.timeline.map((entry) => (
            <li key={entry.id} className="relative text-sm">
              <span aria-hidden className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-500" />
              <span className="font-semibold">{orderStatusLabel(entry.status, locale)}</span>{' '}
              <time dateTime={entry.createdAt} className="text-muted-foreground">
                {formatDateTime(entry.createdAt, locale)}
              </time>
              <span className="block text-xs text-muted-foreground">
                {entry.changedBy ? t.changedBy(entry.changedBy.name, roleLabel(entry.changedBy.role)) : t.automatic}
                {entry.previousStatus && t.before(orderStatusLabel(entry.previousStatus, locale))}
              </span>
              {entry.note && <span className="block text-xs">{t.quoted(entry.note)}</span>}
            </li>
          ))}
        </ol>
      </DetailSection>
    </div>
  );
}

function Contact({ icon: Icon, href, text }: { icon: typeof Phone; href: string; text: string }) {
  return (
    <a href={href} className="flex min-h-10 min-w-0 items-center gap-2 text-sm font-medium text-primary">
      <Icon aria-hidden className="size-4 shrink-0" />
      <span className="truncate">{text}</span>
    </a>
  );
}
