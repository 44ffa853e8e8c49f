import type { NotificationType } from '@livra/shared/notifications';
import { Bike, CalendarDays, type LucideIcon, Megaphone, Package, Settings, Wallet } from 'lucide-react';
import { cn } from '@/lib/utils';
import { NOTIFICATIONS_UI } from '@livra/shared/ui/notifications';
import { useTexts } from '@/lib/i18n';

const ICONS: Record<NotificationType, { icon: LucideIcon; className: string }> = {
  order_status: { icon: Package, className: 'bg-brand-50 text-brand-700' },
  delivery_update: { icon: Bike, className: 'bg-sky-50 text-sky-700' },
  promotion: { icon: Megaphone, className: 'bg-fuchsia-50 text-fuchsia-700' },
  system: { icon: Settings, className: 'bg-stone-100 text-stone-700' },
  payment: { icon: Wallet, className: 'bg-success-soft text-success' },
  reservation: { icon: CalendarDays, className: 'bg-amber-50 text-amber-700' },
};

/** What a notification is about, in the chosen language. */
export function useNotificationTypeLabel(): (type: NotificationType) => string {
  const t = useTexts('notifications', NOTIFICATIONS_UI);
  return (type) => t.types[type] ?? t.types.system;
}

/** A round icon telling what the notification is about. */
export function NotificationIcon({ type, className }: { type: NotificationType; className?: string }) {
  const { icon: Icon, className: colors } = ICONS[type] ?? ICONS.system;
  const label = useNotificationTypeLabel()(type);
  return (
    <span
      className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', colors, className)}
      title={label}
    >
      <Icon aria-hidden className="size-5" />
    </span>
  );
}
