import type { OrderStatus } from '@livra/shared/orders';
import type {
  DriverCandidate,
  PartnerDriver,
  PartnerDriverDetail,
  PartnerMenuCategory,
  PartnerMenuItem,
  PartnerOrderDetail,
  PartnerOrderFilter,
  PartnerOrderList,
  PartnerReservation,
} from '@livra/shared/partner-ops';
import type { ReservationStatus } from '@livra/shared/reservations';
import { MESSAGES } from '@livra/shared/messages';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, sendForm } from '@/lib/api';
import { partnerKey } from '../../api';

/**
 * Queries and mutations of the partner's daily operations. Keys live under the partner key
 * (`['partner', businessId, …]`), so the live refresh of the partner pages (an `order` event
 * invalidates everything partner) keeps the orders list and detail current by itself.
 */
const base = (businessId: string) => `/api/partner/businesses/${businessId}`;
export const opsKey = (businessId: string, ...rest: unknown[]) => [...partnerKey, businessId, ...rest] as const;

// --- Orders --------------------------------------------------------------------------------

export const partnerOrdersQuery = (businessId: string, filter: PartnerOrderFilter | null, page: number) =>
  queryOptions({
    queryKey: opsKey(businessId, 'orders', filter ?? 'all', page),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), ...(filter ? { status: filter } : {}) });
      return api.get<PartnerOrderList>(`${base(businessId)}/orders?${params}`, { signal });
    },
    // New orders come by event; this is for a missed one (a phone asleep, a dropped stream).
    refetchInterval: 60_000,
    staleTime: 15_000,
  });

export const partnerOrderQuery = (businessId: string, orderId: string) =>
  queryOptions({
    queryKey: opsKey(businessId, 'order', orderId),
    queryFn: ({ signal }) =>
      api.get<{ order: PartnerOrderDetail }>(`${base(businessId)}/orders/${orderId}`, { signal }).then((r) => r.order),
    staleTime: 15_000,
  });

export const driverCandidatesQuery = (businessId: string) =>
  queryOptions({
    queryKey: opsKey(businessId, 'drivers', 'available'),
    queryFn: ({ signal }) =>
      api
        .get<{ drivers: DriverCandidate[] }>(`${base(businessId)}/drivers/available`, { signal })
        .then((r) => r.drivers),
    staleTime: 15_000,
  });

export const usePartnerOrders = (businessId: string, filter: PartnerOrderFilter | null, page: number) =>
  useQuery({ ...partnerOrdersQuery(businessId, filter, page), placeholderData: keepPreviousData });
export const usePartnerOrder = (businessId: string, orderId: string) =>
  useQuery(partnerOrderQuery(businessId, orderId));
export const useDriverCandidates = (businessId: string, enabled: boolean) =>
  useQuery({ ...driverCandidatesQuery(businessId), enabled });

/** Order ids this page changed itself: their `order` events are not someone else's news. */
export const ownChanges = new Set<string>();

/** Every order action answers the fresh order: it replaces the cached one, lists refetch. */
function useOrderAction<Input extends { businessId: string; orderId: string }>(
  path: string,
  body: (input: Input) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => {
      ownChanges.add(input.orderId);
      return api
        .post<{ order: PartnerOrderDetail }>(`${base(input.businessId)}/orders/${input.orderId}/${path}`, body(input))
        .then((r) => r.order);
    },
    onSuccess: (order, { businessId }) => {
      queryClient.setQueryData(partnerOrderQuery(businessId, order.id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: opsKey(businessId, 'orders') });
    },
  });
}

export const useSetOrderStatus = () =>
  useOrderAction(
    'status',
    ({ status, note }: { businessId: string; orderId: string; status: OrderStatus; note?: string }) => ({
      status,
      note,
    }),
  );
export const useCancelOrder = () =>
  useOrderAction('cancel', ({ reason }: { businessId: string; orderId: string; reason: string }) => ({ reason }));
export const useAssignDriver = () =>
  useOrderAction('assign-driver', ({ driverId }: { businessId: string; orderId: string; driverId: string }) => ({
    driverId,
  }));

// --- Menu ----------------------------------------------------------------------------------

export const menuCategoriesQuery = (businessId: string) =>
  queryOptions({
    queryKey: opsKey(businessId, 'menu', 'categories'),
    queryFn: ({ signal }) =>
      api
        .get<{ categories: PartnerMenuCategory[] }>(`${base(businessId)}/menu/categories`, { signal })
        .then((r) => r.categories),
  });

export const menuItemsQuery = (businessId: string) =>
  queryOptions({
    queryKey: opsKey(businessId, 'menu', 'items'),
    queryFn: ({ signal }) =>
      api.get<{ items: PartnerMenuItem[] }>(`${base(businessId)}/menu/items`, { signal }).then((r) => r.items),
  });

