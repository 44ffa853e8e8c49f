import type { z } from 'zod';
import type { notificationListSchema, notificationViewSchema } from './notification-schemas';

export const NOTIFICATION_TYPES = [
  'order_status',
  'delivery_update',
  'promotion',
  'system',
  'payment',
  'reservation',
] as const;
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

// The shapes the API answers are zod schemas in notification-schemas.ts; their types, inferred here.
export type NotificationView = z.infer<typeof notificationViewSchema>;
export type NotificationList = z.infer<typeof notificationListSchema>;
