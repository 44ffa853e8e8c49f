import { DRIVER_UI } from '@livra/shared/ui/driver';
import { Bike } from 'lucide-react';
import { Link } from '@/components/link';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useTexts } from '@/lib/i18n';
import { useDriverLiveUpdates, useMyDeliveries } from '../api';
import { nextActionOf } from '../actions';
import { ActionButton } from '../components/action-button';
import { BottomActionBar } from '../components/bottom-action-bar';
import { DeliveryCard } from '../components/delivery-card';
import { useDriverActions } from '../pending-actions';

/**
 * `/driver-dashboard/orders`: my deliveries, oldest first, each with its next step —
 * Récupérée → En cours de livraison → Livrée → Espèces encaissées. On a phone the first
 * delivery's step is repeated in the bottom bar, under the thumb.
 */
export default function DriverOrdersPage() {
  useDriverLiveUpdates();
  const deliveries = useMyDeliveries();
  const actions = useDriverActions();
  const t = useTexts('driver', DRIVER_UI);
  const first = deliveries.data?.[0];
  const firstAction = first ? nextActionOf(first) : null;

  return (
    <>
      <PageHeader title={t.myDeliveries} description={t.myDeliveriesDescription} />
      {deliveries.isError && !deliveries.data ? (
        <LoadError error={deliveries.error} onRetry={() => void deliveries.refetch()} />
      ) : !deliveries.data ? (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy>
          <Skeleton className="h-96 rounded-lg" />
          <Skeleton className="hidden h-96 rounded-lg lg:block" />
        </div>
      ) : deliveries.data.length === 0 ? (
        <EmptyState
          icon={Bike}
          title={t.noCurrentDelivery}
          description={t.noDeliveriesHint}
          action={
            <Button asChild size="lg">
              <Link to="/driver-dashboard">{t.seeOffers}</Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
          {deliveries.data.map((order) => (
            <li key={order.id}>
              <DeliveryCard order={order} pending={actions.pendingFor(order.id)} onRun={actions.run} heading="h2" />
            </li>
          ))}
        </ul>
      )}
      {first && firstAction && (
        <BottomActionBar>
          <ActionButton action={firstAction} pending={actions.pendingFor(first.id)} onRun={actions.run} />
        </BottomActionBar>
      )}
    </>
  );
}
