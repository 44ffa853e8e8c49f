import {
  OFFERS_REFETCH_MS,
  type DriverHistoryResponse,
  type DriverLocationResult,
  type DriverMe,
  type DriverOffersResponse,
  type DriverOrder,
  type DriverOrderResponse,
  type DriverOrdersResponse,
} from '@livra/shared/driver-app';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useLiveEvent } from '@/lib/realtime';

export const driverKey = ['driver'] as const;

export const driverMeQuery = queryOptions({
  queryKey: [...driverKey, 'me'],
  queryFn: ({ signal }) => api.get<DriverMe>('/api/driver/me', { signal }),
  staleTime: 30_000,
});

export const offersQuery = queryOptions({
  queryKey: [...driverKey, 'offers'],
  queryFn: ({ signal }) => api.get<DriverOffersResponse>('/api/driver/offers', { signal }),
  staleTime: 10_000,
  // Offers arrive as events; this poll covers an event stream that dropped without a word.
  refetchInterval: OFFERS_REFETCH_MS,
});

export const myDeliveriesQuery = queryOptions({
  queryKey: [...driverKey, 'deliveries'],
  queryFn: ({ signal }) => api.get<DriverOrdersResponse>('/api/driver/orders', { signal }).then((r) => r.items),
  staleTime: 15_000,
  refetchInterval: 60_000,
});

export const historyQuery = (page: number) =>
  queryOptions({
    queryKey: [...driverKey, 'history', page],
    queryFn: ({ signal }) => api.get<DriverHistoryResponse>(`/api/driver/history?page=${page}`, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useDriverMe = () => useQuery(driverMeQuery);
export const useOffers = (enabled = true) => useQuery({ ...offersQuery, enabled });
export const useMyDeliveries = () => useQuery(myDeliveriesQuery);
export const useDriverHistory = (page: number) => useQuery(historyQuery(page));

export function refreshDriverData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: driverKey });
}

/** Any change on an order I hold or could take (a new ready order, one taken, a step) refreshes my screens. */
export function useDriverLiveUpdates() {
  const queryClient = useQueryClient();
  useLiveEvent('order', () => void refreshDriverData(queryClient));
}

export function useDuty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (onDuty: boolean) => api.post<DriverMe>('/api/driver/duty', { onDuty }),
    onSuccess: (me) => {
      queryClient.setQueryData(driverMeQuery.queryKey, me);
      void queryClient.invalidateQueries({ queryKey: [...driverKey, 'offers'] });
    },
  });
}

/** The driver's actions on an order. All are idempotent on the server: sending one again is safe. */
export type DriverAction =
  | { kind: 'accept'; orderId: string }
  | { kind: 'step'; orderId: string; status: 'picked_up' | 'out_for_delivery' | 'delivered' }
  | { kind: 'cash'; orderId: string };

export function sendDriverAction(action: DriverAction): Promise<DriverOrder> {
  if (action.kind === 'accept') {
    return api.post<DriverOrderResponse>(`/api/driver/offers/${action.orderId}/accept`).then((r) => r.order);
  }
  if (action.kind === 'step') {
    return api
      .post<DriverOrderResponse>(`/api/driver/orders/${action.orderId}/status`, { status: action.status })
      .then((r) => r.order);
  }
  return api.post<DriverOrderResponse>(`/api/driver/orders/${action.orderId}/cash-collected`).then((r) => r.order);
}

/** Puts the answered order in the deliveries list at once, then refetches everything around it. */
export function applyDriverOrder(queryClient: QueryClient, order: DriverOrder) {
  queryClient.setQueryData<DriverOrder[]>(myDeliveriesQuery.queryKey, (list) => {
    if (!list) return list;
    const done = order.nextAction === null;
    const others = list.filter((item) => item.id !== order.id);
    return done
      ? others
      : list.some((item) => item.id === order.id)
        ? list.map((item) => (item.id === order.id ? order : item))
        : [...list, order];
  });
  void refreshDriverData(queryClient);
}

export function sendLocation(body: { latitude: number; longitude: number; accuracy?: number | null }) {
  return api.post<DriverLocationResult>('/api/driver/location', body);
}
