import { NOTIFY_TEXTS } from '../notification-texts';

/** The texts of the notification bell and every role's notifications page, in French (source of `ui/en/notifications.ts`). */
export const NOTIFICATIONS_UI = {
  notifications: 'Notifications',
  bellLabel: (unread: number) =>
    unread > 0 ? `Notifications, ${unread} non lue${unread > 1 ? 's' : ''}` : 'Notifications',
  markAllRead: 'Tout marquer comme lu',
  noNewNotifications: 'Aucune nouvelle notification',
  seeAll: 'Voir toutes les notifications',
  unreadCount: (unread: number) => `${unread} non lue${unread > 1 ? 's' : ''}`,
  deletedCount: (count: number) => `${count} notification${count > 1 ? 's' : ''} supprimée${count > 1 ? 's' : ''}`,
  deleteRead: 'Supprimer les lues',
  none: 'Aucune notification',
  unread: 'Non lue',
  seeDetail: 'Voir le détail',
  markRead: 'Marquer comme lu',
  deleteOne: (title: string) => `Supprimer « ${title} »`,
  delete: 'Supprimer',
  priorities: { high: 'Priorité haute', medium: 'Priorité moyenne', low: 'Priorité basse' },
  types: {
    order_status: 'Commande',
    delivery_update: 'Livraison',
    promotion: 'Promotion',
    system: 'Système',
    payment: 'Paiement',
    reservation: 'Réservation',
  },
  /** The empty list and the page's description when everything is read, per role. */
  empty: NOTIFY_TEXTS.empty,
  intro: NOTIFY_TEXTS.intro,
} as const;
