import { formatGNFFull } from '@livra/shared/money';
import { ORDERS_UI } from '@livra/shared/ui/orders';
import { type LucideIcon, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale, useTexts } from '@/lib/i18n';

/** One titled block of an order's detail panel (partner and admin). */
export function DetailSection({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <section className="min-w-0 space-y-2 p-5">
      <h3 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {Icon && <Icon aria-hidden className="size-4" />}
        {title}
      </h3>
      {children}
    </section>
  );
}

interface OrderLinesProps {
  order: {
    items: { id: string; name: string; quantity: number; price: number; specialInstructions: string | null }[];
    subtotal: number;
    tax: number;
    deliveryFee: number;
    grandTotal: number;
  };
  /** "Total" for the admin, "Total à encaisser" for the partner who collects it. */
  totalLabel: string;
}

/** The items of an order with their instructions, then the amounts the server computed. */
export function OrderLinesSection({ order, totalLabel }: OrderLinesProps) {
  const t = useTexts('orders', ORDERS_UI);
  const locale = useLocale();
  const amounts: [string, number][] = [
    [t.subtotal, order.subtotal],
    [t.vat, order.tax],
    [t.deliveryFee, order.deliveryFee],
  ];
  return (
    <DetailSection title={t.itemsCount(order.items.reduce((n, item) => n + item.quantity, 0))} icon={ShoppingBag}>
      <ul className="space-y-2 text-sm">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3">
            <span className="min-w-0">
              <strong className="tabular-nums">{item.quantity} ×</strong> {item.name}
              {item.specialInstructions && (
                <span className="block text-xs text-brand-700">{t.quoted(item.specialInstructions)}</span>
              )}
            </span>
            <span className="shrink-0 tabular-nums">{formatGNFFull(item.price * item.quantity, locale)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-1 border-t pt-3 text-sm">
        {amounts.map(([label, amount]) => (
          <div key={label} className="flex justify-between text-muted-foreground">
            <dt>{label}</dt>
            <dd className="tabular-nums">{formatGNFFull(amount, locale)}</dd>
          </div>
        ))}
        <div className="flex justify-between pt-1 text-base font-bold">
          <dt>{totalLabel}</dt>
          <dd className="tabular-nums">{formatGNFFull(order.grandTotal, locale)}</dd>
        </div>
      </dl>
    </DetailSection>
  );
}

export function OrderDetailSkeleton() {
  const t = useTexts('orders', ORDERS_UI);
  return (
    <div role="status" className="space-y-4 p-5" aria-label={t.loadingOrder}>
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-4 w-64 max-w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
