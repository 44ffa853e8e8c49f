import { formatTime, formatDate } from '@livra/shared/dates';
import type { Locale } from '@livra/shared/locale';
import { ORDER_ROADS, orderStatusLabel, type OrderDetail, type OrderStatus } from '@livra/shared/orders';
import { ORDERS_UI } from '@livra/shared/ui/orders';
import { Check, X } from 'lucide-react';
import { useLocale, useTexts } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** When each status was last reached, from the order's history. */
function reachedAt(order: OrderDetail) {
  const at = new Map<OrderStatus, string>();
  for (const entry of order.timeline) at.set(entry.status, entry.createdAt);
  return at;
}

function when(iso: string, locale: Locale) {
  const date = new Date(iso);
  const today = new Date().toDateString() === date.toDateString();
  return today ? formatTime(date, locale) : `${formatDate(date, locale)} ${formatTime(date, locale)}`;
}

/**
 * The steps of the order, done ones ticked with their time, the current one highlighted. A
 * cancelled order shows what happened, ending with the cancellation and its reason.
 */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const at = reachedAt(order);
  const t = useTexts('orders', ORDERS_UI);
  const locale = useLocale();
  if (order.status === 'cancelled') {
    return (
      <ol className="space-y-3" aria-label={t.historyLabel}>
        {order.timeline.map((entry, index) => {
          const cancelled = entry.status === 'cancelled';
          return (
            <li key={entry.id} className="flex gap-3">
              <Dot state={cancelled ? 'cancelled' : 'done'} />
              <div className={cn('pb-1', index === order.timeline.length - 1 && 'font-semibold')}>
                <p>{orderStatusLabel(entry.status, locale)}</p>
                <p className="text-sm text-muted-foreground">{when(entry.createdAt, locale)}</p>
                {cancelled && entry.note && <p className="text-sm text-muted-foreground">{t.reason(entry.note)}</p>}
              </div>
            </li>
          );
        })}
      </ol>
    );
  }
  const steps = ORDER_ROADS[order.deliveryMethod];
  const current = Math.max(steps.indexOf(order.status), 0);
  return (
    <ol className="space-y-0" aria-label={t.stepsLabel}>
      {steps.map((status, index) => {
        const state = index < current || order.status === 'delivered' ? 'done' : index === current ? 'current' : 'todo';
        const time = at.get(status);
        return (
          <li
            key={status}
            className="relative flex gap-3 pb-5 last:pb-0"
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {index < steps.length - 1 && (
              <span
                aria-hidden
                className={cn(
                  'absolute top-7 left-3.5 h-[calc(100%-1.75rem)] w-0.5',
                  index < current ? 'bg-primary' : 'bg-border',
                )}
              />
            )}
            <Dot state={state} />
            <div className="min-h-7">
              <p
                className={cn(
                  state === 'todo' ? 'text-muted-foreground' : 'font-semibold',
                  state === 'current' && 'text-primary',
                )}
              >
                {orderStatusLabel(status, locale)}
              </p>
              {time && state !== 'todo' && <p className="text-sm text-muted-foreground">{when(time, locale)}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function Dot({ state }: { state: 'done' | 'current' | 'todo' | 'cancelled' }) {
  return (
    <span
      aria-hidden
      className={cn(
        'relative z-10 flex size-7 shrink-0 items-center justify-center rounded-full border-2',
        state === 'done' && 'border-primary bg-primary text-primary-foreground',
        state === 'current' && 'border-primary bg-card ring-4 ring-brand-100',
        state === 'todo' && 'border-border bg-card',
        state === 'cancelled' && 'border-destructive bg-destructive text-white',
      )}
    >
      {state === 'done' && <Check className="size-4" />}
      {state === 'cancelled' && <X className="size-4" />}
      {state === 'current' && <span className="size-2.5 rounded-full bg-primary" />}
    </span>
  );
}
