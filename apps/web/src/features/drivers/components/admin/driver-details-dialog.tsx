import { MESSAGES } from '@livra/shared/messages';
import { shortDriverId, type AdminDriver } from '@livra/shared/admin-drivers';
import { formatDate, formatDateTime } from '@livra/shared/dates';
import { formatGNFFull } from '@livra/shared/money';
import { DRIVER_ADMIN_UI } from '@livra/shared/ui/driver-admin';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Avatar } from '@/components/ui/avatar';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale, useMessage, useTexts } from '@/lib/i18n';
import { useAdminDriver } from '../../admin-api';
import { DriverStatusBadge, formatRating } from './driver-columns';

interface DriverDetailsDialogProps {
  driver: AdminDriver | null;
  onOpenChange: (open: boolean) => void;
}

/** Everything the admin knows of one driver, read afresh from the server. */
export function DriverDetailsDialog({ driver, onOpenChange }: DriverDetailsDialogProps) {
  const details = useAdminDriver(driver?.id ?? null);
  const shown = details.data ?? driver;
  const t = useTexts('driverAdmin', DRIVER_ADMIN_UI);
  const message = useMessage();
  return (
    <Dialog open={driver !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{shown?.name ?? t.driver}</DialogTitle>
          <DialogDescription>{t.driverSheet(shown ? shortDriverId(shown.id) : '')}</DialogDescription>
        </DialogHeader>
        {details.isError && !details.data ? (
          <LoadError
            error={details.error}
            onRetry={() => void details.refetch()}
            title={message(MESSAGES.driverFetchError)}
          />
        ) : shown ? (
          <DriverFacts driver={shown} />
        ) : (
          <Skeleton className="h-48 w-full" />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DriverFacts({ driver }: { driver: AdminDriver }) {
  const t = useTexts('driverAdmin', DRIVER_ADMIN_UI);
  const locale = useLocale();
  const facts: [string, ReactNode][] = [
    [t.status, <DriverStatusBadge key="status" driver={driver} />],
    [t.email, driver.email],
    [t.phone, driver.phone],
    [t.type, t.driverTypes[driver.driverType]],
    [t.business, driver.driverType === 'independent' ? t.independent : (driver.businessName ?? '—')],
    [t.vehicle, [driver.vehicleType, driver.vehiclePlate].filter(Boolean).join(' · ')],
    [t.rating, `${formatRating(driver.rating, locale, 1, 3)} / 5.0`],
    [t.deliveries, driver.totalDeliveries],
    [t.earnings, formatGNFFull(driver.totalEarnings, locale)],
    [t.documents, driver.documentsCount],
    [t.onDuty, driver.activeSessions > 0 ? t.yes : t.no],
    [t.loginAccount, driver.userId ? t.yes : t.none],
    [t.registered, formatDate(driver.createdAt, locale)],
    [t.lastActivity, driver.lastActive ? formatDateTime(driver.lastActive, locale) : '—'],
  ];
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3">
        <Avatar src={driver.avatarUrl} name={driver.name} className="size-12" />
        <p className="font-mono text-sm text-muted-foreground break-all">{driver.id}</p>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm min-[420px]:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="mb-2 font-medium break-words min-[420px]:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
