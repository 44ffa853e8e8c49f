import { formatDateTime, relativeTime } from '@livra/shared/dates';
import { MESSAGES } from '@livra/shared/messages';
import { NOTIFICATIONS_LIMIT, type NotificationView } from '@livra/shared/notifications';
import type { Role } from '@livra/shared/roles';
import { Bell, Check, CheckCheck, ChevronRight, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from '@/components/link';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useSession } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { cn, placeholderKeys } from '@/lib/utils';
import {
  notificationTarget,
  useDeleteAllRead,
  useDeleteNotification,
  useMarkAllRead,
  useMarkRead,
  useNotificationPage,
  useNotificationsLive,
} from '../api';
import { NotificationIcon, useNotificationTypeLabel } from '../components/notification-icon';
import { NOTIFICATIONS_UI } from '@livra/shared/ui/notifications';
import { useLocale, useTexts } from '@/lib/i18n';

const failed = (error: unknown) => toast.error(MESSAGES.errorTitle, { description: errorMessage(error) });

/** Every role's notifications page (customer, partner, driver, admin): the links lead to that role's pages. */
export default function NotificationsPage() {
  useNotificationsLive();
  // The route's guard has loaded the session; a customer's page is the default.
  const role: Role = useSession().user?.role ?? 'customer';
  const t = useTexts('notifications', NOTIFICATIONS_UI);
  const [page, setPage] = useState(1);
  const list = useNotificationPage(page);
  const markAll = useMarkAllRead();
  const deleteRead = useDeleteAllRead();
  const pageCount = Math.max(1, Math.ceil((list.data?.total ?? 0) / NOTIFICATIONS_LIMIT));

  // Deleting the last items of the last page leaves it empty: step back to a page that exists.
  useEffect(() => {
    if (list.data && page > pageCount) setPage(pageCount);
  }, [list.data, page, pageCount]);

  const unread = list.data?.unread ?? 0;
  const hasRead = list.data ? list.data.total > unread : false;

  return (
    <>
      <PageHeader
        title={t.notifications}
        description={unread > 0 ? t.unreadCount(unread) : t.intro[role]}
        actions={
          list.data && list.data.total > 0 ? (
            <>
              <Button
                variant="outline"
                className="h-11"
                disabled={unread === 0}
                loading={markAll.isPending}
                onClick={() => markAll.mutate(undefined, { onError: failed })}
              >
                {!markAll.isPending && <CheckCheck aria-hidden />}
                {t.markAllRead}
              </Button>
              <Button
                variant="ghost"
                className="h-11 text-destructive hover:bg-red-50"
                disabled={!hasRead}
                loading={deleteRead.isPending}
                onClick={() =>
                  deleteRead.mutate(undefined, {
                    onSuccess: (answer) => toast.success(t.deletedCount(answer.count)),
                    onError: failed,
                  })
                }
              >
                {!deleteRead.isPending && <Trash2 aria-hidden />}
                {t.deleteRead}
              </Button>
            </>
          ) : undefined
        }
      />
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <div className="space-y-3">
          {placeholderKeys(4).map((key) => (
            <Skeleton key={key} className="h-24 rounded-lg" />
          ))}
        </div>
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={Bell} title={t.none} description={t.empty[role]} />
      ) : (
        <div className={cn('space-y-6', list.isPlaceholderData && 'opacity-60')}>
          <ul className="space-y-3">
            {list.data.items.map((notification) => (
              <li key={notification.id}>
                <NotificationRow notification={notification} role={role} />
              </li>
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
        </div>
      )}
    </>
  );
}

function NotificationRow({ notification, role }: { notification: NotificationView; role: Role }) {
  const markRead = useMarkRead();
  const remove = useDeleteNotification();
  const target = notificationTarget(role, notification);
  const high = notification.priority === 'high';
  const t = useTexts('notifications', NOTIFICATIONS_UI);
  const locale = useLocale();
  const typeLabel = useNotificationTypeLabel();
  return (
    <article
      className={cn(
        'flex gap-3 rounded-lg border bg-card p-4 pr-2 shadow-xs',
        !notification.isRead && 'border-brand-200 bg-brand-50/40',
        high && !notification.isRead && 'border-l-4 border-l-red-500',
      )}
    >
      <span className="relative h-fit">
        <NotificationIcon type={notification.type} />
        {!notification.isRead && (
          <span
            role="img"
            aria-label={t.unread}
            className="absolute -top-0.5 -right-0.5 size-3 rounded-full bg-brand-600 ring-2 ring-card"
          />
        )}
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="font-semibold">{notification.title}</h2>
        <p className="text-sm text-stone-700">{notification.message}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt, locale)}>
            {relativeTime(notification.createdAt, undefined, locale)}
          </time>
          <span aria-hidden>·</span>
          <span>{typeLabel(notification.type)}</span>
          <span aria-hidden>·</span>
          {high ? (
            <Badge variant="destructive">{t.priorities.high}</Badge>
          ) : (
            <span>{t.priorities[notification.priority]}</span>
          )}
        </p>
        {target && (
          <Link
            to={target}
            onClick={() => !notification.isRead && markRead.mutate(notification.id)}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary hover:underline"
          >
            {t.seeDetail}
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-center">
        {!notification.isRead && (
          <Button
            variant="ghost"
            size="icon"
            className="size-11"
            loading={markRead.isPending}
            onClick={() => markRead.mutate(notification.id, { onError: failed })}
            aria-label={t.markRead}
            title={t.markRead}
          >
            {!markRead.isPending && <Check aria-hidden />}
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          className="size-11 text-muted-foreground hover:text-destructive"
          loading={remove.isPending}
          onClick={() => remove.mutate(notification.id, { onError: failed })}
          aria-label={t.deleteOne(notification.title)}
          title={t.delete}
        >
          {!remove.isPending && <Trash2 aria-hidden />}
        </Button>
      </div>
    </article>
  );
}
