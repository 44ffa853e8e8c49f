import { formatDateTime, relativeTime } from '@livra/shared/dates';
import { formatGNF, formatGNFFull } from '@livra/shared/money';
import { LOCALE_TAGS } from '@livra/shared/locale';
import type { PartnerDriverDetail } from '@livra/shared/partner-ops';
import { ArrowLeft, Banknote, Bike, Clock, ClipboardList, Phone, Star, Timer } from 'lucide-react';
import { useParams } from 'react-router';
import { Link } from '@/components/link';
import { LoadError } from '@/components/load-error';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePartnerDriver } from '../components/ops/api';
import { DriverBadges } from '../components/ops/driver-badges';
import { usePartnerOpsTexts } from '../components/ops/texts';
import { PartnerPage } from '../components/partner-page';
import { StatCard, StatCardSkeleton } from '@/components/stat-card';
import { useLocale } from '@/lib/i18n';
import { placeholderKeys } from '@/lib/utils';

export default function PartnerDriverDetailPage() {
  const { id = '' } = useParams();
  const t = usePartnerOpsTexts();
  return (
    <PartnerPage title={t.driver} description={t.driverIntro}>
      {(business) => <DriverDetail businessId={business.id} driverId={id} />}
    </PartnerPage>
  );
}

function DriverDetail({ businessId, driverId }: { businessId: string; driverId: string }) {
  const t = usePartnerOpsTexts();
  const query = usePartnerDriver(businessId, driverId);
  return (
    <div className="space-y-6">
      <Link
        to="/partner-dashboard/drivers"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> {t.allMyDrivers}
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
  const t = usePartnerOpsTexts();
  const locale = useLocale();
  const tag = LOCALE_TAGS[locale];
  return (
    <>
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5">
        <Avatar src={driver.avatarUrl} name={driver.name} className="size-16 text-lg" />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="truncate text-xl font-bold">{driver.name}</h2>
          <DriverBadges driver={driver} />
          <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <Bike aria-hidden className="size-4" />{' '}
              {t.vehicleLabels[driver.vehicleType as keyof typeof t.vehicleLabels] ?? driver.vehicleType}
              {driver.vehiclePlate && ` · ${driver.vehiclePlate}`}
            </span>
            {driver.rating > 0 && (
              <span className="inline-flex items-center gap-1">
                <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />{' '}
                {t.outOfFive(driver.rating.toLocaleString(tag))}
              </span>
            )}
            {driver.lastActive && <span>{t.activeAgo(relativeTime(driver.lastActive, undefined, locale))}</span>}
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
          label={t.deliveriesThisMonth}
          value={performance.deliveriesThisMonth}
          hint={t.totalForBusiness(driver.deliveries)}
        />
        <StatCard
          icon={Banknote}
          label={t.cashCollected}
          value={
            <span title={formatGNFFull(performance.cashCollectedThisMonth, locale)}>
              {formatGNF(performance.cashCollectedThisMonth, locale)}
            </span>
          }
          hint={t.thisMonthPaid}
        />
        <StatCard
          icon={Timer}
          label={t.averageTime}
          value={performance.averageDeliveryMinutes === null ? '—' : t.minutes(performance.averageDeliveryMinutes)}
          hint={t.pickupToDoor}
        />
        <StatCard
          icon={Clock}
          label={t.onTime}
          value={
            performance.onTimeShare === null
              ? '—'
              : `${performance.onTimeShare.toLocaleString(tag)}${locale === 'fr' ? ' %' : '%'}`
          }
          hint={t.deliveredBeforeEstimate}
        />
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t.latestDeliveries}</CardTitle>
        </CardHeader>
        <CardContent>
          {deliveries.length === 0 ? (
            <EmptyState icon={Bike} title={t.noDeliveries} className="border-none py-6" />
          ) : (
            <ul className="divide-y">
              {deliveries.map((delivery) => (
                <li key={delivery.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold">{delivery.customerName}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      <span className="font-mono">{delivery.orderNumber}</span> ·{' '}
                      {formatDateTime(delivery.actualDelivery ?? delivery.createdAt, locale)}
                    </p>
                    {delivery.deliveryAddress && (
                      <p className="truncate text-xs text-muted-foreground">{delivery.deliveryAddress}</p>
                    )}
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span className="text-sm font-semibold tabular-nums">
                      {formatGNFFull(delivery.grandTotal, locale)}
                    </span>
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
  const t = usePartnerOpsTexts();
  return (
    <div role="status" className="space-y-6" aria-label={t.loadingDriver}>
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
