import type { AdminDriverChoice, AdminOrderDetail } from '@livra/shared/admin-orders';
import { MESSAGES } from '@livra/shared/messages';
import { ORDERS_ADMIN_UI } from '@livra/shared/ui/orders-admin';
import { Bike } from 'lucide-react';
import { useId, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { SearchInput } from '@/components/search-input';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useAssignAdminOrderDriver, useDriverChoices } from './api';

/** Folds accents and case: `seny conte` finds `Alseny Conté`. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The drivers the order may go to (active, approved, with an account; service drivers of its
 * business only), those on duty and least busy first, with a search on name, phone or plate.
 */
export function DriverPicker({ order, onDone }: { order: AdminOrderDetail; onDone: () => void }) {
  const choices = useDriverChoices(order.id);
  const assign = useAssignAdminOrderDriver();
  const [text, setText] = useState('');
  const id = useId();
  const t = useTexts('ordersAdmin', ORDERS_ADMIN_UI);
  const wanted = fold(text.trim());
  const shown = (choices.data ?? []).filter(
    (driver) => !wanted || fold(`${driver.name} ${driver.phone} ${driver.vehiclePlate ?? ''}`).includes(wanted),
  );

  function choose(driver: AdminDriverChoice) {
    assign.mutate(
      { id: order.id, driverId: driver.id },
      {
        onSuccess: () => {
          toast.success(MESSAGES.adminDriverAssigned(driver.name));
          onDone();
        },
        onError: (error) =>
          toast.error(MESSAGES.errorTitle, { description: errorMessage(error, MESSAGES.driverAssignError) }),
      },
    );
  }

  return (
    <div className="space-y-3 rounded-lg border bg-muted/40 p-3">
      <SearchInput
        label={t.searchDriver}
        className="block"
        value={text}
        onChange={setText}
        id={id}
        placeholder={t.driverPlaceholder}
      />
      {choices.isError && !choices.data ? (
        <LoadError error={choices.error} onRetry={() => void choices.refetch()} className="py-6" />
      ) : !choices.data ? (
        <div className="space-y-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-md bg-card px-3 py-4 text-center text-sm text-muted-foreground">
          {choices.data.length === 0 ? t.noEligibleDriver : t.noDriverMatch}
        </p>
      ) : (
        <ul className="max-h-80 space-y-2 overflow-y-auto" aria-label={t.availableDrivers}>
          {shown.map((driver) => {
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
                      {driver.driverType === 'service' ? t.businessDriver : t.independent}
                    </Badge>
                    {driver.onDuty ? (
                      <Badge variant="success">{t.onDuty}</Badge>
                    ) : (
                      <Badge variant="secondary">{t.offDuty}</Badge>
                    )}
                  </p>
                  <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                    <span>{driver.phone}</span>
                    <span className="inline-flex items-center gap-1">
                      <Bike aria-hidden className="size-3.5" />
                      {driver.vehicleType}
                      {driver.vehiclePlate && ` · ${driver.vehiclePlate}`}
                    </span>
                    <span>{t.activeDeliveries(driver.activeDeliveries)}</span>
                  </p>
                </div>
                <Button
                  className="col-span-2 h-11 sm:col-span-1 sm:h-10"
                  variant={current ? 'secondary' : 'default'}
                  disabled={current || assign.isPending}
                  loading={assign.isPending && assign.variables?.driverId === driver.id}
                  onClick={() => choose(driver)}
                >
                  {current ? t.assigned : t.assign}
                  {!current && <span className="sr-only"> {driver.name}</span>}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
