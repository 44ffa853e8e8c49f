import { CART_UI } from '@livra/shared/ui/cart';
import { CART_MAX_QUANTITY, ORDER_MAX_QUANTITY } from '@livra/shared/cart';
import { MESSAGES } from '@livra/shared/messages';
import { ArrowRight, ShoppingBag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/components/link';
import { LoadError } from '@/components/load-error';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { CustomerGate } from '@/features/orders/components/customer-gate';
import { useCart, useClearCart, useDeliveryMethod } from '../api';
import { CartLine } from '../components/cart-line';
import { CartTotals } from '../components/cart-totals';
import { DeliveryMethodChoice } from '../components/delivery-method-choice';
import { useMessage, useTexts } from '@/lib/i18n';
import { placeholderKeys } from '@/lib/utils';

export default function CartPage() {
  const t = useTexts('cart', CART_UI);
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader title={t.myCart} />
      <CustomerGate>
        <CartContent />
      </CustomerGate>
    </PageContainer>
  );
}

function CartContent() {
  const cart = useCart();
  const delivery = useDeliveryMethod(cart.data);
  const t = useTexts('cart', CART_UI);
  const message = useMessage();

  if (cart.isError && !cart.data)
    return (
      <LoadError error={cart.error} onRetry={() => void cart.refetch()} title={message(MESSAGES.cartFetchError)} />
    );
  if (!cart.data) return <CartSkeleton />;
  if (cart.data.items.length === 0) {
    return (
      <EmptyState
        icon={ShoppingBag}
        title={message(MESSAGES.cartEmpty)}
        description={t.emptyHint}
        action={
          <Button asChild className="h-11">
            <Link to="/categories">{t.browseCategories}</Link>
          </Button>
        }
      />
    );
  }
  const { data } = cart;
  const unavailable = data.items.some((item) => !item.isAvailable);
  const orderFull = data.itemCount >= ORDER_MAX_QUANTITY;
  // A cart filled before the limits existed is over them: the server would refuse the order.
  const lineOver = data.items.some((item) => item.quantity > CART_MAX_QUANTITY);
  const overLimits = lineOver || data.itemCount > ORDER_MAX_QUANTITY;
  const limitMessage = lineOver ? MESSAGES.cartQuantityMax : orderFull ? MESSAGES.orderQuantityMax : null;
  const limitText = limitMessage && message(limitMessage);

  return (
    <div className="grid items-start gap-6 [&>*]:min-w-0 lg:grid-cols-[1fr_22rem]">
      <Card>
        <CardHeader className="flex-row items-center justify-between gap-2 border-b">
          <CardTitle>
            {data.businessId ? (
              <Link to={`/services/${data.businessId}`} className="hover:underline">
                {data.businessName}
              </Link>
            ) : (
              data.businessName
            )}
          </CardTitle>
          <ClearCartButton />
        </CardHeader>
        <CardContent className="pt-0 sm:pt-0">
          <ul className="divide-y">
            {data.items.map((item) => (
              <CartLine key={item.id} item={item} orderFull={orderFull} />
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card className="lg:sticky lg:top-20">
        <CardHeader>
          <CardTitle>{t.summary}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <DeliveryMethodChoice
            value={delivery.method}
            deliveryFee={data.businessDeliveryFee ?? 0}
            onChange={delivery.choose}
            disabled={delivery.isUpdating}
          />
          <CartTotals totals={data.totals} />
          {unavailable && (
            <p role="alert" className="text-sm text-destructive">
              {t.someUnavailable}
            </p>
          )}
          {limitText && (
            <p
              role={overLimits ? 'alert' : 'status'}
              className={overLimits ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
            >
              {limitText}
            </p>
          )}
          {unavailable || overLimits ? (
            <Button size="lg" className="w-full" disabled>
              {t.placeOrder}
            </Button>
          ) : (
            <Button asChild size="lg" className="w-full">
              <Link to="/checkout">
                {t.placeOrder}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          )}
          <p className="text-center text-xs text-muted-foreground">{t.cashNote}</p>
        </CardContent>
      </Card>
    </div>
  );
}

function ClearCartButton() {
  const clear = useClearCart();
  const [open, setOpen] = useState(false);
  const t = useTexts('cart', CART_UI);
  return (
    <>
      <Button variant="ghost" className="h-11 text-destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        {t.clear}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t.clearTitle}</DialogTitle>
            <DialogDescription>{t.clearText}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" className="h-11">
                {t.cancel}
              </Button>
            </DialogClose>
            <Button
              variant="destructive"
              className="h-11"
              loading={clear.isPending}
              onClick={() => clear.mutate(undefined, { onSettled: () => setOpen(false) })}
            >
              {t.clearCart}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

function CartSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]" aria-busy>
      <div className="space-y-4 rounded-lg border bg-card p-4">
        {placeholderKeys(3).map((key) => (
          <div key={key} className="flex gap-3">
            <Skeleton className="size-16 rounded-md" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-10 w-32" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-64 rounded-lg" />
    </div>
  );
}
