import type { NotificationType } from '@livra/shared/notifications';
import { Bike, CalendarDays, type LucideIcon, Megaphone, Package, Settings, Wallet } from 'lucide-react';
import { cn } from '@/lib/utils';

const ICONS: Record<NotificationType, { icon: LucideIcon; className: string; label: string }> = {
  order_status: { icon: Package, className: 'bg-brand-50 text-brand-700', label: 'Commande' },
  delivery_update: { icon: Bike, className: 'bg-sky-50 text-sky-700', label: 'Livraison' },
  promotion: { icon: Megaphone, className: 'bg-fuchsia-50 text-fuchsia-700', label: 'Promotion' },
  system: { icon: Settings, className: 'bg-stone-100 text-stone-700', label: 'Système' },
  payment: { icon: Wallet, className: 'bg-success-soft text-success', label: 'Paiement' },
  reservation: { icon: CalendarDays, className: 'bg-amber-50 text-amber-700', label: 'Réservation' },
};

export function notificationTypeLabel(type: NotificationType): string {
  return (ICONS[type] ?? ICONS.system).label;
}

/** A round icon telling what the notification is about. */
export function NotificationIcon({ type, className }: { type: NotificationType; className?: string }) {
  const { icon: Icon, className: colors, label } = ICONS[type] ?? ICONS.system;
  return (
    <span
      className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', colors, className)}
      title={label}
    >
      <Icon aria-hidden className="size-5" />
    </span>
  );
}
