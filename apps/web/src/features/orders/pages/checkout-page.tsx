import { CART_UI } from '@livra/shared/ui/cart';
import { MESSAGES } from '@livra/shared/messages';
import { formatGNFFull } from '@livra/shared/money';
import { placeOrderSchema } from '@livra/shared/order-schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Banknote, ShoppingBag } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '@/components/link';
import { LoadError } from '@/components/load-error';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api';
import { useSession } from '@/lib/auth';
import { useOnline } from '@/lib/online';
import { toast } from '@/lib/toast';
import { useLocale, useMessage, useTexts } from '@/lib/i18n';
import { useCart, useDeliveryMethod } from '@/features/cart/api';
import { CartTotals } from '@/features/cart/components/cart-totals';
import { DeliveryMethodChoice } from '@/features/cart/components/delivery-method-choice';
import { isTransientFailure, savedAddressesQuery, usePlaceOrder, type PlaceOrderBody } from '../api';
import { AddressFields, InstructionsField, NEW_ADDRESS, type CheckoutValues } from '../components/address-fields';
import { CustomerGate } from '../components/customer-gate';
import { OrderNotSent, OrderWaiting } from '../components/order-waiting';
import {
  cartFingerprint,
  forgetPendingCheckout,
  readPendingCheckout,
  startCheckout,
  type PendingCheckout,
} from '../pending-checkout';

export default function CheckoutPage() {
  const t = useTexts('cart', CART_UI);
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader title={t.checkoutTitle} />
      <CustomerGate>
        <Checkout />
      </CustomerGate>
    </PageContainer>
  );
}

/** What the server receives: only the fields the chosen method and address need. */
function toBody(values: CheckoutValues): PlaceOrderBody {
  const instructions = values.deliveryInstructions.trim() || undefined;
  if (values.deliveryMethod === 'pickup') return { deliveryMethod: 'pickup', deliveryInstructions: instructions };
  if (values.addressId && values.addressId !== NEW_ADDRESS) {
    return { deliveryMethod: 'delivery', addressId: values.addressId, deliveryInstructions: instructions };
  }
  return {
    deliveryMethod: 'delivery',
    deliveryAddress: values.deliveryAddress.trim() || undefined,
    landmark: values.landmark.trim() || undefined,
    deliveryInstructions: instructions,
  };
}

