import type { AddToCartResponse, CartResponse, CartView } from '@livra/shared/cart';
import type { DeliveryMethod } from '@livra/shared/money';
import { DELIVERY_METHOD_STORAGE_KEY } from '@livra/shared/cart';
import { MESSAGES } from '@livra/shared/messages';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, errorMessage } from '@/lib/api';
import { useSession } from '@/lib/auth';
import { useLiveEvent } from '@/lib/realtime';
import { toast } from '@/lib/toast';

export const cartQueryKey = ['cart'] as const;

export const cartQuery = queryOptions({
  queryKey: cartQueryKey,
  queryFn: ({ signal }) => api.get<CartResponse>('/api/cart', { signal }).then((r) => r.cart),
  // Other tabs and devices tell us about changes (`cart` events): no need to poll.
  staleTime: 5 * 60_000,
});

/** The signed-in customer's cart; nothing is fetched for visitors and other roles. */
export function useCart() {
  const { user } = useSession();
  return useQuery({ ...cartQuery, enabled: user?.role === 'customer' });
}

/** Keeps the cart in step with the customer's other tabs and devices. */
export function useCartLiveSync() {
  const queryClient = useQueryClient();
  useLiveEvent('cart', () => void queryClient.invalidateQueries({ queryKey: cartQueryKey }));
}

/** After a failed change the cart is reloaded from the server (spec 01 §4), and the reason shown. */
function failed(queryClient: QueryClient, fallback: string) {
  return (error: unknown) => {
    toast.error(MESSAGES.errorTitle, { description: errorMessage(error, fallback) });
    void queryClient.invalidateQueries({ queryKey: cartQueryKey });
  };
}

function useCartMutation<Input>(run: (input: Input) => Promise<CartView>, errorText: string, success?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (cart) => {
      queryClient.setQueryData(cartQueryKey, cart);
      if (success) toast.success(success, { id: `cart-${success}` });
    },
    onError: failed(queryClient, errorText),
  });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { menuItemId: string; quantity?: number }) =>
      api.post<AddToCartResponse>('/api/cart/items', input),
    onSuccess: (answer) => queryClient.setQueryData(cartQueryKey, answer.cart),
  });
}

export function useUpdateCartItem() {
  return useCartMutation(
    ({ itemId, ...body }: { itemId: string; quantity?: number; specialInstructions?: string | null }) =>
      api.patch<CartResponse>(`/api/cart/items/${itemId}`, body).then((r) => r.cart),
    MESSAGES.cartQuantityError,
  );
}

export function useRemoveCartItem() {
  return useCartMutation(
    (itemId: string) => api.delete<CartResponse>(`/api/cart/items/${itemId}`).then((r) => r.cart),
    MESSAGES.cartRemoveError,
    MESSAGES.itemRemoved,
  );
}

export function useClearCart() {
  return useCartMutation(
    () => api.delete<CartResponse>('/api/cart').then((r) => r.cart),
    MESSAGES.cartClearError,
    MESSAGES.cartCleared,
  );
}

export function useUpdateCartDelivery() {
  return useCartMutation(
    (body: { deliveryMethod?: DeliveryMethod }) => api.patch<CartResponse>('/api/cart', body).then((r) => r.cart),
    MESSAGES.cartSyncError,
  );
}

/** The delivery method remembered on this device (spec 01 §4: default delivery, kept in local storage). */
export function storedDeliveryMethod(): DeliveryMethod {
  try {
    return localStorage.getItem(DELIVERY_METHOD_STORAGE_KEY) === 'pickup' ? 'pickup' : 'delivery';
  } catch {
    return 'delivery';
  }
}

export function rememberDeliveryMethod(method: DeliveryMethod) {
  try {
    localStorage.setItem(DELIVERY_METHOD_STORAGE_KEY, method);
  } catch {
    // Private mode: the server's cart still remembers it.
  }
}

/**
 * The cart's delivery method. This device's choice (local storage) wins: it is applied to the
 * server's cart once when the cart loads, and every change is saved in both places.
 */
export function useDeliveryMethod(cart: CartView | undefined) {
  const update = useUpdateCartDelivery();
  const applied = useRef(false);
  useEffect(() => {
    if (!cart || applied.current) return;
    applied.current = true;
    const stored = storedDeliveryMethod();
    if (cart.deliveryMethod !== stored) update.mutate({ deliveryMethod: stored });
  }, [cart, update]);

  function choose(method: DeliveryMethod) {
    rememberDeliveryMethod(method);
    update.mutate({ deliveryMethod: method });
  }
  const method: DeliveryMethod =
    (update.isPending && update.variables?.deliveryMethod) || cart?.deliveryMethod || storedDeliveryMethod();
  return { method, choose, isUpdating: update.isPending };
}
