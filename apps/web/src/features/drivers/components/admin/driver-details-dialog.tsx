import { MESSAGES } from '@livra/shared/messages';
import { shortDriverId, type AdminDriver } from '@livra/shared/admin-drivers';
import { formatDate, formatDateTime } from '@livra/shared/dates';
import { DRIVER_TYPE_LABELS } from '@livra/shared/drivers';
import { formatGNFFull } from '@livra/shared/money';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Avatar } from '@/components/ui/avatar';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminDriver } from '../../admin-api';
import { DriverStatusBadge } from './driver-columns';

interface DriverDetailsDialogProps {
  driver: AdminDriver | null;
  onOpenChange: (open: boolean) => void;
}

/** Everything the admin knows of one driver, read afresh from the server. */
export function DriverDetailsDialog({ driver, onOpenChange }: DriverDetailsDialogProps) {
  const details = useAdminDriver(driver?.id ?? null);
  const shown = details.data ?? driver;
  return (
    <Dialog open={driver !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{shown?.name ?? 'Livreur'}</DialogTitle>
          <DialogDescription>Fiche du livreur #{shown ? shortDriverId(shown.id) : ''}</DialogDescription>
        </DialogHeader>
        {details.isError && !details.data ? (
          <LoadError error={details.error} onRetry={() => void details.refetch()} title={MESSAGES.driverFetchError} />
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
  const facts: [string, ReactNode][] = [
    ['Statut', <DriverStatusBadge key="status" driver={driver} />],
    ['Email', driver.email],
    ['Téléphone', driver.phone],
    ['Type', DRIVER_TYPE_LABELS[driver.driverType]],
    ['Commerce', driver.driverType === 'independent' ? 'Indépendant' : (driver.businessName ?? '—')],
    ['Véhicule', [driver.vehicleType, driver.vehiclePlate].filter(Boolean).join(' · ')],
    ['Note', `${driver.rating.toLocaleString('fr-FR', { minimumFractionDigits: 1 })} / 5.0`],
    ['Livraisons', driver.totalDeliveries],
    ['Gains', formatGNFFull(driver.totalEarnings)],
    ['Documents', driver.documentsCount],
    ['En service', driver.activeSessions > 0 ? 'Oui' : 'Non'],
    ['Compte de connexion', driver.userId ? 'Oui' : 'Aucun'],
    ['Inscription', formatDate(driver.createdAt)],
    ['Dernière activité', driver.lastActive ? formatDateTime(driver.lastActive) : '—'],
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
