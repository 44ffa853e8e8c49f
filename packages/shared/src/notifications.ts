export const NOTIFICATION_TYPES = ['order_status', 'delivery_update', 'promotion', 'system', 'payment', 'reservation'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_PRIORITIES = ['high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/** Page size of the notification list (spec: limit 20) and of the header bell (10 unread). */
export const NOTIFICATIONS_LIMIT = 20;
export const BELL_LIMIT = 10;

/** The bell shows `99+` above 99. */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export interface NotificationView {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  priority: NotificationPriority;
  data: Record<string, unknown> | null;
  isRead: boolean;
  createdAt: string;
}
