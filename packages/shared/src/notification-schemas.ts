import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from './notifications';
import { timestamp, z } from './zod';

/** Answers of the notification list: declared on the route and checked in the tests; notifications.ts infers its types from them. */

export const notificationViewSchema = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  data: z.record(z.string(), z.unknown()).nullable(),
  isRead: z.boolean(),
  createdAt: timestamp(),
});

export const notificationListSchema = z.object({
  items: z.array(notificationViewSchema),
  total: z.number().int(),
  /** Unread notifications of the user, whatever the page: the bell's badge. */
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
