import type { Role } from '@livra/shared/roles';
import type { NotificationList, NotificationView } from '@livra/shared/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useLiveEvent } from '@/lib/realtime';

export type NotificationPage = NotificationList;

export const notificationKeys = {
  all: ['notifications'] as const,
  page: (page: number) => ['notifications', 'page', page] as const,
  bell: ['notifications', 'bell'] as const,
};

// Spec 01 §9: notifications are cached 15 s; live events refresh them sooner.
const STALE_MS = 15_000;

/** Refreshes every notification list when the server says something changed for this user. */
export function useNotificationsLive() {
  const queryClient = useQueryClient();
  useLiveEvent('notification', () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }));
}

export function useNotificationPage(page: number) {
  return useQuery({
    queryKey: notificationKeys.page(page),
    queryFn: ({ signal }) => api.get<NotificationPage>(`/api/notifications?page=${page}`, { signal }),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** The bell: the 10 newest unread and the unread count. */
export function useBell() {
  return useQuery({
    queryKey: notificationKeys.bell,
    queryFn: ({ signal }) => api.get<NotificationPage>('/api/notifications?unread=true', { signal }),
    staleTime: STALE_MS,
  });
}

// `T` is void for the mutations that take nothing, so `mutate()` is called without an argument.
function useNotificationMutation<T = void, R = unknown>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export const useMarkRead = () => useNotificationMutation((id: string) => api.post(`/api/notifications/${id}/read`));
export const useMarkAllRead = () =>
  useNotificationMutation(() => api.post<{ count: number }>('/api/notifications/read-all'));
export const useDeleteNotification = () =>
  useNotificationMutation((id: string) => api.delete(`/api/notifications/${id}`));
export const useDeleteAllRead = () =>
  useNotificationMutation(() => api.delete<{ count: number }>('/api/notifications/read'));

/** Where a notification leads for each role, from the ids it carries; null when nowhere in particular. */
export function notificationTarget(role: Role, notification: NotificationView): string | null {
  const data = notification.data ?? {};
  const orderId = typeof data.orderId === 'string' ? data.orderId : null;
  const businessId = typeof data.businessId === 'string' ? data.businessId : null;
  const requestKind = data.requestKind === 'partner' || data.requestKind === 'driver' ? data.requestKind : null;
  const aboutSubscription = typeof data.subscriptionId === 'string';
  switch (role) {
    case 'customer':
      if (orderId) return `/orders/${orderId}`;
      if (notification.type === 'reservation') return '/dashboard/reservations';
      if (businessId) return `/services/${businessId}`;
      return null;
    case 'partner':
      if (notification.type === 'reservation') return '/partner-dashboard/reservations';
      if (orderId) return '/partner-dashboard/orders';
      if (aboutSubscription || notification.type === 'payment') return '/partner-dashboard/billing';
      if (requestKind === 'driver') return '/partner-dashboard/drivers';
      return null;
    case 'driver':
      return orderId ? '/driver-dashboard/orders' : null;
    case 'admin':
      if (requestKind === 'driver') return '/admin-dashboard/requests?type=drivers';
      if (requestKind === 'partner') return '/admin-dashboard/requests';
      return orderId ? '/admin-dashboard/orders' : null;
  }
}

/** The full list page of each role, the bell's "see all" link. */
export const NOTIFICATIONS_PAGE: Record<Role, string> = {
  customer: '/dashboard/notifications',
  partner: '/partner-dashboard/notifications',
  driver: '/driver-dashboard/notifications',
  admin: '/admin-dashboard/notifications',
};
