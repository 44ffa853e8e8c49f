import { formatDate } from '@livra/shared/dates';
import type { Locale, Translation } from '@livra/shared/locale';
import { formatGNFFull } from '@livra/shared/money';
import {
  SUBSCRIPTION_ACTIONS_BY_STATUS,
  type AdminSubscription,
  type SubscriptionAction,
} from '@livra/shared/subscriptions';
import { ADMIN_SUBSCRIPTIONS_UI } from '@livra/shared/ui/admin-subscriptions';
import { Ban, ChevronDown, History, PauseCircle, Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { DataColumn } from '@/components/ui/data-table';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLocale, useTexts } from '@/lib/i18n';
import { SubscriptionStatusBadge } from './subscription-status-badge';

export type OpenDialog = (kind: SubscriptionAction | 'history', subscription: AdminSubscription) => void;

type Texts = Translation<typeof ADMIN_SUBSCRIPTIONS_UI>;

/** Each action's label is its own key of the area (`suspend`, `deactivate`, `reactivate`). */
const ACTION_ICONS: Record<SubscriptionAction, typeof Play> = {
  suspend: PauseCircle,
  deactivate: Ban,
  reactivate: Play,
};

/** The plan type in the chosen language (the server's label otherwise). */
export const planTypeLabel = (plan: AdminSubscription['plan'], t: Texts) =>
  t.planTypes[plan.planType as keyof Texts['planTypes']] ?? plan.planTypeLabel;

/** `05/11/2026 → 05/12/2026`, or a dash before the first payment. */
export const period = (row: AdminSubscription, locale: Locale = 'fr') =>
  row.startDate || row.endDate
    ? `${row.startDate ? formatDate(row.startDate, locale) : '—'} → ${row.endDate ? formatDate(row.endDate, locale) : '—'}`
    : '—';

/** The table's actions in a menu, so that a row stays one line high: those its status allows, then its history. */
export function SubscriptionActionsMenu({ row, onOpen }: { row: AdminSubscription; onOpen: OpenDialog }) {
  const t = useTexts('adminSubscriptions', ADMIN_SUBSCRIPTIONS_UI);
  const actions = SUBSCRIPTION_ACTIONS_BY_STATUS[row.status];
  return (
    // Not modal: the dialog an item opens takes the focus and the page's pointer events as its own.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          className="data-[state=open]:bg-muted"
          aria-label={t.actionsOn(row.business.name)}
        >
          {t.actions} <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-44">
        {actions.map((action) => {
          const Icon = ACTION_ICONS[action];
          const label = t[action];
          return (
            <DropdownMenuItem key={action} onSelect={() => onOpen(action, row)}>
              <Icon aria-hidden /> {label}
            </DropdownMenuItem>
          );
        })}
        {actions.length > 0 && <DropdownMenuSeparator />}
        <DropdownMenuItem onSelect={() => onOpen('history', row)}>
          <History aria-hidden /> {t.history}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The phone cards' actions, as buttons: those its status allows (spec 02 §4), then its history. */
export function SubscriptionActions({ row, onOpen }: { row: AdminSubscription; onOpen: OpenDialog }) {
  const t = useTexts('adminSubscriptions', ADMIN_SUBSCRIPTIONS_UI);
  return (
    <div className="flex flex-wrap gap-1.5">
      {SUBSCRIPTION_ACTIONS_BY_STATUS[row.status].map((action) => {
        const Icon = ACTION_ICONS[action];
        const label = t[action];
        return (
          <Button
            key={action}
            size="sm"
            variant={action === 'reactivate' ? 'default' : 'outline'}
            onClick={() => onOpen(action, row)}
            aria-label={t.actionOn(label, row.business.name)}
          >
            <Icon aria-hidden /> {label}
          </Button>
        );
      })}
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onOpen('history', row)}
        aria-label={t.historyOf(row.business.name)}
      >
        <History aria-hidden /> {t.history}
      </Button>
    </div>
  );
}

export function StatusCell({ row }: { row: AdminSubscription }) {
  const t = useTexts('adminSubscriptions', ADMIN_SUBSCRIPTIONS_UI);
  const locale = useLocale();
  return (
    <div className="space-y-1">
      <SubscriptionStatusBadge status={row.status} label={t.statuses[row.status] ?? row.statusLabel} />
      {row.status === 'suspended' && row.suspendedUntil && (
        <p className="text-xs text-muted-foreground">{t.until(formatDate(row.suspendedUntil, locale))}</p>
      )}
      {row.statusReason && <p className="text-xs text-muted-foreground break-words">{row.statusReason}</p>}
    </div>
  );
}

/** Business, Plan, Statut, Montant, Période, Actions (spec 02 §2); the CSV takes the plain values. */
export function subscriptionColumns(onOpen: OpenDialog, t: Texts, locale: Locale): DataColumn<AdminSubscription>[] {
  return [
    {
      id: 'business',
      header: t.business,
      cell: (row) => (
        <div className="min-w-36">
          <p className="font-semibold">{row.business.name}</p>
          <p className="text-xs text-muted-foreground break-words">
            {[row.business.email, row.business.phone].filter(Boolean).join(' · ') || '—'}
          </p>
        </div>
      ),
      csv: (row) => row.business.name,
    },
    {
      id: 'plan',
      header: t.plan,
      cell: (row) => (
        <div>
          <p className="font-medium">{row.plan.name}</p>
          <p className="text-xs text-muted-foreground">{planTypeLabel(row.plan, t)}</p>
        </div>
      ),
      csv: (row) => row.plan.name,
    },
    {
      id: 'status',
      header: t.status,
      className: 'min-w-28 max-w-48',
      cell: (row) => <StatusCell row={row} />,
      csv: (row) => t.statuses[row.status] ?? row.statusLabel,
    },
    {
      id: 'amount',
      header: t.amount,
      numeric: true,
      cell: (row) => (
        <div className="whitespace-nowrap">
          <p className="font-medium">{t.perMonth(formatGNFFull(row.monthlyAmount, locale))}</p>
          <p className="text-xs text-muted-foreground">{t.paid(formatGNFFull(row.totalPaid, locale))}</p>
        </div>
      ),
      csv: (row) => row.monthlyAmount,
    },
    {
      id: 'period',
      header: t.period,
      cell: (row) => (
        <div className="text-sm whitespace-nowrap tabular-nums">
          <p>{row.startDate ? formatDate(row.startDate, locale) : '—'}</p>
          <p className="text-muted-foreground">→ {row.endDate ? formatDate(row.endDate, locale) : '—'}</p>
        </div>
      ),
      csv: (row) => period(row, locale),
    },
    {
      id: 'actions',
      header: t.actions,
      cell: (row) => <SubscriptionActionsMenu row={row} onOpen={onOpen} />,
    },
  ];
}
