import type { CustomerAddress } from '@livra/shared/customers';
import type { CustomerOrderSummary, OrderDetail, OrderListResponse, OrderResponse } from '@livra/shared/orders';
import { FINAL_ORDER_STATUSES } from '@livra/shared/orders';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api';
import { useLiveEvent } from '@/lib/realtime';
import { forgetPendingCheckout } from './pending-checkout';

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

/** Answers after which the same request may succeed: no answer at all, a time-out, a busy or failing server. */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** Attempts while the phone says it is online (offline, the order waits without counting). */
export const CHECKOUT_MAX_ATTEMPTS = 12;

/**
 * The wait before the next attempt, after `failureCount` failures (0 after the first): 1, 2, 4, 8, 16,
 * then 30 s, each up to a fifth longer so phones cut off together do not come back in step.
 */
export function checkoutRetryDelay(failureCount: number, random = Math.random): number {
  const base = Math.min(1000 * 2 ** failureCount, 30_000);
  return Math.round(base * (1 + random() / 5));
}

/**
 * Places the order with its `Idempotency-Key`. The same key is sent on every attempt, so a lost
 * answer is safe to ask again: the server gives back the order it placed. Offline the mutation
 * waits (paused) and goes as soon as the network returns; a failure with no answer is retried by
 * itself with backoff. The key is dropped once an answer arrives: the order, or a refusal (4xx).
 */
export function usePlaceOrder(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: PlaceOrderBody; key: string }) =>
      api.post<OrderResponse>('/api/orders', body, { headers: { 'Idempotency-Key': key } }).then((r) => r.order),
    networkMode: 'online',
    retry: (failureCount, error) => isTransientFailure(error) && failureCount < CHECKOUT_MAX_ATTEMPTS - 1,
    retryDelay: (failureCount) => checkoutRetryDelay(failureCount),
    meta: { quietWhenOffline: true },
    onSuccess: (order) => {
      forgetPendingCheckout(userId);
      queryClient.setQueryData(orderQuery(order.id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...ordersKey, 'summary'] });
    },
    onError: (error) => {
      // A refusal is final for this key (a 422 reuse included); a lost answer keeps it for the next try.
      if (!isTransientFailure(error)) forgetPendingCheckout(userId);
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
