import { LOCALE_TAGS } from '@livra/shared/locale';
import { formatGNF } from '@livra/shared/money';
import type { PartnerDriver } from '@livra/shared/partner-ops';
import { MESSAGES } from '@livra/shared/messages';
import { Bike, ChevronRight, Phone, Star, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/components/link';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePartnerDrivers, useSetDriverActive } from '../components/ops/api';
import { DriverBadges } from '../components/ops/driver-badges';
import { usePartnerOpsMessage, usePartnerOpsTexts } from '../components/ops/texts';
import { PartnerPage } from '../components/partner-page';
import { errorMessage } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { placeholderKeys } from '@/lib/utils';

export default function PartnerDriversPage() {
  const t = usePartnerOpsTexts();
  return (
    <PartnerPage title={t.driversTitle} description={t.driversIntro}>
      {(business) => <DriversList businessId={business.id} />}
    </PartnerPage>
  );
}

function DriversList({ businessId }: { businessId: string }) {
  const t = usePartnerOpsTexts();
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
        title={t.noDrivers}
        description={t.noDriversHint}
        action={
          <Button asChild variant="outline" className="h-11">
            <Link to="/devenir-chauffeur">{t.driverApplicationPage}</Link>
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
  const t = usePartnerOpsTexts();
  const locale = useLocale();
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs">
      <div className="flex items-start gap-3">
        <Avatar src={driver.avatarUrl} name={driver.name} className="size-12" />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="truncate font-semibold">{driver.name}</p>
          <DriverBadges driver={driver} />
          <p className="text-sm text-muted-foreground">
            {t.vehicleLabels[driver.vehicleType as keyof typeof t.vehicleLabels] ?? driver.vehicleType}
            {driver.vehiclePlate && ` · ${driver.vehiclePlate}`}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 rounded-md bg-muted/60 p-2 text-center text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">{t.deliveries}</dt>
          <dd className="font-bold tabular-nums">{driver.deliveries}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t.rating}</dt>
          <dd className="inline-flex items-center gap-1 font-bold tabular-nums">
            {driver.rating > 0 ? (
              <>
                <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
                {driver.rating.toLocaleString(LOCALE_TAGS[locale])}
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t.earnings}</dt>
          <dd className="font-bold tabular-nums">{formatGNF(driver.earnings, locale)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" className="h-11 flex-1">
          <a href={`tel:${driver.phone.replace(/[^\d+]/g, '')}`}>
            <Phone aria-hidden /> {t.call}
          </a>
        </Button>
        <Button asChild className="h-11 flex-1">
          <Link to={`/partner-dashboard/drivers/${driver.id}`}>
            {t.details} <ChevronRight aria-hidden />
          </Link>
        </Button>
      </div>
      <ActiveToggle driver={driver} businessId={businessId} />
    </li>
  );
}

/** Deactivating asks first (the driver is signed out at once); activating does not. */
function ActiveToggle({ driver, businessId }: { driver: PartnerDriver; businessId: string }) {
  const t = usePartnerOpsTexts();
  const translate = usePartnerOpsMessage();
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
        onError: (error) => toast.error(MESSAGES.errorTitle, { description: translate(errorMessage(error)) }),
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
          <UserX aria-hidden /> {t.deactivateForMe}
        </Button>
      ) : (
        <Button variant="outline" className="h-11" loading={setActive.isPending} onClick={() => change(true)}>
          <UserCheck aria-hidden /> {t.reactivate}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.deactivateTitle(driver.name)}
        description={t.deactivateText}
        confirmLabel={t.deactivate}
        pending={setActive.isPending}
        onConfirm={() => change(false)}
      />
    </>
  );
}
