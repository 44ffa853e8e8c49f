import { formatGNF } from '@livra/shared/money';
import type { PartnerDriver } from '@livra/shared/partner-ops';
import { MESSAGES } from '@livra/shared/messages';
import { Bike, ChevronRight, Phone, Star, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePartnerDrivers, useSetDriverActive } from '../components/ops/api';
import { DriverBadges } from '../components/ops/driver-badges';
import { PartnerPage } from '../components/partner-page';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { placeholderKeys } from '@/lib/utils';

export default function PartnerDriversPage() {
  return (
    <PartnerPage
      title="Mes livreurs"
      description="Les livreurs de service rattachés à votre commerce, leurs livraisons et leurs résultats."
    >
      {(business) => <DriversList businessId={business.id} />}
    </PartnerPage>
  );
}

function DriversList({ businessId }: { businessId: string }) {
  const drivers = usePartnerDrivers(businessId);
  if (drivers.isError && !drivers.data)
    return <LoadError error={drivers.error} onRetry={() => void drivers.refetch()} />;
  if (!drivers.data) {
    return (
      <div className="grid gap-3 md:grid-cols-2">
        {placeholderKeys(4).map((key) => (
          <Skeleton key={key} className="h-32 w-full" />
        ))}
      </div>
    );
  }
  if (drivers.data.length === 0) {
    return (
      <EmptyState
        icon={Bike}
        title="Aucun livreur de service pour ce commerce"
        description="Un livreur à vous postule comme « Chauffeur de Service » en choisissant votre commerce ; une fois approuvé par Livra, il apparaît ici. En attendant, les livreurs indépendants en service peuvent prendre vos commandes."
        action={
          <Button asChild variant="outline" className="h-11">
            <Link to="/devenir-chauffeur">Page de candidature livreur</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {drivers.data.map((driver) => (
        <DriverCard key={driver.id} driver={driver} businessId={businessId} />
      ))}
    </ul>
  );
}

function DriverCard({ driver, businessId }: { driver: PartnerDriver; businessId: string }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs">
      <div className="flex items-start gap-3">
        <Avatar src={driver.avatarUrl} name={driver.name} className="size-12" />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="truncate font-semibold">{driver.name}</p>
          <DriverBadges driver={driver} />
          <p className="text-sm text-muted-foreground">
            {driver.vehicleType}
            {driver.vehiclePlate && ` · ${driver.vehiclePlate}`}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 rounded-md bg-muted/60 p-2 text-center text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Livraisons</dt>
          <dd className="font-bold tabular-nums">{driver.deliveries}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Note</dt>
          <dd className="inline-flex items-center gap-1 font-bold tabular-nums">
            {driver.rating > 0 ? (
              <>
                <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
                {driver.rating.toLocaleString('fr-FR')}
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Gains</dt>
          <dd className="font-bold tabular-nums">{formatGNF(driver.earnings)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" className="h-11 flex-1">
          <a href={`tel:${driver.phone.replace(/[^\d+]/g, '')}`}>
            <Phone aria-hidden /> Appeler
          </a>
        </Button>
        <Button asChild className="h-11 flex-1">
          <Link to={`/partner-dashboard/drivers/${driver.id}`}>
            Détails <ChevronRight aria-hidden />
          </Link>
        </Button>
      </div>
      <ActiveToggle driver={driver} businessId={businessId} />
    </li>
  );
}

/** Deactivating asks first (the driver is signed out at once); activating does not. */
function ActiveToggle({ driver, businessId }: { driver: PartnerDriver; businessId: string }) {
  const [confirming, setConfirming] = useState(false);
  const setActive = useSetDriverActive(businessId);
  const change = (isActive: boolean) =>
    setActive.mutate(
      { driverId: driver.id, isActive },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setConfirming(false);
        },
        onError: (error) => toast.error(MESSAGES.errorTitle, { description: errorMessage(error) }),
      },
    );
  return (
    <>
      {driver.isActive ? (
        <Button
          variant="ghost"
          className="h-11 text-destructive hover:bg-danger-soft"
          onClick={() => setConfirming(true)}
        >
          <UserX aria-hidden /> Désactiver pour mon commerce
        </Button>
      ) : (
        <Button variant="outline" className="h-11" loading={setActive.isPending} onClick={() => change(true)}>
          <UserCheck aria-hidden /> Réactiver
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Désactiver ${driver.name} ?`}
        description="Il ne recevra plus vos livraisons : sa session de travail se termine et il est déconnecté tout de suite. Vous pourrez le réactiver à tout moment."
        confirmLabel="Désactiver"
        pending={setActive.isPending}
        onConfirm={() => change(false)}
      />
    </>
  );
}
