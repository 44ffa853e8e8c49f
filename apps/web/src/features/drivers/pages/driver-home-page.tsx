import { DRIVER_UI } from '@livra/shared/ui/driver';
import { Bike, ChevronRight, PackageSearch, PowerOff } from 'lucide-react';
import { Link } from '@/components/link';
import { DashboardGreeting } from '@/components/dashboard-greeting';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ChangePasswordCard } from '@/features/auth/components/change-password-form';
import { useDriverLiveUpdates, useDriverMe, useMyDeliveries, useOffers } from '../api';
import { BottomActionBar } from '../components/bottom-action-bar';
import { DeliveryCard } from '../components/delivery-card';
import { DriverStats, DriverStatsSkeleton } from '../components/driver-stats';
import { DutyToggle } from '../components/duty-toggle';
import { OfferCard, OfferCardSkeleton } from '../components/offer-card';
import { useDriverActions } from '../pending-actions';
import { useTexts } from '@/lib/i18n';
import { useNow } from '@/lib/use-now';

/** `/driver-dashboard`: on / off duty, today's figures, the delivery in hand and the orders to take. */
export default function DriverHomePage() {
  useDriverLiveUpdates();
  const me = useDriverMe();
  const deliveries = useMyDeliveries();
  const onDuty = me.data?.onDuty ?? false;
  const offers = useOffers(onDuty);
  const actions = useDriverActions();
  const now = useNow(30_000);
  const current = deliveries.data?.[0];
  const deliveryCount = deliveries.data?.length ?? 0;
  const t = useTexts('driver', DRIVER_UI);

  return (
    <div className="space-y-6">
      <DashboardGreeting eyebrow={t.driverSpace} description={t.homeDescription} />
      {me.isError && !me.data ? (
        <LoadError error={me.error} onRetry={() => void me.refetch()} />
      ) : !me.data ? (
        <div className="space-y-4">
          <Skeleton className="h-16 rounded-md" />
          <DriverStatsSkeleton />
        </div>
      ) : (
        <>
          <DutyToggle me={me.data} className="hidden lg:block lg:max-w-md" />
          <p className="text-center text-sm font-medium lg:hidden" aria-hidden>
            {onDuty ? t.onDuty : t.offDuty}
          </p>
          <DriverStats stats={me.data.stats} />
        </>
      )}

      <section aria-labelledby="current-delivery" className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="current-delivery" className="text-lg font-semibold">
            {t.currentDelivery}
          </h2>
          {deliveryCount > 1 && (
            <Link to="/driver-dashboard/orders" className="flex min-h-11 items-center text-sm font-medium text-primary">
              {t.allDeliveries(deliveryCount)} <ChevronRight aria-hidden className="size-4" />
            </Link>
          )}
        </div>
        {deliveries.isError && !deliveries.data ? (
          <LoadError error={deliveries.error} onRetry={() => void deliveries.refetch()} />
        ) : !deliveries.data ? (
          <Skeleton className="h-48 rounded-lg" />
        ) : current ? (
          <DeliveryCard order={current} compact pending={actions.pendingFor(current.id)} onRun={actions.run} />
        ) : (
          <EmptyState icon={Bike} title={t.noCurrentDelivery} description={t.acceptBelow} />
        )}
      </section>

      <section aria-labelledby="offers" className="space-y-3">
        <h2 id="offers" className="text-lg font-semibold">
          {t.offersTitle}
        </h2>
        {!me.data ? (
          <OfferCardSkeleton />
        ) : !onDuty ? (
          <EmptyState icon={PowerOff} title={t.offDuty} description={t.offDutyHome} />
        ) : offers.isError && !offers.data ? (
          <LoadError error={offers.error} onRetry={() => void offers.refetch()} />
        ) : !offers.data ? (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <OfferCardSkeleton />
            <OfferCardSkeleton />
          </div>
        ) : offers.data.items.length === 0 ? (
          <EmptyState
            icon={PackageSearch}
            title={t.noOffers}
            description={t.noOffersHint}
            action={
              <Button variant="outline" size="lg" onClick={() => void offers.refetch()} loading={offers.isFetching}>
                {t.refresh}
              </Button>
            }
          />
        ) : (
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {offers.data.items.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} now={now} pending={actions.pendingFor(offer.id)} onRun={actions.run} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {me.data && (
        <section aria-labelledby="account" className="space-y-3">
          <h2 id="account" className="text-lg font-semibold">
            {t.myAccount}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t.driverTypes[me.data.driver.driverType]}
            {me.data.driver.businessName && ` · ${me.data.driver.businessName}`} · {me.data.driver.vehicleType}
            {me.data.driver.vehiclePlate && ` ${me.data.driver.vehiclePlate}`} · {me.data.driver.phone}
          </p>
          <div className="max-w-xl">
            <ChangePasswordCard />
          </div>
        </section>
      )}
      {me.data && (
        <BottomActionBar>
          <DutyToggle me={me.data} hint={false} />
        </BottomActionBar>
      )}
    </div>
  );
}
