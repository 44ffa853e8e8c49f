import { CART_UI } from '@livra/shared/ui/cart';
import { SHELL_MESSAGES } from '@livra/shared/messages-shell';
import { formatGNFFull } from '@livra/shared/money';
import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale, useMessage, useTexts } from '@/lib/i18n';
import { useCart, useCartLiveSync } from '../api';

/** The popover lists this many lines, then counts the rest (spec 01 §2). */
const SHOWN_LINES = 3;

/**
 * The customer's cart in the header: a bag with the article count once it is known and above 0,
 * and a popover with the first lines, the total and the way to the cart (or to the categories
 * when it is empty). It also keeps the cart live across the customer's tabs and devices.
 */
export default function CartControl() {
  useCartLiveSync();
  const cart = useCart();
  const [open, setOpen] = useState(false);
  const count = cart.data?.itemCount ?? 0;
  const t = useTexts('cart', CART_UI);
  const locale = useLocale();
  const label = t.cartCount(count);
  const message = useMessage();

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative size-11" aria-label={label}>
          <ShoppingBag aria-hidden className="size-5!" />
          {cart.isSuccess && count > 0 && (
            <span
              aria-hidden
              className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-bold text-primary-foreground"
            >
              {count > 99 ? '99+' : count}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[min(20rem,calc(100vw-1.5rem))] p-0">
        {cart.isPending ? (
          <div className="space-y-2 p-4">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : !cart.data || cart.data.items.length === 0 ? (
          <div className="space-y-3 p-4 text-center">
            <p className="font-semibold">{message(SHELL_MESSAGES.cartEmpty)}</p>
            <p className="text-muted-foreground">{t.popoverEmptyHint}</p>
            <Button asChild className="h-11 w-full" onClick={() => setOpen(false)}>
              <Link to="/categories">{t.browseCategories}</Link>
            </Button>
          </div>
        ) : (
          <div>
            <p className="border-b px-4 py-3 font-semibold">{cart.data.businessName}</p>
            <ul className="divide-y">
              {cart.data.items.slice(0, SHOWN_LINES).map((item) => (
                <li key={item.id} className="flex items-baseline justify-between gap-3 px-4 py-2">
                  <span className="min-w-0 truncate">
                    <span className="font-semibold">{item.quantity} ×</span> {item.name}
                  </span>
                  <span className="shrink-0 text-muted-foreground">
                    {formatGNFFull(item.price * item.quantity, locale)}
                  </span>
                </li>
              ))}
            </ul>
            {cart.data.items.length > SHOWN_LINES && (
              <p className="px-4 pb-2 text-muted-foreground">{t.moreItems(cart.data.items.length - SHOWN_LINES)}</p>
            )}
            <div className="space-y-3 border-t p-4">
              <p className="flex justify-between font-semibold">
                <span>{t.subtotal}</span>
                <span>{formatGNFFull(cart.data.total, locale)}</span>
              </p>
              <Button asChild className="h-11 w-full" onClick={() => setOpen(false)}>
                <Link to="/cart">{t.viewCart}</Link>
              </Button>
            </div>
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
