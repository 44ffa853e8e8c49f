import type { CustomerAddress } from '@livra/shared/customers';
import type { CustomerOrderSummary, OrderDetail, OrderListResponse, OrderResponse } from '@livra/shared/orders';
import { FINAL_ORDER_STATUSES } from '@livra/shared/orders';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useLiveEvent } from '@/lib/realtime';

export const ordersKey = ['orders'] as const;

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: [...ordersKey, 'detail', id],
    queryFn: ({ signal }) => api.get<OrderResponse>(`/api/orders/${id}`, { signal }).then((r) => r.order),
    staleTime: 30_000,
    // Events bring every change at once; this slow poll only covers a stream that dropped silently.
    refetchInterval: (query) =>
      query.state.data && FINAL_ORDER_STATUSES.includes(query.state.data.status) ? false : 60_000,
  });

export const ordersListQuery = (page: number) =>
  queryOptions({
    queryKey: [...ordersKey, 'list', page],
    queryFn: ({ signal }) => api.get<OrderListResponse>(`/api/orders?page=${page}`, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const orderSummaryQuery = queryOptions({
  queryKey: [...ordersKey, 'summary'],
  queryFn: ({ signal }) => api.get<CustomerOrderSummary>('/api/orders/summary', { signal }),
  // Customer stats stay fresh 2 minutes (spec 01 §9); events refresh them sooner.
  staleTime: 2 * 60_000,
});

export const useOrder = (id: string) => useQuery(orderQuery(id));
export const useOrders = (page: number) => useQuery(ordersListQuery(page));
export const useOrderSummary = () => useQuery(orderSummaryQuery);

/** Every status change, driver assignment or review refreshes what the customer sees, live; the driver's position, the order's tracking. */
export function useOrderLiveUpdates() {
  const queryClient = useQueryClient();
  useLiveEvent('order', () => void queryClient.invalidateQueries({ queryKey: ordersKey }));
  useLiveEvent(
    'driver_position',
    ({ orderId }) => void queryClient.invalidateQueries({ queryKey: orderQuery(orderId).queryKey }),
  );
}

/** The customer's saved addresses (the default first), offered at checkout. */
export const savedAddressesQuery = queryOptions({
  queryKey: [...ordersKey, 'checkout-addresses'],
  queryFn: ({ signal }) =>
    api.get<{ addresses: CustomerAddress[] }>('/api/me/addresses', { signal }).then((r) => r.addresses),
  staleTime: 5 * 60_000,
});

export interface PlaceOrderBody {
  deliveryMethod: 'delivery' | 'pickup';
  addressId?: string;
  deliveryAddress?: string;
  landmark?: string;
  deliveryInstructions?: string;
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: PlaceOrderBody; key: string }) =>
      api.post<OrderResponse>('/api/orders', body, { headers: { 'Idempotency-Key': key } }).then((r) => r.order),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQuery(order.id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...ordersKey, 'summary'] });
    },
  });
}

function useOrderChange<Input>(run: (input: Input) => Promise<OrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQuery(order.id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: ordersKey });
    },
  });
}

export const useCancelOrder = () =>
  useOrderChange(({ id, reason }: { id: string; reason?: string }) =>
    api.post<OrderResponse>(`/api/orders/${id}/cancel`, reason ? { reason } : {}).then((r) => r.order),
  );

export const useReviewOrder = () =>
  useOrderChange(({ id, rating, review }: { id: string; rating: number; review?: string }) =>
    api.post<OrderResponse>(`/api/orders/${id}/review`, { rating, ...(review ? { review } : {}) }).then((r) => r.order),
  );

// One key per checkout attempt, kept until the order is placed: a retry after a lost answer or
// a double tap sends the same key, and the server returns the same order instead of a second one.
const CHECKOUT_KEY = 'livra.checkout.idempotencyKey';

let memoryKey: string | null = null;

/** 128 random bits in hex; `crypto.randomUUID` needs HTTPS, `getRandomValues` does not. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function checkoutKey(): string {
  try {
    const existing = sessionStorage.getItem(CHECKOUT_KEY);
    if (existing) return existing;
    const key = newKey();
    sessionStorage.setItem(CHECKOUT_KEY, key);
    return key;
  } catch {
    // No session storage (private mode): the key lives as long as the page.
    memoryKey ??= newKey();
    return memoryKey;
  }
}

export function forgetCheckoutKey() {
  memoryKey = null;
  try {
    sessionStorage.removeItem(CHECKOUT_KEY);
  } catch {
    // nothing kept
  }
}
