import { adminDriverStatus, shortDriverId, type AdminDriver } from '@livra/shared/admin-drivers';
import { formatDate } from '@livra/shared/dates';
import type { Locale, Translation } from '@livra/shared/locale';
import { formatGNF } from '@livra/shared/money';
import { DRIVER_ADMIN_UI } from '@livra/shared/ui/driver-admin';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import type { DataColumn } from '@/components/ui/data-table';
import type { CsvColumn } from '@/lib/csv';
import { useTexts } from '@/lib/i18n';

type Texts = Translation<typeof DRIVER_ADMIN_UI>;

/** Commerce column (spec 02 §2): the business's name, or Indépendant. */
function businessOf(driver: AdminDriver, t: Texts): string {
  if (driver.driverType === 'independent') return t.independent;
  return driver.businessName ?? '—';
}

/** A rating as the language writes it: `4,5` in French, `4.5` in English. */
export const formatRating = (rating: number, locale: Locale, minimumFractionDigits = 1, maximumFractionDigits = 1) =>
  rating.toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR', { minimumFractionDigits, maximumFractionDigits });

export function DriverStatusBadge({ driver }: { driver: AdminDriver }) {
  const status = adminDriverStatus(driver);
  const t = useTexts('driverAdmin', DRIVER_ADMIN_UI);
  const variant = status === 'inactive' ? 'destructive' : status === 'verified' ? 'success' : 'secondary';
  return <Badge variant={variant}>{t.statuses[status]}</Badge>;
}

/** The table of spec 02 §2; `actions` draws the last cell. */
export function driverColumns(
  actions: (driver: AdminDriver) => ReactNode,
  t: Texts,
  locale: Locale,
): DataColumn<AdminDriver>[] {
  return [
    {
      id: 'driver',
      header: t.driver,
      cell: (driver) => (
        <div className="flex min-w-44 items-center gap-3">
          <Avatar src={driver.avatarUrl} name={driver.name} className="size-9" />
          <div className="min-w-0">
            <p className="font-medium">{driver.name}</p>
            <p className="font-mono text-xs text-muted-foreground">
              <span className="sr-only">{t.idPrefix}</span>#{shortDriverId(driver.id)}
            </p>
          </div>
        </div>
      ),
    },
    {
      id: 'contact',
      header: t.contact,
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
      header: t.business,
      cell: (driver) => (
        <span className={driver.driverType === 'independent' ? 'text-muted-foreground' : undefined}>
          {businessOf(driver, t)}
        </span>
      ),
    },
    { id: 'status', header: t.status, cell: (driver) => <DriverStatusBadge driver={driver} /> },
    {
      id: 'performance',
      header: t.performance,
      cell: (driver) => (
        <div className="whitespace-nowrap text-sm">
          <p className="inline-flex items-center gap-1 font-medium tabular-nums">
            <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-500" />
            {formatRating(driver.rating, locale)}
            <span className="font-normal text-muted-foreground">/ 5.0</span>
          </p>
          <p className="text-muted-foreground">{t.deliveryCount(driver.totalDeliveries)}</p>
          <p className="text-muted-foreground">{t.sessionCount(driver.activeSessions)}</p>
        </div>
      ),
    },
    {
      id: 'earnings',
      header: t.earnings,
      cell: (driver) => (
        <div className="whitespace-nowrap text-sm">
          <p className="font-medium tabular-nums">{formatGNF(driver.totalEarnings, locale)}</p>
          <p className="text-muted-foreground">{t.documentCount(driver.documentsCount)}</p>
        </div>
      ),
    },
    {
      id: 'vehicle',
      header: t.vehicle,
      cell: (driver) => (
        <div className="whitespace-nowrap text-sm">
          <p>{driver.vehicleType}</p>
          <p className="font-mono text-xs text-muted-foreground">{driver.vehiclePlate ?? '—'}</p>
        </div>
      ),
    },
    {
      id: 'createdAt',
      header: t.registered,
      cell: (driver) => <span className="whitespace-nowrap tabular-nums">{formatDate(driver.createdAt, locale)}</span>,
    },
    {
      id: 'actions',
      header: t.actions,
      cell: actions,
      // From tablet width the actions stay in sight while the wide table scrolls beneath them.
      className: 'sm:sticky sm:right-0 sm:bg-card sm:shadow-[inset_1px_0_0_var(--color-border)] sm:[&:is(th)]:bg-muted',
    },
  ];
}

/** The CSV export: one column per figure, amounts as plain integers, headers in the language shown. */
export function driverCsvColumns(t: Texts, locale: Locale): CsvColumn<AdminDriver>[] {
  return [
    { header: t.csv.id, value: (d) => d.id },
    { header: t.csv.name, value: (d) => d.name },
    { header: t.csv.email, value: (d) => d.email },
    { header: t.csv.phone, value: (d) => d.phone },
    { header: t.csv.type, value: (d) => t.driverTypes[d.driverType] },
    { header: t.csv.business, value: (d) => businessOf(d, t) },
    { header: t.csv.status, value: (d) => t.statuses[adminDriverStatus(d)] },
    { header: t.csv.rating, value: (d) => formatRating(d.rating, locale, 0) },
    { header: t.csv.deliveries, value: (d) => d.totalDeliveries },
    { header: t.csv.sessions, value: (d) => d.activeSessions },
    { header: t.csv.earnings, value: (d) => d.totalEarnings },
    { header: t.csv.documents, value: (d) => d.documentsCount },
    { header: t.csv.vehicle, value: (d) => d.vehicleType },
    { header: t.csv.plate, value: (d) => d.vehiclePlate },
    { header: t.csv.registered, value: (d) => formatDate(d.createdAt, locale) },
  ];
}
