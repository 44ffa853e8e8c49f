import type { Translation } from '../../locale';
import { NOTIFY_TEXTS_EN } from '../../notification-texts-en';
import type { NOTIFICATIONS_UI } from '../notifications';

/** `ui/notifications.ts` in English: exactly its keys (a missing or extra key fails the type-check). */
export const NOTIFICATIONS_UI_EN: Translation<typeof NOTIFICATIONS_UI> = {
  notifications: 'Notifications',
  bellLabel: (unread) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  markAllRead: 'Mark all as read',
  noNewNotifications: 'No new notifications',
  seeAll: 'See all notifications',
  unreadCount: (unread) => `${unread} unread`,
  deletedCount: (count) => `${count} notification${count === 1 ? '' : 's'} deleted`,
  deleteRead: 'Delete the read ones',
  none: 'No notifications',
  unread: 'Unread',
  seeDetail: 'See the details',
  markRead: 'Mark as read',
  deleteOne: (title) => `Delete “${title}”`,
  delete: 'Delete',
  priorities: { high: 'High priority', medium: 'Medium priority', low: 'Low priority' },
  types: {
    order_status: 'Order',
    delivery_update: 'Delivery',
    promotion: 'Promotion',
    system: 'System',
    payment: 'Payment',
    reservation: 'Reservation',
  },
  empty: NOTIFY_TEXTS_EN.empty,
  intro: NOTIFY_TEXTS_EN.intro,
};
