import {
  ADMIN_DRIVER_STATUS_LABELS,
  adminDriverStatus,
  shortDriverId,
  type AdminDriver,
} from '@livra/shared/admin-drivers';
import { formatDate } from '@livra/shared/dates';
import { DRIVER_TYPE_LABELS } from '@livra/shared/drivers';
import { formatGNF } from '@livra/shared/money';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import type { DataColumn } from '@/components/ui/data-table';
import type { CsvColumn } from '@/lib/csv';

const INDEPENDENT = 'Indépendant';

/** Commerce column (spec 02 §2): the business's name, or Indépendant. */
function businessOf(driver: AdminDriver): string {
  if (driver.driverType === 'independent') return INDEPENDENT;
  return driver.businessName ?? '—';
}

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

export function DriverStatusBadge({ driver }: { driver: AdminDriver }) {
  const status = adminDriverStatus(driver);
  const variant = status === 'inactive' ? 'destructive' : status === 'verified' ? 'success' : 'secondary';
  return <Badge variant={variant}>{ADMIN_DRIVER_STATUS_LABELS[status]}</Badge>;
}

/** The table of spec 02 §2; `actions` draws the last cell. */
export function driverColumns(actions: (driver: AdminDriver) => ReactNode): DataColumn<AdminDriver>[] {
  return [
    {
      id: 'driver',
      header: 'Livreur',
      cell: (driver) => (
        <div className="flex min-w-44 items-center gap-3">
          <Avatar src={driver.avatarUrl} name={driver.name} className="size-9" />
          <div className="min-w-0">
            <p className="font-medium">{driver.name}</p>
            <p className="font-mono text-xs text-muted-foreground">
              <span className="sr-only">Identifiant : </span>#{shortDriverId(driver.id)}
            </p>
          </div>
        </div>
      ),
    },
    {
      id: 'contact',
      header: 'Contact',
      cell: (driver) => (
        <div className="text-sm">
          <p className="whitespace-nowrap">{driver.phone}</p>
          <p className="max-w-56 truncate text-muted-foreground" title={driver.email}>
            {driver.email}
          </p>
        </div>
      ),
    },
    {
      id: 'business',
      header: 'Commerce',
      cell: (driver) => (
        <span className={driver.driverType === 'independent' ? 'text-muted-foreground' : undefined}>
          {businessOf(driver)}
        </span>
      ),
    },
    { id: 'status', header: 'Statut', cell: (driver) => <DriverStatusBadge driver={driver} /> },
    {
      id: 'performance',
      header: 'Performance',
      cell: (driver) => (
        <div className="whitespace-nowrap text-sm">
          <p className="inline-flex items-center gap-1 font-medium tabular-nums">
            <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-500" />
            {driver.rating.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            <span className="font-normal text-muted-foreground">/ 5.0</span>
          </p>
          <p className="text-muted-foreground">{plural(driver.totalDeliveries, 'livraison', 'livraisons')}</p>
          <p className="text-muted-foreground">{plural(driver.activeSessions, 'session active', 'sessions actives')}</p>
        </div>
      ),
    },
    {
      id: 'earnings',
      header: 'Gains',
      cell: (driver) => (
        <div className="whitespace-nowrap text-sm">
          <p className="font-medium tabular-nums">{formatGNF(driver.totalEarnings)}</p>
          <p className="text-muted-foreground">{plural(driver.documentsCount, 'document', 'documents')}</p>
        </div>
      ),
    },
    {
      id: 'vehicle',
      header: 'Véhicule',
      cell: (driver) => (
        <div className="whitespace-nowrap text-sm">
          <p>{driver.vehicleType}</p>
          <p className="font-mono text-xs text-muted-foreground">{driver.vehiclePlate ?? '—'}</p>
        </div>
      ),
    },
    {
      id: 'createdAt',
      header: 'Inscription',
      cell: (driver) => <span className="whitespace-nowrap tabular-nums">{formatDate(driver.createdAt)}</span>,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: actions,
      // From tablet width the actions stay in sight while the wide table scrolls beneath them.
      className: 'sm:sticky sm:right-0 sm:bg-card sm:shadow-[inset_1px_0_0_var(--color-border)] sm:[&:is(th)]:bg-muted',
    },
  ];
}

/** The CSV export: one column per figure, amounts as plain integers, French headers. */
export const DRIVER_CSV_COLUMNS: CsvColumn<AdminDriver>[] = [
  { header: 'Identifiant', value: (d) => d.id },
  { header: 'Nom', value: (d) => d.name },
  { header: 'Email', value: (d) => d.email },
  { header: 'Téléphone', value: (d) => d.phone },
  { header: 'Type', value: (d) => DRIVER_TYPE_LABELS[d.driverType] },
  { header: 'Commerce', value: businessOf },
  { header: 'Statut', value: (d) => ADMIN_DRIVER_STATUS_LABELS[adminDriverStatus(d)] },
  { header: 'Note', value: (d) => d.rating.toLocaleString('fr-FR', { maximumFractionDigits: 1 }) },
  { header: 'Livraisons', value: (d) => d.totalDeliveries },
  { header: 'Sessions actives', value: (d) => d.activeSessions },
  { header: 'Gains (GNF)', value: (d) => d.totalEarnings },
  { header: 'Documents', value: (d) => d.documentsCount },
  { header: 'Véhicule', value: (d) => d.vehicleType },
  { header: 'Plaque', value: (d) => d.vehiclePlate },
  { header: 'Inscription', value: (d) => formatDate(d.createdAt) },
];
