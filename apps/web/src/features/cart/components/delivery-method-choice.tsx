import { CART_UI } from '@livra/shared/ui/cart';
import { formatGNFFull, type DeliveryMethod } from '@livra/shared/money';
import { Bike, Store } from 'lucide-react';
import { useLocale, useTexts } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** The two ways, with what each costs: the business's own delivery fee, or nothing. */
function useOptions(deliveryFee: number): { value: DeliveryMethod; icon: typeof Bike; label: string; hint: string }[] {
  const t = useTexts('cart', CART_UI);
  const locale = useLocale();
  const fee = deliveryFee > 0 ? formatGNFFull(deliveryFee, locale) : t.free;
  return [
    { value: 'delivery', icon: Bike, label: t.delivery, hint: `${fee} · ${t.atHome}` },
    { value: 'pickup', icon: Store, label: t.pickup, hint: `${t.free} · ${t.atBusiness}` },
  ];
}

/** Delivery or pickup, as two large radio cards (easy to hit on a phone). */
export function DeliveryMethodChoice({
  value,
  deliveryFee,
  onChange,
  disabled,
}: {
  value: DeliveryMethod;
  /** The cart's business's delivery fee (spec 02 §3). */
  deliveryFee: number;
  onChange: (method: DeliveryMethod) => void;
  /** While the choice is being saved: another is refused, but the cards stay focusable (a disabled radio would drop the keyboard's focus). */
  disabled?: boolean;
}) {
  const t = useTexts('cart', CART_UI);
  const options = useOptions(deliveryFee);
  return (
    <fieldset className="grid grid-cols-2 gap-2" aria-busy={disabled || undefined}>
      <legend className="sr-only">{t.receptionMode}</legend>
      {options.map(({ value: option, icon: Icon, label, hint }) => (
        <label
          key={option}
          className={cn(
            'flex min-h-14 cursor-pointer items-center gap-2 rounded-lg border bg-card p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            value === option ? 'border-primary bg-brand-50' : 'hover:bg-muted',
          )}
        >
          <input
            type="radio"
            name="delivery-method"
            value={option}
            checked={value === option}
            aria-disabled={disabled || undefined}
            onChange={() => {
              if (!disabled) onChange(option);
            }}
            className="sr-only"
          />
          <Icon
            aria-hidden
            className={cn('size-5 shrink-0', value === option ? 'text-primary' : 'text-muted-foreground')}
          />
          <span className="min-w-0">
            <span className="block text-sm font-semibold">{label}</span>
            <span className="block text-xs text-muted-foreground">{hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
