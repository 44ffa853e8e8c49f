import { DELIVERY_METHOD_LABELS } from '@livra/shared/cart';
import { formatGNFFull, DELIVERY_FEE_ORDER, type DeliveryMethod } from '@livra/shared/money';
import { Bike, Store } from 'lucide-react';
import { cn } from '@/lib/utils';

const OPTIONS: { value: DeliveryMethod; icon: typeof Bike; hint: string }[] = [
  { value: 'delivery', icon: Bike, hint: `${formatGNFFull(DELIVERY_FEE_ORDER)} · chez vous` },
  { value: 'pickup', icon: Store, hint: 'Gratuit · au commerce' },
];

/** Delivery or pickup, as two large radio cards (easy to hit on a phone). */
export function DeliveryMethodChoice({
  value,
  onChange,
  disabled,
}: {
  value: DeliveryMethod;
  onChange: (method: DeliveryMethod) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="grid grid-cols-2 gap-2" disabled={disabled}>
      <legend className="sr-only">Mode de réception</legend>
      {OPTIONS.map(({ value: option, icon: Icon, hint }) => (
        <label
          key={option}
          className={cn(
            'flex min-h-14 cursor-pointer items-center gap-2 rounded-lg border bg-card p-3 transition-colors has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-500/25',
            value === option ? 'border-primary bg-brand-50' : 'hover:bg-muted',
          )}
        >
          <input
            type="radio"
            name="delivery-method"
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="sr-only"
          />
          <Icon
            aria-hidden
            className={cn('size-5 shrink-0', value === option ? 'text-primary' : 'text-muted-foreground')}
          />
          <span className="min-w-0">
            <span className="block text-sm font-semibold">{DELIVERY_METHOD_LABELS[option]}</span>
            <span className="block text-xs text-muted-foreground">{hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
