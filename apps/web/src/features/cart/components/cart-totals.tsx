import { CART_UI } from '@livra/shared/ui/cart';
import type { CartTotals as Totals } from '@livra/shared/cart';
import { formatGNFFull } from '@livra/shared/money';
import { useLocale, useTexts } from '@/lib/i18n';

/** Subtotal, tax, delivery fee and total, as computed by the server. */
export function CartTotals({ totals }: { totals: Totals }) {
  const t = useTexts('cart', CART_UI);
  const locale = useLocale();
  const money = (amount: number) => formatGNFFull(amount, locale);
  return (
    <dl className="space-y-1.5 text-sm">
      <Row label={t.subtotal} value={money(totals.subtotal)} />
      <Row label={t.tax} value={money(totals.tax)} />
      <Row label={t.deliveryFee} value={totals.deliveryFee === 0 ? t.free : money(totals.deliveryFee)} />
      <div className="flex justify-between border-t pt-2 text-base font-bold">
        <dt>{t.total}</dt>
        <dd>{money(totals.grandTotal)}</dd>
      </div>
    </dl>
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
