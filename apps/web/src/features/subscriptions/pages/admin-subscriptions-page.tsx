import { ADMIN_PAGE_SIZE } from '@livra/shared/admin-lists';
import { MESSAGES } from '@livra/shared/messages';
import {
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  type AdminSubscription,
  type SubscriptionAction,
} from '@livra/shared/subscriptions';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, CheckCircle2, Clock, Download, PauseCircle, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { StatCard, StatCardSkeleton } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { downloadCsv, toCsv } from '@/lib/csv';
import { toast } from '@/lib/toast';
import { fetchSubscriptionsExport, useSubscriptions, useSubscriptionStats, type StatusFilter } from '../api';
import { HistoryDialog } from '../components/history-dialog';
import { DeactivateDialog, ReactivateDialog, SuspendDialog } from '../components/subscription-action-dialogs';
import { SubscriptionCards } from '../components/subscription-cards';
import { subscriptionColumns } from '../components/subscription-columns';

type Open = { kind: SubscriptionAction | 'history'; subscription: AdminSubscription } | null;

export default function AdminSubscriptionsPage() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const list = useSubscriptions(status, page);
  const close = () => setOpen(null);
  const onOpen = (kind: NonNullable<Open>['kind'], subscription: AdminSubscription) => setOpen({ kind, subscription });
  const dialogFor = (kind: NonNullable<Open>['kind']) => (open?.kind === kind ? open.subscription : null);
  const pagination = list.data && {
    page,
    pageCount: Math.max(1, Math.ceil(list.data.total / ADMIN_PAGE_SIZE)),
    onPageChange: setPage,
  };
  const empty = <EmptyState icon={Clock} title="Aucun abonnement" description="Aucun abonnement pour ce filtre." />;

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
        <section aria-labelledby="subscriptions-list" className="min-w-0 space-y-3">
          <h2 id="subscriptions-list" className="text-lg font-bold">
            Liste des abonnements
            {list.data && <span className="ml-2 text-sm font-normal text-muted-foreground">({list.data.total})</span>}
          </h2>
          <div className="flex flex-wrap items-end gap-2">
            <label className="grid min-w-0 flex-1 basis-40 gap-1 text-sm font-medium sm:max-w-60">
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
            <ExportButton status={status} disabled={list.data?.total === 0} />
          </div>
          {list.isError ? (
            <LoadError error={list.error} onRetry={() => void list.refetch()} title={MESSAGES.subscriptionsLoadError} />
          ) : (
            <>
              {/* A table from tablets up; cards on phones, so nothing hides off the side of the screen. */}
              <div className="hidden md:block">
                <DataTable
                  caption="Abonnements des partenaires"
                  columns={subscriptionColumns(onOpen)}
                  rows={list.data?.items}
                  rowKey={(row) => row.id}
                  empty={empty}
                  pagination={pagination}
                />
              </div>
              <div className="space-y-3 md:hidden">
                <SubscriptionCards rows={list.data?.items} empty={empty} onOpen={onOpen} />
                {pagination && <Pagination {...pagination} />}
              </div>
            </>
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
  if (stats.isError)
    return <LoadError error={stats.error} onRetry={() => void stats.refetch()} title={MESSAGES.statsLoadError} />;
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

/** The whole filtered list as a CSV file (not only the page shown). */
function ExportButton({ status, disabled }: { status: StatusFilter; disabled: boolean }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const rows = await fetchSubscriptionsExport(status);
      const columns = [
        ...subscriptionColumns(() => undefined).flatMap((c) => (c.csv ? [{ header: c.header, value: c.csv }] : [])),
        { header: 'Total payé', value: (row: AdminSubscription) => row.totalPaid },
        { header: 'Motif', value: (row: AdminSubscription) => row.statusReason },
      ];
      downloadCsv('abonnements.csv', toCsv(columns, rows));
    } catch (error) {
      toast.error(MESSAGES.errorTitle, { description: errorMessage(error, MESSAGES.subscriptionsLoadError) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" className="ml-auto" loading={busy} disabled={disabled} onClick={() => void exportCsv()}>
      <Download aria-hidden /> Exporter
    </Button>
  );
}
