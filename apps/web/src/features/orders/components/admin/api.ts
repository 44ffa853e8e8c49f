import type {
  AdminDriverChoice,
  AdminOrderDetail,
  AdminOrderExport,
  AdminOrderList,
  AdminOrdersFilters,
} from '@livra/shared/admin-orders';
import type { OrderStatus } from '@livra/shared/orders';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, LONG_REQUEST_TIMEOUT_MS } from '@/lib/api';
import { ordersKey } from '../../api';

/** The admin's queries sit under the customer's `orders` key: a change invalidates both at once. */
export const adminOrdersKey = [...ordersKey, 'admin'] as const;

export interface AdminOrdersView extends AdminOrdersFilters {
  page: number;
}

/** `?status=…&search=…` without the empty ones. */
export function filtersQuery(filters: AdminOrdersFilters & { page?: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && String(value).trim() !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const adminOrdersQuery = (view: AdminOrdersView) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'list', view],
    queryFn: ({ signal }) => api.get<AdminOrderList>(`/api/admin/orders${filtersQuery(view)}`, { signal }),
    // Lists may be cached 30 s (spec 02 §9); an admin's own change invalidates them at once.
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** The whole filtered list, fetched when « Exporter » is pressed (never in the background). */
export const adminOrdersExportQuery = (filters: AdminOrdersFilters) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'export', filters],
    queryFn: ({ signal }) =>
      api.get<AdminOrderExport>(`/api/admin/orders/export${filtersQuery(filters)}`, {
        signal,
        timeoutMs: LONG_REQUEST_TIMEOUT_MS,
      }),
    staleTime: 0,
  });

export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'detail', id],
    queryFn: ({ signal }) =>
      api.get<{ order: AdminOrderDetail }>(`/api/admin/orders/${id}`, { signal }).then((r) => r.order),
    staleTime: 15_000,
  });

export const driverChoicesQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'drivers', orderId],
    queryFn: ({ signal }) =>
      api
        .get<{ drivers: AdminDriverChoice[] }>(`/api/admin/orders/${orderId}/drivers`, { signal })
        .then((r) => r.drivers),
    staleTime: 30_000,
  });

export const useAdminOrders = (view: AdminOrdersView) => useQuery(adminOrdersQuery(view));
export const useAdminOrder = (id: string) => useQuery(adminOrderQuery(id));
export const useDriverChoices = (orderId: string) => useQuery(driverChoicesQuery(orderId));

/** Every change answers the order as it now is: shown at once, and every list refetched. */
function useAdminOrderChange<Input>(run: (input: Input) => Promise<AdminOrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderQuery(order.id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: ordersKey });
    },
  });
}

const orderFrom = (response: { order: AdminOrderDetail }) => response.order;

export const useSetAdminOrderStatus = () =>
  useAdminOrderChange(({ id, status, note }: { id: string; status: OrderStatus; note?: string }) =>
    api.post<{ order: AdminOrderDetail }>(`/api/admin/orders/${id}/status`, { status, note }).then(orderFrom),
  );

export const useCancelAdminOrder = () =>
  useAdminOrderChange(({ id, reason }: { id: string; reason: string }) =>
    api.post<{ order: AdminOrderDetail }>(`/api/admin/orders/${id}/cancel`, { reason }).then(orderFrom),
  );

export const useAssignAdminOrderDriver = () =>
  useAdminOrderChange(({ id, driverId }: { id: string; driverId: string }) =>
    api.post<{ order: AdminOrderDetail }>(`/api/admin/orders/${id}/driver`, { driverId }).then(orderFrom),
  );
