import { ADMIN_PAGE_SIZE } from '@livra/shared/admin-lists';
import { MESSAGES } from '@livra/shared/messages';
import { SUBSCRIPTION_STATUSES, type AdminSubscription, type SubscriptionAction } from '@livra/shared/subscriptions';
import { ADMIN_SUBSCRIPTIONS_UI } from '@livra/shared/ui/admin-subscriptions';
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
import { useLocale, useMessage, useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { fetchSubscriptionsExport, useSubscriptions, useSubscriptionStats, type StatusFilter } from '../api';
import { HistoryDialog } from '../components/history-dialog';
import { DeactivateDialog, ReactivateDialog, SuspendDialog } from '../components/subscription-action-dialogs';
import { SubscriptionCards } from '../components/subscription-cards';
import { subscriptionColumns } from '../components/subscription-columns';

type Open = { kind: SubscriptionAction | 'history'; subscription: AdminSubscription } | null;

export default function AdminSubscriptionsPage() {
  const queryClient = useQueryClient();
  const t = useTexts('adminSubscriptions', ADMIN_SUBSCRIPTIONS_UI);
  const locale = useLocale();
  const message = useMessage();
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
  const empty = <EmptyState icon={Clock} title={t.noSubscription} description={t.noSubscriptionForFilter} />;

  return (
    <>
      <PageHeader
        eyebrow={t.eyebrow}
        title={t.title}
        description={t.description}
        actions={
          <Button
            variant="outline"
            onClick={() => void queryClient.invalidateQueries({ queryKey: ['admin', 'subscriptions'] })}
          >
            <RefreshCw aria-hidden /> {t.refresh}
          </Button>
        }
      />
      <div className="space-y-6">
        <Stats />
        <section aria-labelledby="subscriptions-list" className="min-w-0 space-y-3">
          <h2 id="subscriptions-list" className="text-lg font-bold">
            {t.list}
            {list.data && <span className="ml-2 text-sm font-normal text-muted-foreground">({list.data.total})</span>}
          </h2>
          <div className="flex flex-wrap items-end gap-2">
            <label className="grid min-w-0 flex-1 basis-40 gap-1 text-sm font-medium sm:max-w-60">
              {t.status}
              <Select
                value={status}
                onChange={(event) => {
                  setStatus(event.target.value as StatusFilter);
                  setPage(1);
                }}
              >
                <option value="all">{t.allStatuses}</option>
                {SUBSCRIPTION_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {t.statuses[value]}
                  </option>
                ))}
              </Select>
            </label>
            <ExportButton status={status} disabled={list.data?.total === 0} />
          </div>
          {list.isError ? (
            <LoadError
              error={list.error}
              onRetry={() => void list.refetch()}
              title={message(MESSAGES.subscriptionsLoadError)}
            />
          ) : (
            <>
              {/* A table from tablets up; cards on phones, so nothing hides off the side of the screen. */}
              <div className="hidden md:block">
                <DataTable
                  caption={t.caption}
                  columns={subscriptionColumns(onOpen, t, locale)}
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
  const t = useTexts('adminSubscriptions', ADMIN_SUBSCRIPTIONS_UI);
  const message = useMessage();
  const stats = useSubscriptionStats();
  if (stats.isError)
    return (
      <LoadError error={stats.error} onRetry={() => void stats.refetch()} title={message(MESSAGES.statsLoadError)} />
    );
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
      <StatCard icon={CheckCircle2} label={t.actives} value={active} hint={t.outOf(total)} />
      <StatCard icon={Clock} label={t.pending} value={pending} hint={t.firstPaymentDue} highlight={pending > 0} />
      <StatCard icon={PauseCircle} label={t.suspended} value={suspended} hint={t.hiddenBusinesses} />
      <StatCard icon={Ban} label={t.inactives} value={inactive} hint={t.andExpired(expired)} />
    </div>
  );
}

/** The whole filtered list as a CSV file (not only the page shown). */
function ExportButton({ status, disabled }: { status: StatusFilter; disabled: boolean }) {
  const t = useTexts('adminSubscriptions', ADMIN_SUBSCRIPTIONS_UI);
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const rows = await fetchSubscriptionsExport(status);
      const columns = [
        ...subscriptionColumns(() => undefined, t, locale).flatMap((c) =>
          c.csv ? [{ header: c.header, value: c.csv }] : [],
        ),
        { header: t.totalPaid, value: (row: AdminSubscription) => row.totalPaid },
        { header: t.reason, value: (row: AdminSubscription) => row.statusReason },
      ];
      downloadCsv(t.csvFileName, toCsv(columns, rows));
    } catch (error) {
      toast.error(MESSAGES.errorTitle, { description: errorMessage(error, MESSAGES.subscriptionsLoadError) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" className="ml-auto" loading={busy} disabled={disabled} onClick={() => void exportCsv()}>
      <Download aria-hidden /> {t.export}
    </Button>
  );
}
