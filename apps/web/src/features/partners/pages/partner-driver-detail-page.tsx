import { formatDateTime, relativeTime } from '@livra/shared/dates';
import { formatGNF, formatGNFFull } from '@livra/shared/money';
import type { PartnerDriverDetail } from '@livra/shared/partner-ops';
import { ArrowLeft, Banknote, Bike, Clock, ClipboardList, Phone, Star, Timer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePartnerDriver } from '../components/ops/api';
import { DriverBadges } from '../components/ops/driver-badges';
import { PartnerPage } from '../components/partner-page';
import { StatCard, StatCardSkeleton } from '@/components/stat-card';
import { placeholderKeys } from '@/lib/utils';

export default function PartnerDriverDetailPage() {
  const { id = '' } = useParams();
  return (
    <PartnerPage title="Livreur" description="Ses livraisons pour votre commerce et ses résultats.">
      {(business) => <DriverDetail businessId={business.id} driverId={id} />}
    </PartnerPage>
  );
}

function DriverDetail({ businessId, driverId }: { businessId: string; driverId: string }) {
  const query = usePartnerDriver(businessId, driverId);
  return (
    <div className="space-y-6">
      <Link
        to="/partner-dashboard/drivers"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Tous mes livreurs
      </Link>
      {query.isError && !query.data ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <DetailSkeleton />
      ) : (
        <Loaded detail={query.data} />
      )}
    </div>
  );
}

function Loaded({ detail: { driver, performance, deliveries } }: { detail: PartnerDriverDetail }) {
  return (
    <>
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5">
        <Avatar src={driver.avatarUrl} name={driver.name} className="size-16 text-lg" />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="truncate text-xl font-bold">{driver.name}</h2>
          <DriverBadges driver={driver} />
          <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <Bike aria-hidden className="size-4" /> {driver.vehicleType}
              {driver.vehiclePlate && ` · ${driver.vehiclePlate}`}
            </span>
            {driver.rating > 0 && (
              <span className="inline-flex items-center gap-1">
                <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />{' '}
                {driver.rating.toLocaleString('fr-FR')} / 5
              </span>
            )}
            {driver.lastActive && <span>Actif {relativeTime(driver.lastActive).toLowerCase()}</span>}
          </p>
        </div>
        <a
          href={`tel:${driver.phone.replace(/[^\d+]/g, '')}`}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border bg-card px-4 text-sm font-semibold hover:bg-muted"
        >
          <Phone aria-hidden className="size-4" /> {driver.phone}
        </a>
      </Card>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          icon={ClipboardList}
          label="Livraisons ce mois"
          value={performance.deliveriesThisMonth}
          hint={`${driver.deliveries} au total pour ce commerce`}
        />
        <StatCard
          icon={Banknote}
          label="Espèces encaissées"
          value={
            <span title={formatGNFFull(performance.cashCollectedThisMonth)}>
              {formatGNF(performance.cashCollectedThisMonth)}
            </span>
          }
          hint="Ce mois, commandes payées"
        />
        <StatCard
          icon={Timer}
          label="Délai moyen"
          value={performance.averageDeliveryMinutes === null ? '—' : `${performance.averageDeliveryMinutes} min`}
          hint="De la prise en charge à la porte"
        />
        <StatCard
          icon={Clock}
          label="À l’heure"
          value={performance.onTimeShare === null ? '—' : `${performance.onTimeShare.toLocaleString('fr-FR')} %`}
          hint="Livrées avant l’heure estimée"
        />
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Dernières livraisons</CardTitle>
        </CardHeader>
        <CardContent>
          {deliveries.length === 0 ? (
            <EmptyState icon={Bike} title="Aucune livraison pour votre commerce" className="border-none py-6" />
          ) : (
            <ul className="divide-y">
              {deliveries.map((delivery) => (
                <li key={delivery.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold">{delivery.customerName}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      <span className="font-mono">{delivery.orderNumber}</span> ·{' '}
                      {formatDateTime(delivery.actualDelivery ?? delivery.createdAt)}
                    </p>
                    {delivery.deliveryAddress && (
                      <p className="truncate text-xs text-muted-foreground">{delivery.deliveryAddress}</p>
                    )}
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span className="text-sm font-semibold tabular-nums">{formatGNFFull(delivery.grandTotal)}</span>
                    <OrderStatusBadge status={delivery.status} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" className="space-y-6" aria-label="Chargement du livreur">
      <Skeleton className="h-28 w-full" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {placeholderKeys(4).map((key) => (
          <StatCardSkeleton key={key} />
        ))}
      </div>
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