/** The server's own rules (shared schema) check the form before anything is sent. */
const resolver: Resolver<CheckoutValues> = async (values) => {
  const result = placeOrderSchema.safeParse(toBody(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<CheckoutValues> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'root') as keyof CheckoutValues;
    errors[field] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};

function Checkout() {
  // CustomerGate renders this only for a signed-in customer.
  const userId = useSession().user?.id ?? '';
  const cart = useCart();
  const delivery = useDeliveryMethod(cart.data);
  const addresses = useQuery(savedAddressesQuery);
  const placeOrder = usePlaceOrder(userId);
  const online = useOnline();
  // A checkout still waiting for its answer when the page was left or reloaded: resumed below.
  const [resuming, setResuming] = useState<PendingCheckout | null>(() => readPendingCheckout(userId));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useTexts('cart', CART_UI);
  const locale = useLocale();
  const message = useMessage();
  const form = useForm<CheckoutValues>({
    resolver,
    defaultValues: {
      deliveryMethod: delivery.method,
      addressId: '',
      deliveryAddress: '',
      landmark: '',
      deliveryInstructions: '',
    },
  });

  useEffect(() => form.setValue('deliveryMethod', delivery.method), [delivery.method, form]);
  // Start from the default saved address, or a new one when there is none.
  useEffect(() => {
    if (form.getValues('addressId') || !(addresses.data || addresses.isError)) return;
    form.setValue(
      'addressId',
      addresses.data?.find((address) => address.isDefault)?.id ?? addresses.data?.[0]?.id ?? NEW_ADDRESS,
    );
  }, [addresses.data, addresses.isError, form]);

  const send = (entry: PendingCheckout) => {
    placeOrder.mutate(
      { body: entry.body, key: entry.key },
      {
        onSuccess: (order) => {
          toast.success(MESSAGES.orderPlaced, { description: t.orderNumber(order.orderNumber) });
          void navigate(`/order-confirmation/${order.id}`, { replace: true });
        },
        onError: (error) => {
          setResuming(null);
          // Every automatic attempt failed without an answer: the page offers to try again.
          if (isTransientFailure(error)) return;
          toast.error(MESSAGES.errorTitle, { description: errorMessage(error, MESSAGES.orderCreateError) });
          // The server refused the cart as it is (article gone, business closed): show it as it is now.
          if (error instanceof ApiError && error.status === 400)
            void queryClient.invalidateQueries({ queryKey: ['cart'] });
          // The key already placed an order for another request (its answer was lost, then the form
          // changed): that order exists, so the cart and orders are reloaded and the next try is new.
          if (error instanceof ApiError && error.code === 'idempotency_key_reused') {
            void queryClient.invalidateQueries({ queryKey: ['cart'] });
            void queryClient.invalidateQueries({ queryKey: ['orders'] });
          }
        },
      },
    );
  };

  // Once the cart is known: the waiting checkout is sent again with its key if the cart is the same
  // or already emptied (the order may be placed: the server then gives it back); a cart changed
  // since means the customer moved on, and that key is never used for another cart.
  const latestSend = useRef(send);
  latestSend.current = send;
  useEffect(() => {
    if (!resuming || !cart.data || !placeOrder.isIdle) return;
    if (cart.data.items.length === 0 || cartFingerprint(cart.data) === resuming.cart) {
      latestSend.current(resuming);
    } else {
      forgetPendingCheckout(userId);
      setResuming(null);
    }
  }, [resuming, cart.data, placeOrder.isIdle, userId]);

  const submit = form.handleSubmit((values) => {
    if (placeOrder.isPending || !cart.data) return;
    send(startCheckout(userId, cart.data, toBody(values)));
  });

  // Sent, no answer yet, and the network is gone or failed: the order waits for it by itself.
  const waiting =
    (resuming !== null && !placeOrder.isError) ||
    (placeOrder.isPending && (placeOrder.isPaused || placeOrder.failureCount > 0));
  if (waiting) return <OrderWaiting offline={!online} />;

  if (cart.isError && !cart.data) return <LoadError error={cart.error} onRetry={() => void cart.refetch()} />;
  if (!cart.data) return <Skeleton className="h-96 w-full rounded-lg" />;
  if (cart.data.items.length === 0 && !placeOrder.isSuccess) {
    return (
      <EmptyState
        icon={ShoppingBag}
        title={message(MESSAGES.yourCartIsEmpty)}
        description={t.checkoutEmptyHint}
        action={
          <Button asChild className="h-11">
            <Link to="/categories">{t.browseCategories}</Link>
          </Button>
        }
      />
    );
  }
  const { data } = cart;

  const lost = placeOrder.isError && isTransientFailure(placeOrder.error) ? placeOrder.variables : undefined;

  return (
    <>
      {lost && <OrderNotSent error={placeOrder.error} onRetry={() => send(startCheckout(userId, data, lost.body))} />}
      <form onSubmit={submit} noValidate className="grid items-start gap-6 [&>*]:min-w-0 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>{t.receptionMode}</CardTitle>
            </CardHeader>
            <CardContent>
              <DeliveryMethodChoice
                value={delivery.method}
                deliveryFee={cart.data.businessDeliveryFee ?? 0}
                onChange={delivery.choose}
                disabled={delivery.isUpdating || placeOrder.isPending}
              />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>{delivery.method === 'delivery' ? t.deliveryAddress : t.pickupAtBusiness}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              {delivery.method === 'delivery' ? (
                <AddressFields form={form} addresses={addresses.isError ? [] : addresses.data} />
              ) : (
                <p className="text-sm">{t.pickupText(data.businessName ?? '')}</p>
              )}
              <InstructionsField form={form} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Banknote aria-hidden className="size-5 text-success" />
                {t.cashTitle}
              </CardTitle>
            </CardHeader>
            <CardContent className="text-sm text-muted-foreground">
              {t.cashText(delivery.method === 'delivery')}
            </CardContent>
          </Card>
        </div>

        <Card className="lg:sticky lg:top-20">
          <CardHeader>
            <CardTitle>{t.yourOrder}</CardTitle>
            <p className="text-sm text-muted-foreground">{data.businessName}</p>
          </CardHeader>
          <CardContent className="space-y-4">
            <ul className="space-y-1 text-sm">
              {data.items.map((item) => (
                <li key={item.id} className="flex justify-between gap-3">
                  <span className="min-w-0">
                    {item.quantity} × {item.name}
                  </span>
                  <span className="shrink-0">{formatGNFFull(item.price * item.quantity, locale)}</span>
                </li>
              ))}
            </ul>
            <div
              className={delivery.isUpdating ? 'opacity-50' : undefined}
              aria-busy={delivery.isUpdating || undefined}
            >
              <CartTotals totals={data.totals} />
            </div>
            <Button
              type="submit"
              size="lg"
              className="w-full"
              loading={placeOrder.isPending}
              disabled={delivery.isUpdating}
            >
              {t.confirmOrder}
            </Button>
            <Link
              to="/cart"
              className="flex min-h-11 items-center justify-center text-sm font-medium text-primary hover:underline"
            >
              {t.editCart}
            </Link>
          </CardContent>
        </Card>
      </form>
    </>
  );
}
