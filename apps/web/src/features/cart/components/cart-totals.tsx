import type { CartTotals as Totals } from '@livra/shared/cart';
import { formatGNFFull } from '@livra/shared/money';

/** Subtotal, tax, delivery fee and total, as computed by the server. */
export function CartTotals({ totals }: { totals: Totals }) {
  return (
    <dl className="space-y-1.5 text-sm">
      <Row label="Sous-total" value={totals.subtotal} />
      <Row label="Taxes (18 %)" value={totals.tax} />
      <Row label="Frais de livraison" value={totals.deliveryFee} />
      <div className="flex justify-between border-t pt-2 text-base font-bold">
        <dt>Total</dt>
        <dd>{formatGNFFull(totals.grandTotal)}</dd>
      </div>
    </dl>
  );
}

function Row({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex justify-between">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{value === 0 && label.startsWith('Frais') ? 'Gratuit' : formatGNFFull(value)}</dd>
    </div>
  );
}
