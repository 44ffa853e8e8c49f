import type { AdminDriver } from '@livra/shared/admin-drivers';
import { MESSAGES } from '@livra/shared/messages';
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
import { DRIVER_CSV_COLUMNS, driverColumns } from '../components/admin/driver-columns';
import { DriverDetailsDialog } from '../components/admin/driver-details-dialog';
import { DriverFilters } from '../components/admin/driver-filters';
import { DriverFormDialog } from '../components/admin/driver-form-dialog';
import { DriverPasswordDialog } from '../components/admin/driver-password-dialog';
import { DriverRowActions } from '../components/admin/driver-row-actions';

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

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

  const columns = useMemo(
    () =>
      driverColumns((driver) => (
        <DriverRowActions
          driver={driver}
          onView={setViewing}
          onEdit={(target) => setForm({ open: true, driver: target })}
          onPassword={setPasswordFor}
          onDelete={setDeleting}
        />
      )),
    [],
  );

  const changeFilters = (next: DriverListFilters) => {
    setFilters(next);
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchDriversExport(filters);
      downloadCsv('livreurs.csv', toCsv(DRIVER_CSV_COLUMNS, rows));
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
        eyebrow="Administration"
        title="Gestion des Livreurs"
        description={
          total === undefined
            ? 'Les livreurs indépendants et de service.'
            : `${plural(total, 'livreur', 'livreurs')}${filtered ? ' correspondant aux filtres' : ''}`
        }
        actions={
          <>
            <Button
              variant="outline"
              className="h-11 sm:h-10"
              onClick={() => void queryClient.invalidateQueries({ queryKey: adminDriversKey })}
            >
              <RefreshCw aria-hidden className={drivers.isFetching ? 'animate-spin' : undefined} /> Actualiser
            </Button>
            <Button
              variant="outline"
              className="h-11 sm:h-10"
              onClick={() => void exportCsv()}
              loading={exporting}
              disabled={!total}
            >
              {!exporting && <Download aria-hidden />} Exporter
            </Button>
            <Button className="h-11 sm:h-10" onClick={() => setForm({ open: true, driver: null })}>
              <Plus aria-hidden /> Ajouter un livreur
            </Button>
          </>
        }
      />

      <div className="grid gap-6">
        <DriverStats />
        <DriverFilters filters={filters} onChange={changeFilters} />
        <section aria-labelledby="drivers-list-title" className="grid gap-3">
          <h2 id="drivers-list-title" className="sr-only">
            Liste des livreurs
          </h2>
          {drivers.isError && !drivers.data ? (
            <LoadError error={drivers.error} onRetry={() => void drivers.refetch()} title={MESSAGES.driversLoadError} />
          ) : (
            <DataTable
              caption="Livreurs"
              columns={columns}
              rows={drivers.data?.items}
              rowKey={(driver) => driver.id}
              empty={
                <EmptyState
                  icon={Bike}
                  title="Aucun livreur trouvé"
                  description={
                    filtered
                      ? 'Aucun livreur ne correspond à ces critères. Réinitialisez la recherche pour tout revoir.'
                      : 'Ajoutez un livreur, ou approuvez une demande de chauffeur.'
                  }
                />
              }
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
        title={`Supprimer ${deleting?.name ?? 'ce livreur'} ?`}
        description={
          deleting && deleting.totalDeliveries > 0
            ? MESSAGES.driverDeleteWithDeliveries(deleting.totalDeliveries)
            : MESSAGES.driverDeleteConfirm
        }
        confirmLabel="Supprimer"
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </>
  );
}

function DriverStats() {
  const stats = useAdminDriverStats();
  if (stats.isError && !stats.data)
    return <LoadError error={stats.error} onRetry={() => void stats.refetch()} title={MESSAGES.statsLoadError} />;
  const cards = stats.data
    ? [
        { icon: Users, label: 'Total', value: stats.data.total },
        { icon: UserCheck, label: 'Actifs', value: stats.data.active },
        { icon: BadgeCheck, label: 'Vérifiés', value: stats.data.verified },
        { icon: UserRound, label: 'Indépendants', value: stats.data.independent },
        { icon: Building2, label: 'De service', value: stats.data.service },
        {
          icon: Clock,
          label: 'En attente de vérification',
          value: stats.data.pendingVerification,
          highlight: stats.data.pendingVerification > 0,
        },
        { icon: UserX, label: 'Inactifs', value: stats.data.inactive },
      ]
    : null;
  return (
    <section aria-labelledby="drivers-stats-title">
      <h2 id="drivers-stats-title" className="sr-only">
        Chiffres des livreurs
      </h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 2xl:grid-cols-7">
        {cards
          ? cards.map((card) => <StatCard key={card.label} {...card} />)
          : placeholderKeys(7).map((key) => <StatCardSkeleton key={key} />)}
      </div>
    </section>
  );
}
