import { MESSAGES } from '@livra/shared/messages';
import { LOCALE_TAGS } from '@livra/shared/locale';
import { PARTNER_OPS_TEXTS, type DriverCandidate, type PartnerOrderDetail } from '@livra/shared/partner-ops';
import { Bike, Star } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/i18n';
import { useAssignDriver, useDriverCandidates } from './api';
import { usePartnerOpsMessage, usePartnerOpsTexts } from './texts';

/** The business's own drivers first, then independent drivers on duty, nearest first. */
export function AssignDriverPanel({
  businessId,
  order,
  onDone,
}: {
  businessId: string;
  order: PartnerOrderDetail;
  onDone: () => void;
}) {
  const t = usePartnerOpsTexts();
  const translate = usePartnerOpsMessage();
  const tag = LOCALE_TAGS[useLocale()];
  const candidates = useDriverCandidates(businessId, true);
  const assign = useAssignDriver();

  function choose(driver: DriverCandidate) {
    assign.mutate(
      { businessId, orderId: order.id, driverId: driver.id },
      {
        onSuccess: () => {
          toast.success(translate(PARTNER_OPS_TEXTS.driverAssigned(driver.name)));
          onDone();
        },
        onError: (error) =>
          toast.error(MESSAGES.errorTitle, { description: translate(errorMessage(error, MESSAGES.driverAssignError)) }),
      },
    );
  }

  return (
    <div className="space-y-2 rounded-lg border bg-muted/40 p-3">
      <p className="text-sm font-semibold">{t.chooseDriver}</p>
      {candidates.isError && !candidates.data ? (
        <LoadError error={candidates.error} onRetry={() => void candidates.refetch()} className="py-6" />
      ) : !candidates.data ? (
        <div className="space-y-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : candidates.data.length === 0 ? (
        <p className="rounded-md bg-card px-3 py-4 text-center text-sm text-muted-foreground">{t.noDriverAvailable}</p>
      ) : (
        <ul className="space-y-2">
          {candidates.data.map((driver) => {
            const current = driver.id === order.driverId;
            return (
              <li
                key={driver.id}
                className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-3 rounded-md border bg-card p-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]"
              >
                <Avatar src={driver.avatarUrl} name={driver.name} className="size-10" />
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-1.5 font-semibold">
                    <span className="truncate">{driver.name}</span>
                    <Badge variant={driver.driverType === 'service' ? 'brand' : 'secondary'}>
                      {driver.driverType === 'service' ? t.yourDriver : t.independent}
                    </Badge>
                    {driver.onDuty && <Badge variant="success">{t.onDuty}</Badge>}
                  </p>
                  <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                    <span className="inline-flex items-center gap-1">
                      <Bike aria-hidden className="size-3.5" />
                      {t.vehicleLabels[driver.vehicleType as keyof typeof t.vehicleLabels] ?? driver.vehicleType}
                      {driver.vehiclePlate && ` · ${driver.vehiclePlate}`}
                    </span>
                    {driver.rating > 0 && (
                      <span className="inline-flex items-center gap-0.5">
                        <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
                        {driver.rating.toLocaleString(tag)}
                      </span>
                    )}
                    <span>{t.deliveriesCount(driver.deliveries)}</span>
                    {driver.distanceKm !== null && (
                      <span>{t.distance(driver.distanceKm.toLocaleString(tag, { maximumFractionDigits: 1 }))}</span>
                    )}
                  </p>
                </div>
                <Button
                  className="col-span-2 h-11 sm:col-span-1"
                  variant={current ? 'secondary' : 'default'}
                  disabled={current || assign.isPending}
                  loading={assign.isPending && assign.variables?.driverId === driver.id}
                  onClick={() => choose(driver)}
                >
                  {current ? t.assigned : t.assign}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
