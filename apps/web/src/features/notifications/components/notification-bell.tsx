import type { SessionUser } from '@livra/shared/auth';
import { relativeTime } from '@livra/shared/dates';
import { MESSAGES } from '@livra/shared/messages';
import { badgeCount, type NotificationView } from '@livra/shared/notifications';
import { Bell, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { cn, placeholderKeys } from '@/lib/utils';
import {
  NOTIFICATIONS_PAGE,
  notificationTarget,
  useBell,
  useMarkAllRead,
  useMarkRead,
  useNotificationsLive,
} from '../api';
import { NotificationIcon } from './notification-icon';
import { NOTIFICATIONS_UI } from '@livra/shared/ui/notifications';
import { useLocale, useMessage, useTexts } from '@/lib/i18n';

const failed = (error: unknown) => toast.error(MESSAGES.errorTitle, { description: errorMessage(error) });

/** The header bell: unread count (`99+` above 99) and the 10 newest unread, kept live. Default export: loaded lazily. */
export default function NotificationBell({ user }: { user: SessionUser }) {
  useNotificationsLive();
  const bell = useBell();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const t = useTexts('notifications', NOTIFICATIONS_UI);
  const translate = useMessage();
  const locale = useLocale();
  const unread = bell.data?.unread ?? 0;
  const fullPage = NOTIFICATIONS_PAGE[user.role];

  function openNotification(notification: NotificationView) {
    markRead.mutate(notification.id, { onError: failed });
    const target = notificationTarget(user.role, notification);
    setOpen(false);
    if (target) void navigate(target);
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative size-11" aria-label={t.bellLabel(unread)}>
          <Bell aria-hidden className="size-5!" />
          {unread > 0 && (
            <span
              aria-hidden
              className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-card"
            >
              {badgeCount(unread)}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[min(22rem,calc(100vw-1.5rem))] p-0">
        <div className="flex min-h-12 items-center justify-between gap-2 border-b px-4 py-1">
          <p className="font-semibold">{t.notifications}</p>
          {unread > 0 && (
            <Button
              variant="ghost"
              size="sm"
              className="-mr-2 h-11 px-2 text-xs text-primary"
              loading={markAll.isPending}
              onClick={() => markAll.mutate(undefined, { onError: failed })}
            >
              {!markAll.isPending && <CheckCheck aria-hidden />}
              {t.markAllRead}
            </Button>
          )}
        </div>
        <div className="max-h-[min(26rem,60vh)] overflow-y-auto">
          {bell.isError ? (
            <div className="space-y-2 px-4 py-6 text-center">
              <p className="text-sm font-medium">{translate(MESSAGES.loadError)}</p>
              <Button variant="outline" size="sm" onClick={() => void bell.refetch()}>
                {translate(MESSAGES.retry)}
              </Button>
            </div>
          ) : !bell.data ? (
            <div className="space-y-3 p-4">
              {placeholderKeys(3).map((key) => (
                <Skeleton key={key} className="h-12" />
              ))}
            </div>
          ) : bell.data.items.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-muted-foreground">{t.noNewNotifications}</p>
          ) : (
            <ul className="divide-y">
              {bell.data.items.map((notification) => (
                <li key={notification.id}>
                  <button
                    type="button"
                    onClick={() => openNotification(notification)}
                    className={cn(
                      'flex w-full min-h-11 items-start gap-3 px-4 py-3 text-left hover:bg-muted focus-visible:bg-muted focus-visible:-outline-offset-2',
                      notification.priority === 'high' && 'bg-red-50/50',
                    )}
                  >
                    <NotificationIcon type={notification.type} className="size-9" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-semibold">{notification.title}</span>
                      <span className="line-clamp-2 text-sm text-muted-foreground">{notification.message}</span>
                      <span className="text-xs text-muted-foreground">
                        {relativeTime(notification.createdAt, undefined, locale)}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="border-t p-2">
          <Button asChild variant="ghost" className="h-11 w-full">
            <Link to={fullPage} onClick={() => setOpen(false)}>
              {t.seeAll}
            </Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
