import type { AdminDriver } from '@livra/shared/admin-drivers';
import { MESSAGES } from '@livra/shared/messages';
import { DRIVER_ADMIN_UI } from '@livra/shared/ui/driver-admin';
import { useQueryClient } from '@tanstack/react-query';
import {
  BadgeCheck,
  Bike,
  Building2,
  Clock,
  Download,
  Plus,
  RefreshCw,
  UserCheck,
  UserRound,
  UserX,
  Users,
} from 'lucide-react';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { StatCard, StatCardSkeleton } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api';
import { downloadCsv, toCsv } from '@/lib/csv';
import { useLocale, useMessage, useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { placeholderKeys } from '@/lib/utils';
import {
  adminDriversKey,
  type DriverListFilters,
  fetchDriversExport,
  NO_FILTERS,
  useAdminDrivers,
  useAdminDriverStats,
  useDeleteDriver,
} from '../admin-api';
import { driverColumns, driverCsvColumns } from '../components/admin/driver-columns';
import { DriverDetailsDialog } from '../components/admin/driver-details-dialog';
import { DriverFilters } from '../components/admin/driver-filters';
import { DriverFormDialog } from '../components/admin/driver-form-dialog';
import { DriverPasswordDialog } from '../components/admin/driver-password-dialog';
import { DriverRowActions } from '../components/admin/driver-row-actions';

export default function AdminDriversPage() {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<DriverListFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const drivers = useAdminDrivers(filters, page);
  const [form, setForm] = useState<{ open: boolean; driver: AdminDriver | null }>({ open: false, driver: null });
  const [viewing, setViewing] = useState<AdminDriver | null>(null);
  const [passwordFor, setPasswordFor] = useState<AdminDriver | null>(null);
  const [deleting, setDeleting] = useState<AdminDriver | null>(null);
  const [exporting, setExporting] = useState(false);
  const remove = useDeleteDriver();
  const t = useTexts('driverAdmin', DRIVER_ADMIN_UI);
  const locale = useLocale();
  const message = useMessage();

  const columns = useMemo(
    () =>
      driverColumns(
        (driver) => (
          <DriverRowActions
            driver={driver}
            onView={setViewing}
            onEdit={(target) => setForm({ open: true, driver: target })}
            onPassword={setPasswordFor}
            onDelete={setDeleting}
          />
        ),
        t,
        locale,
      ),
    [t, locale],
  );

  const changeFilters = (next: DriverListFilters) => {
    setFilters(next);
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchDriversExport(filters);
      downloadCsv(t.csvFileName, toCsv(driverCsvColumns(t, locale), rows));
    } catch (failure) {
      toast.error(MESSAGES.errorTitle, { description: errorMessage(failure) });
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (result) => {
        toast.success(result.message);
        setDeleting(null);
      },
      onError: (failure) => toast.error(MESSAGES.errorTitle, { description: errorMessage(failure) }),
    });
  };

  const total = drivers.data?.total;
  const pageCount = Math.max(1, Math.ceil((total ?? 0) / (drivers.data?.pageSize ?? 10)));
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  return (
    <>
      <PageHeader
        eyebrow={t.eyebrow}
        title={t.title}
        description={total === undefined ? t.defaultDescription : t.driverCount(total, filtered)}
        actions={
          <>
            <Button
              variant="outline"
              className="h-11 sm:h-10"
              onClick={() => void queryClient.invalidateQueries({ queryKey: adminDriversKey })}
            >
              <RefreshCw aria-hidden className={drivers.isFetching ? 'animate-spin' : undefined} /> {t.refresh}
            </Button>
            <Button
              variant="outline"
              className="h-11 sm:h-10"
              onClick={() => void exportCsv()}
              loading={exporting}
              disabled={!total}
            >
              {!exporting && <Download aria-hidden />} {t.export}
            </Button>
            <Button className="h-11 sm:h-10" onClick={() => setForm({ open: true, driver: null })}>
              <Plus aria-hidden /> {t.addDriver}
            </Button>
          </>
        }
      />

      <div className="grid gap-6">
        <DriverStats />
        <DriverFilters filters={filters} onChange={changeFilters} />
        <section aria-labelledby="drivers-list-title" className="grid gap-3">
          <h2 id="drivers-list-title" className="sr-only">
            {t.listTitle}
          </h2>
          {drivers.isError && !drivers.data ? (
            <LoadError
              error={drivers.error}
              onRetry={() => void drivers.refetch()}
              title={message(MESSAGES.driversLoadError)}
            />
          ) : (
            <DataTable
              caption={t.drivers}
              columns={columns}
              rows={drivers.data?.items}
              rowKey={(driver) => driver.id}
              empty={<EmptyState icon={Bike} title={t.noneFound} description={filtered ? t.noneMatch : t.noneYet} />}
              pagination={{ page, pageCount, onPageChange: setPage }}
            />
          )}
        </section>
      </div>

      <DriverFormDialog
        open={form.open}
        driver={form.driver}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
      />
      <DriverDetailsDialog driver={viewing} onOpenChange={(open) => !open && setViewing(null)} />
      <DriverPasswordDialog driver={passwordFor} onOpenChange={(open) => !open && setPasswordFor(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title={t.deleteTitle(deleting?.name ?? null)}
        description={
          deleting && deleting.totalDeliveries > 0 ? t.deleteWithDeliveries(deleting.totalDeliveries) : t.deleteConfirm
        }
        confirmLabel={t.delete}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </>
  );
}

function DriverStats() {
  const stats = useAdminDriverStats();
  const t = useTexts('driverAdmin', DRIVER_ADMIN_UI);
  const message = useMessage();
  if (stats.isError && !stats.data)
    return (
      <LoadError error={stats.error} onRetry={() => void stats.refetch()} title={message(MESSAGES.statsLoadError)} />
    );
  const cards = stats.data
    ? [
        { icon: Users, label: t.stats.total, value: stats.data.total },
        { icon: UserCheck, label: t.stats.active, value: stats.data.active },
        { icon: BadgeCheck, label: t.stats.verified, value: stats.data.verified },
        { icon: UserRound, label: t.stats.independent, value: stats.data.independent },
        { icon: Building2, label: t.stats.service, value: stats.data.service },
        {
          icon: Clock,
          label: t.stats.pendingVerification,
          value: stats.data.pendingVerification,
          highlight: stats.data.pendingVerification > 0,
        },
        { icon: UserX, label: t.stats.inactive, value: stats.data.inactive },
      ]
    : null;
  return (
    <section aria-labelledby="drivers-stats-title">
      <h2 id="drivers-stats-title" className="sr-only">
        {t.statsTitle}
      </h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 2xl:grid-cols-7">
        {cards
          ? cards.map((card) => <StatCard key={card.label} {...card} />)
          : placeholderKeys(7).map((key) => <StatCardSkeleton key={key} />)}
      </div>
    </section>
  );
}
