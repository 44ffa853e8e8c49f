import { formatGNFFull } from '@livra/shared/money';
import type { OrderDetail } from '@livra/shared/orders';
import { ORDERS_UI } from '@livra/shared/ui/orders';
import { useLocale, useTexts } from '@/lib/i18n';

/** The articles and amounts of an order, as stored when it was placed. */
export function OrderReceipt({ order }: { order: OrderDetail }) {
  const t = useTexts('orders', ORDERS_UI);
  const locale = useLocale();
  return (
    <div className="space-y-4">
      <ul className="divide-y">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3 py-2">
            <div className="min-w-0">
              <p>
                <span className="font-semibold">{item.quantity} ×</span> {item.name}
              </p>
              {item.specialInstructions && (
                <p className="text-sm text-muted-foreground">{t.quoted(item.specialInstructions)}</p>
              )}
            </div>
            <p className="shrink-0">{formatGNFFull(item.price * item.quantity, locale)}</p>
          </li>
        ))}
      </ul>
      <dl className="space-y-1.5 border-t pt-3 text-sm">
        <Row label={t.subtotal} value={formatGNFFull(order.subtotal, locale)} />
        <Row label={t.tax} value={formatGNFFull(order.tax, locale)} />
        <Row
          label={t.deliveryFee}
          value={order.deliveryFee === 0 ? t.free : formatGNFFull(order.deliveryFee, locale)}
        />
        <div className="flex justify-between pt-1 text-base font-bold">
          <dt>{t.totalToPay}</dt>
          <dd>{formatGNFFull(order.grandTotal, locale)}</dd>
        </div>
      </dl>
      <p className="rounded-md bg-muted px-3 py-2 text-sm">
        {t.payment} <strong>{t.cashOnDelivery}</strong>
        {order.paymentStatus === 'completed' ? t.paid : t.exactChange}
      </p>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
