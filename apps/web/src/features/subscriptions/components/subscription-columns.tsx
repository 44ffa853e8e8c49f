import { formatDate } from '@livra/shared/dates';
import { formatGNFFull } from '@livra/shared/money';
import {
  SUBSCRIPTION_ACTIONS_BY_STATUS,
  type AdminSubscription,
  type SubscriptionAction,
} from '@livra/shared/subscriptions';
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
import { SubscriptionStatusBadge } from './subscription-status-badge';

export type OpenDialog = (kind: SubscriptionAction | 'history', subscription: AdminSubscription) => void;

const ACTION_BUTTONS: Record<SubscriptionAction, { label: string; icon: typeof Play }> = {
  suspend: { label: 'Suspendre', icon: PauseCircle },
  deactivate: { label: 'Désactiver', icon: Ban },
  reactivate: { label: 'Réactiver', icon: Play },
};

/** `05/11/2026 → 05/12/2026`, or a dash before the first payment. */
export const period = (row: AdminSubscription) =>
  row.startDate || row.endDate
    ? `${row.startDate ? formatDate(row.startDate) : '—'} → ${row.endDate ? formatDate(row.endDate) : '—'}`
    : '—';

/** The table's actions in a menu, so that a row stays one line high: those its status allows, then its history. */
export function SubscriptionActionsMenu({ row, onOpen }: { row: AdminSubscription; onOpen: OpenDialog }) {
  const actions = SUBSCRIPTION_ACTIONS_BY_STATUS[row.status];
  return (
    // Not modal: the dialog an item opens takes the focus and the page's pointer events as its own.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          className="data-[state=open]:bg-muted"
          aria-label={`Actions sur l'abonnement de ${row.business.name}`}
        >
          Actions <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-44">
        {actions.map((action) => {
          const { label, icon: Icon } = ACTION_BUTTONS[action];
          return (
            <DropdownMenuItem key={action} onSelect={() => onOpen(action, row)}>
              <Icon aria-hidden /> {label}
            </DropdownMenuItem>
          );
        })}
        {actions.length > 0 && <DropdownMenuSeparator />}
        <DropdownMenuItem onSelect={() => onOpen('history', row)}>
          <History aria-hidden /> Historique
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The phone cards' actions, as buttons: those its status allows (spec 02 §4), then its history. */
export function SubscriptionActions({ row, onOpen }: { row: AdminSubscription; onOpen: OpenDialog }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {SUBSCRIPTION_ACTIONS_BY_STATUS[row.status].map((action) => {
        const { label, icon: Icon } = ACTION_BUTTONS[action];
        return (
          <Button
            key={action}
            size="sm"
            variant={action === 'reactivate' ? 'default' : 'outline'}
            onClick={() => onOpen(action, row)}
            aria-label={`${label} l'abonnement de ${row.business.name}`}
          >
            <Icon aria-hidden /> {label}
          </Button>
        );
      })}
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onOpen('history', row)}
        aria-label={`Historique de l'abonnement de ${row.business.name}`}
      >
        <History aria-hidden /> Historique
      </Button>
    </div>
  );
}

export function StatusCell({ row }: { row: AdminSubscription }) {
  return (
    <div className="space-y-1">
      <SubscriptionStatusBadge status={row.status} label={row.statusLabel} />
      {row.status === 'suspended' && row.suspendedUntil && (
        <p className="text-xs text-muted-foreground">jusqu'au {formatDate(row.suspendedUntil)}</p>
      )}
      {row.statusReason && <p className="text-xs text-muted-foreground break-words">{row.statusReason}</p>}
    </div>
  );
}

/** Business, Plan, Statut, Montant, Période, Actions (spec 02 §2); the CSV takes the plain values. */
export function subscriptionColumns(onOpen: OpenDialog): DataColumn<AdminSubscription>[] {
  return [
    {
      id: 'business',
      header: 'Business',
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
      header: 'Plan',
      cell: (row) => (
        <div>
          <p className="font-medium">{row.plan.name}</p>
          <p className="text-xs text-muted-foreground">{row.plan.planTypeLabel}</p>
        </div>
      ),
      csv: (row) => row.plan.name,
    },
    {
      id: 'status',
      header: 'Statut',
      className: 'min-w-28 max-w-48',
      cell: (row) => <StatusCell row={row} />,
      csv: (row) => row.statusLabel,
    },
    {
      id: 'amount',
      header: 'Montant',
      numeric: true,
      cell: (row) => (
        <div className="whitespace-nowrap">
          <p className="font-medium">{formatGNFFull(row.monthlyAmount)} / mois</p>
          <p className="text-xs text-muted-foreground">payé : {formatGNFFull(row.totalPaid)}</p>
        </div>
      ),
      csv: (row) => row.monthlyAmount,
    },
    {
      id: 'period',
      header: 'Période',
      cell: (row) => (
        <div className="text-sm whitespace-nowrap tabular-nums">
          <p>{row.startDate ? formatDate(row.startDate) : '—'}</p>
          <p className="text-muted-foreground">→ {row.endDate ? formatDate(row.endDate) : '—'}</p>
        </div>
      ),
      csv: period,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => <SubscriptionActionsMenu row={row} onOpen={onOpen} />,
    },
  ];
}
