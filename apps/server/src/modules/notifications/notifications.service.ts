import {
  BELL_LIMIT,
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  NOTIFICATIONS_LIMIT,
  type NotificationList,
  type NotificationPriority,
  type NotificationType,
} from '@livra/shared';
import type { InLanguage } from '@livra/shared/notification-texts-en';
import { and, count, desc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { notifications, userProfiles } from '@/db/schema/index';
import type { EventBus, LivraEvent } from '@/events/bus';
import { notFound } from '@/lib/errors';

/**
 * A notification's text, always in the recipient's language (`localized(NOTIFY_TEXTS.…)`),
 * which `notifyUser` looks up as e-mails do (docs/decisions/009-languages.md). No plain string:
 * a notification written in French for everyone would not type-check.
 */
export type NotifyText = InLanguage;

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: NotifyText;
  message: NotifyText;
  priority?: NotificationPriority;
  data?: Record<string, unknown>;
  expiresAt?: Date;
  /** The recipient's language, when the caller already read it (else it is looked up). */
  locale?: Locale;
}

/** Stores a notification in the caller's transaction and tells the user's open pages. */
export async function notifyUser(db: Db | Tx, events: EventBus, notification: NewNotification): Promise<string> {
  const [id] = await notifyUsers(db, events, [notification]);
  if (!id) throw new Error('Notification non enregistrée');
  return id;
}

/**
 * Stores notifications in the caller's transaction in one insert, and tells their recipients'
 * open pages, with the other events of the same change, in one statement.
 */
export async function notifyUsers(
  db: Db | Tx,
  events: EventBus,
  list: NewNotification[],
  otherEvents: LivraEvent[] = [],
): Promise<string[]> {
  const locales = await localesOf(
    db,
    list.filter((n) => !n.locale).map((n) => n.userId),
  );
  const rows =
    list.length === 0
      ? []
      : await db.insert(notifications).values(notificationRows(list, locales)).returning({ id: notifications.id });
  await events.publish(db, ...noticeEvents(list, otherEvents));
  return rows.map((row) => row.id);
}

/** The rows of notifications, each written in its recipient's language (French when unknown). */
export function notificationRows(list: NewNotification[], locales = new Map<string, Locale>()) {
  return list.map(({ locale, ...notification }) => {
    const written = (text: NotifyText) => text(locale ?? locales.get(notification.userId) ?? DEFAULT_LOCALE);
    return { ...notification, title: written(notification.title), message: written(notification.message) };
  });
}

/** The events of stored notifications: their recipients' bells are told, then the other events. */
export function noticeEvents(list: NewNotification[], otherEvents: LivraEvent[] = []): LivraEvent[] {
  const recipients = [...new Set(list.map((n) => n.userId))];
  const told: LivraEvent[] = recipients.length > 0 ? [{ type: 'notification', userIds: recipients, data: {} }] : [];
  return [...told, ...otherEvents];
}

/** The language each user reads the app in (French for an unknown user, as for e-mails). */
async function localesOf(db: Db | Tx, userIds: string[]): Promise<Map<string, Locale>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: userProfiles.id, locale: userProfiles.locale })
    .from(userProfiles)
    .where(inArray(userProfiles.id, userIds));
  return new Map(rows.flatMap((row) => (isLocale(row.locale) ? [[row.id, row.locale] as const] : [])));
}

/** Expired notifications are no longer shown. */
const current = (userId: string) =>
  and(eq(notifications.userId, userId), or(isNull(notifications.expiresAt), gt(notifications.expiresAt, new Date())));

/** What the list shows of a notification (not its owner nor its expiry). */
const viewColumns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  priority: notifications.priority,
  data: notifications.data,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
};

export async function listNotifications(
  db: Db,
  userId: string,
  options: { page?: number; unreadOnly?: boolean } = {},
): Promise<NotificationList> {
  const page = options.page ?? 1;
  const where = options.unreadOnly ? and(current(userId), eq(notifications.isRead, false)) : current(userId);
  const limit = options.unreadOnly ? BELL_LIMIT : NOTIFICATIONS_LIMIT;
  const [items, [{ total }], [{ unread }]] = await Promise.all([
    db
      .select(viewColumns)
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(notifications).where(where),
    db
      .select({ unread: count() })
      .from(notifications)
      .where(and(current(userId), eq(notifications.isRead, false))),
  ]);
  // The columns hold only the values notifyUser writes (typed NotificationType / NotificationPriority).
  const views = items.map((item) => ({
    ...item,
    type: item.type as NotificationType,
    priority: item.priority as NotificationPriority,
    createdAt: item.createdAt.toISOString(),
  }));
  return { items: views, total: Number(total), unread: Number(unread), page, pageSize: limit };
}

export async function markRead(db: Db, events: EventBus, userId: string, id: string) {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw notFound('Notification non trouvée');
  await events.publish(db, { type: 'notification', userIds: [userId], data: {} });
}

export async function markAllRead(db: Db, events: EventBus, userId: string) {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  await events.publish(db, { type: 'notification', userIds: [userId], data: {} });
  return updated.length;
}

export async function deleteNotification(db: Db, events: EventBus, userId: string, id: string) {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw notFound('Notification non trouvée');
  await events.publish(db, { type: 'notification', userIds: [userId], data: {} });
}

/** Deletes every read notification (and the expired ones, which nobody sees any more). */
export async function deleteAllRead(db: Db, events: EventBus, userId: string) {
  const deleted = await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        or(eq(notifications.isRead, true), lt(notifications.expiresAt, new Date())),
      ),
    )
    .returning({ id: notifications.id });
  await events.publish(db, { type: 'notification', userIds: [userId], data: {} });
  return deleted.length;
}
