import { ADMIN_PAGE_SIZE } from '@livra/shared/admin-lists';
import { formatDate } from '@livra/shared/dates';
import { MESSAGES } from '@livra/shared/messages';
import { formatGNFFull } from '@livra/shared/money';
import {
  SUBSCRIPTION_ACTIONS_BY_STATUS,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  type AdminSubscription,
  type SubscriptionAction,
} from '@livra/shared/subscriptions';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, CheckCircle2, Clock, Download, History, PauseCircle, Play, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { StatCard, StatCardSkeleton } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { downloadCsv, toCsv } from '@/lib/csv';
import { toast } from '@/lib/toast';
import { fetchSubscriptionsExport, useSubscriptions, useSubscriptionStats, type StatusFilter } from '../api';
import { DeactivateDialog, ReactivateDialog, SuspendDialog } from '../components/subscription-action-dialogs';
import { HistoryDialog } from '../components/history-dialog';
import { SubscriptionStatusBadge } from '../components/subscription-status-badge';

type Open = { kind: SubscriptionAction | 'history'; subscription: AdminSubscription } | null;

export default function AdminSubscriptionsPage() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const list = useSubscriptions(status, page);
  const close = () => setOpen(null);
  const dialogFor = (kind: NonNullable<Open>['kind']) => (open?.kind === kind ? open.subscription : null);

  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Abonnements"
        description="Les abonnements des partenaires : suspendre, désactiver, réactiver, et l'historique de chacun."
        actions={
          <Button
            variant="outline"
            onClick={() => void queryClient.invalidateQueries({ queryKey: ['admin', 'subscriptions'] })}
          >
            <RefreshCw aria-hidden /> Actualiser
          </Button>
        }
      />
      <div className="space-y-6">
        <Stats />
        <section aria-labelledby="subscriptions-list" className="space-y-3">
          <h2 id="subscriptions-list" className="text-lg font-bold">
            Liste des abonnements
            {list.data && <span className="ml-2 text-sm font-normal text-muted-foreground">({list.data.total})</span>}
          </h2>
          {list.isError ? (
            <LoadError error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <DataTable
              caption="Abonnements des partenaires"
              columns={columns((kind, subscription) => setOpen({ kind, subscription }))}
              rows={list.data?.items}
              rowKey={(row) => row.id}
              empty={
                <EmptyState icon={Clock} title="Aucun abonnement" description="Aucun abonnement pour ce filtre." />
              }
              filters={
                <>
                  <label className="grid min-w-48 gap-1 text-sm font-medium">
                    Statut
                    <Select
                      value={status}
                      onChange={(event) => {
                        setStatus(event.target.value as StatusFilter);
                        setPage(1);
                      }}
                    >
                      <option value="all">Tous les statuts</option>
                      {SUBSCRIPTION_STATUSES.map((value) => (
                        <option key={value} value={value}>
                          {SUBSCRIPTION_STATUS_LABELS[value]}
                        </option>
                      ))}
                    </Select>
                  </label>
                  <ExportButton status={status} />
                </>
              }
              pagination={
                list.data && {
                  page,
                  pageCount: Math.max(1, Math.ceil(list.data.total / ADMIN_PAGE_SIZE)),
                  onPageChange: setPage,
                }
              }
            />
          )}
        </section>
      </div>
      <SuspendDialog subscription={dialogFor('suspend')} onClose={close} />
      <DeactivateDialog subscription={dialogFor('deactivate')} onClose={close} />
      <ReactivateDialog subscription={dialogFor('reactivate')} onClose={close} />
      <HistoryDialog subscription={dialogFor('history')} onClose={close} />
    </>
  );
}

function Stats() {
  const stats = useSubscriptionStats();
  if (stats.isError) return <LoadError error={stats.error} onRetry={() => void stats.refetch()} />;
  const cards = 'grid grid-cols-2 gap-3 lg:grid-cols-4';
  if (!stats.data) {
    return (
      <div className={cards}>
        <StatCardSkeleton />
        <StatCardSkeleton />
        <StatCardSkeleton />
        <StatCardSkeleton />
      </div>
    );
  }
  const { total, active, pending, suspended, inactive, expired } = stats.data;
  return (
    <div className={cards}>
      <StatCard icon={CheckCircle2} label="Actifs" value={active} hint={`sur ${total} abonnements`} />
      <StatCard
        icon={Clock}
        label="En attente"
        value={pending}
        hint="premier paiement attendu"
        highlight={pending > 0}
      />
      <StatCard icon={PauseCircle} label="Suspendus" value={suspended} hint="commerces masqués" />
      <StatCard icon={Ban} label="Inactifs" value={inactive} hint={`et ${expired} expiré${expired > 1 ? 's' : ''}`} />
    </div>
  );
}

const ACTION_BUTTONS: Record<SubscriptionAction, { label: string; icon: typeof Play }> = {
  suspend: { label: 'Suspendre', icon: PauseCircle },
  deactivate: { label: 'Désactiver', icon: Ban },
  reactivate: { label: 'Réactiver', icon: Play },
};

const period = (row: AdminSubscription) =>
  row.startDate || row.endDate
    ? `${row.startDate ? formatDate(row.startDate) : '—'} → ${row.endDate ? formatDate(row.endDate) : '—'}`
    : '—';

function columns(
  onOpen: (kind: SubscriptionAction | 'history', subscription: AdminSubscription) => void,
): DataColumn<AdminSubscription>[] {
  return [
    {
      id: 'business',
      header: 'Business',
      cell: (row) => (
        <div className="min-w-40">
          <p className="font-semibold">{row.business.name}</p>
          <p className="text-xs text-muted-foreground">
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
      cell: (row) => (
        <div className="max-w-56 space-y-1">
          <SubscriptionStatusBadge status={row.status} label={row.statusLabel} />
          {row.status === 'suspended' && row.suspendedUntil && (
            <p className="text-xs text-muted-foreground">jusqu'au {formatDate(row.suspendedUntil)}</p>
          )}
          {row.statusReason && <p className="text-xs text-muted-foreground break-words">{row.statusReason}</p>}
        </div>
      ),
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
      cell: (row) => <span className="whitespace-nowrap tabular-nums">{period(row)}</span>,
      csv: period,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
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
      ),
    },
  ];
}

/** The whole filtered list as a CSV file (not only the page shown). */
function ExportButton({ status }: { status: StatusFilter }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const rows = await fetchSubscriptionsExport(status);
      const csvColumns = [
        ...columns(() => undefined).flatMap((c) => (c.csv ? [{ header: c.header, value: c.csv }] : [])),
        { header: 'Total payé', value: (row: AdminSubscription) => row.totalPaid },
        { header: 'Motif', value: (row: AdminSubscription) => row.statusReason },
      ];
      downloadCsv('abonnements.csv', toCsv(csvColumns, rows));
    } catch (error) {
      toast.error(MESSAGES.errorTitle, { description: errorMessage(error, MESSAGES.subscriptionsLoadError) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" className="ml-auto" loading={busy} onClick={() => void exportCsv()}>
      <Download aria-hidden /> Exporter
    </Button>
  );
}