export const useMenuCategories = (businessId: string) => useQuery(menuCategoriesQuery(businessId));
export const useMenuItems = (businessId: string) => useQuery(menuItemsQuery(businessId));

/** A menu change, then both menu lists refresh (counts per category move with the articles). */
export function useMenuChange<Input, Output>(run: (input: Input) => Promise<Output>, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: opsKey(businessId, 'menu') }),
  });
}

export const menuApi = {
  createCategory: (businessId: string, body: unknown) =>
    api.post<PartnerMenuCategory>(`${base(businessId)}/menu/categories`, body),
  updateCategory: (businessId: string, id: string, body: unknown) =>
    api.patch<PartnerMenuCategory>(`${base(businessId)}/menu/categories/${id}`, body),
  deleteCategory: (businessId: string, id: string) =>
    api.delete<{ ok: true }>(`${base(businessId)}/menu/categories/${id}`),
  reorderCategories: (businessId: string, ids: string[]) =>
    api.post<{ categories: PartnerMenuCategory[] }>(`${base(businessId)}/menu/categories/reorder`, { ids }),
  createItem: (businessId: string, body: unknown) => api.post<PartnerMenuItem>(`${base(businessId)}/menu/items`, body),
  updateItem: (businessId: string, id: string, body: unknown) =>
    api.patch<PartnerMenuItem>(`${base(businessId)}/menu/items/${id}`, body),
  deleteItem: (businessId: string, id: string) => api.delete<{ ok: true }>(`${base(businessId)}/menu/items/${id}`),
  /** Multipart: the api client speaks JSON only. */
  async uploadPhoto(businessId: string, id: string, file: File): Promise<PartnerMenuItem> {
    const form = new FormData();
    form.set('file', file);
    const response = await sendForm(`${base(businessId)}/menu/items/${id}/photo`, form);
    const data = (await response.json().catch(() => ({}))) as PartnerMenuItem & { error?: string; code?: string };
    if (!response.ok) throw new ApiError(response.status, data.error || MESSAGES.serverError, data.code);
    return data;
  },
};

// --- Reservations --------------------------------------------------------------------------

export const partnerReservationsQuery = (businessId: string, status: ReservationStatus | null) =>
  queryOptions({
    queryKey: opsKey(businessId, 'reservations', status ?? 'all'),
    queryFn: ({ signal }) =>
      api
        .get<{ reservations: PartnerReservation[] }>(
          `${base(businessId)}/reservations${status ? `?status=${status}` : ''}`,
          { signal },
        )
        .then((r) => r.reservations),
  });

/** The previous filter's list stays (dimmed) while the next one loads. */
export const usePartnerReservations = (businessId: string, status: ReservationStatus | null) =>
  useQuery({ ...partnerReservationsQuery(businessId, status), placeholderData: keepPreviousData });

export function useAnswerReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      businessId,
      id,
      answer,
      reason,
    }: {
      businessId: string;
      id: string;
      answer: 'confirm' | 'decline';
      reason?: string;
    }) =>
      api.post<PartnerReservation>(
        `${base(businessId)}/reservations/${id}/${answer}`,
        answer === 'decline' ? { reason } : undefined,
      ),
    onSettled: (_data, _error, { businessId }) =>
      void queryClient.invalidateQueries({ queryKey: opsKey(businessId, 'reservations') }),
  });
}

// --- Service drivers -----------------------------------------------------------------------

export const partnerDriversQuery = (businessId: string) =>
  queryOptions({
    queryKey: opsKey(businessId, 'drivers', 'list'),
    queryFn: ({ signal }) =>
      api.get<{ drivers: PartnerDriver[] }>(`${base(businessId)}/drivers`, { signal }).then((r) => r.drivers),
  });

export const partnerDriverQuery = (businessId: string, driverId: string) =>
  queryOptions({
    queryKey: opsKey(businessId, 'drivers', 'one', driverId),
    queryFn: ({ signal }) => api.get<PartnerDriverDetail>(`${base(businessId)}/drivers/${driverId}`, { signal }),
  });

export const usePartnerDrivers = (businessId: string) => useQuery(partnerDriversQuery(businessId));
export const usePartnerDriver = (businessId: string, driverId: string) =>
  useQuery(partnerDriverQuery(businessId, driverId));

/** Takes one of the business's service drivers off its deliveries, or back on. */
export function useSetDriverActive(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ driverId, isActive }: { driverId: string; isActive: boolean }) =>
      api.put<{ driver: PartnerDriver; message: string }>(`${base(businessId)}/drivers/${driverId}/active`, {
        isActive,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: opsKey(businessId, 'drivers') }),
  });
}
