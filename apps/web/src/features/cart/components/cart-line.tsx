import { CART_UI } from '@livra/shared/ui/cart';
import type { CartItemView } from '@livra/shared/cart';
import { CART_MAX_QUANTITY } from '@livra/shared/cart';
import { MESSAGES } from '@livra/shared/messages';
import { formatGNFFull } from '@livra/shared/money';
import { ImageOff, Minus, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Image } from '@/components/image';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useLocale, useTexts } from '@/lib/i18n';
import { useRemoveCartItem, useUpdateCartItem } from '../api';

/**
 * One cart line: picture, name, price, quantity stepper, removal and the note for the business.
 * `orderFull`: the cart holds the most articles an order may, so no line may grow.
 */
export function CartLine({ item, orderFull = false }: { item: CartItemView; orderFull?: boolean }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const busy = update.isPending || remove.isPending;
  const t = useTexts('cart', CART_UI);
  const locale = useLocale();

  function setQuantity(quantity: number) {
    update.mutate(
      { itemId: item.id, quantity },
      {
        onSuccess: () =>
          toast.success(quantity > 0 ? MESSAGES.quantityUpdated : MESSAGES.itemRemoved, { id: 'cart-quantity' }),
      },
    );
  }

  return (
    <li className="flex gap-3 py-4">
      <Image
        src={item.image}
        alt=""
        className="size-16 shrink-0 rounded-md sm:size-20"
        fallback={<ImageOff aria-hidden className="size-5" />}
      />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold leading-tight">{item.name}</p>
            <p className="text-sm text-muted-foreground">{t.perUnit(formatGNFFull(item.price, locale))}</p>
            {!item.isAvailable && <p className="text-sm font-medium text-destructive">{t.itemUnavailable}</p>}
          </div>
          <p className="shrink-0 font-semibold">{formatGNFFull(item.price * item.quantity, locale)}</p>
        </div>
        <div className="flex items-center justify-between gap-2">
          <fieldset className="flex min-w-0 items-center rounded-md border">
            <legend className="sr-only">{t.quantityOf(item.name)}</legend>
            <Button
              variant="ghost"
              size="icon"
              className="size-11 rounded-r-none"
              aria-label={t.removeOne(item.name)}
              disabled={busy}
              onClick={() => setQuantity(item.quantity - 1)}
            >
              <Minus aria-hidden />
            </Button>
            <span className="w-8 text-center font-semibold tabular-nums" aria-live="polite">
              {item.quantity}
            </span>
            <Button
              variant="ghost"
              size="icon"
              className="size-11 rounded-l-none"
              aria-label={t.addOne(item.name)}
              disabled={busy || orderFull || item.quantity >= CART_MAX_QUANTITY}
              onClick={() => setQuantity(item.quantity + 1)}
            >
              <Plus aria-hidden />
            </Button>
          </fieldset>
          <Button
            variant="ghost"
            className="h-11 text-destructive"
            disabled={busy}
            onClick={() => remove.mutate(item.id)}
          >
            <Trash2 aria-hidden />
            <span className="sr-only sm:not-sr-only">{t.remove}</span>
            <span className="sr-only">{item.name}</span>
          </Button>
        </div>
        <InstructionsField item={item} />
      </div>
    </li>
  );
}

/** The note for the business ("sans piment"), saved when the field is left. */
function InstructionsField({ item }: { item: CartItemView }) {
  const update = useUpdateCartItem();
  const [open, setOpen] = useState(Boolean(item.specialInstructions));
  const [value, setValue] = useState(item.specialInstructions ?? '');
  const id = `note-${item.id}`;
  const t = useTexts('cart', CART_UI);

  if (!open) {
    return (
      <button
        type="button"
        className="min-h-11 text-sm font-medium text-primary hover:underline"
        onClick={() => setOpen(true)}
      >
        {t.addInstruction}
      </button>
    );
  }
  function save() {
    const next = value.trim();
    if (next === (item.specialInstructions ?? '')) return;
    update.mutate(
      { itemId: item.id, specialInstructions: next || null },
      { onSuccess: () => toast.success(t.instructionSaved, { id: 'cart-note' }) },
    );
  }
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t.instructionsLabel}
      </label>
      <Textarea
        id={id}
        value={value}
        maxLength={300}
        rows={2}
        className="min-h-16"
        placeholder={t.instructionsPlaceholder}
        onChange={(event) => setValue(event.target.value)}
        onBlur={save}
      />
    </div>
  );
}
