import { formatGNFFull } from '@livra/shared/money';
import type { OrderDetail } from '@livra/shared/orders';

/** The articles and amounts of an order, as stored when it was placed. */
export function OrderReceipt({ order }: { order: OrderDetail }) {
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
                <p className="text-sm text-muted-foreground">« {item.specialInstructions} »</p>
              )}
            </div>
            <p className="shrink-0">{formatGNFFull(item.price * item.quantity)}</p>
          </li>
        ))}
      </ul>
      <dl className="space-y-1.5 border-t pt-3 text-sm">
        <Row label="Sous-total" value={formatGNFFull(order.subtotal)} />
        <Row label="Taxes (18 %)" value={formatGNFFull(order.tax)} />
        <Row
          label="Frais de livraison"
          value={order.deliveryFee === 0 ? 'Gratuit' : formatGNFFull(order.deliveryFee)}
        />
        <div className="flex justify-between pt-1 text-base font-bold">
          <dt>Total à payer</dt>
          <dd>{formatGNFFull(order.grandTotal)}</dd>
        </div>
      </dl>
      <p className="rounded-md bg-muted px-3 py-2 text-sm">
        Paiement <strong>en espèces à la livraison</strong>
        {order.paymentStatus === 'completed' ? ' — payé.' : '. Préparez si possible l’appoint.'}
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
