import { DEFAULT_PERIOD, PERIODS, type Period } from '@livra/shared/dates';
import { LOCALE_TAGS, type Locale } from '@livra/shared/locale';
import { formatGNF, formatGNFFull } from '@livra/shared/money';
import type { PartnerBusinessSummary, PartnerStats } from '@livra/shared/partners';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowRight, Banknote, Clock, Hourglass, ShoppingBag, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useSession } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { cn, placeholderKeys } from '@/lib/utils';
import { partnerStatsQuery } from '../api';
import { PartnerPage } from '../components/partner-page';
import { PeriodPicker } from '../components/period-picker';
import { RecentOrdersList, RecentOrdersSkeleton } from '../components/recent-orders';
import { StatCard, StatCardSkeleton } from '@/components/stat-card';
import { TopItemsList, TopItemsSkeleton } from '../components/top-items';
import { usePartnerTexts } from '../texts';

type Texts = ReturnType<typeof usePartnerTexts>;

export default function PartnerOverviewPage() {
  const { user } = useSession();
  const t = usePartnerTexts();
  return (
    <PartnerPage
      eyebrow={t.dashboard}
      documentTitle={t.dashboard}
      title={user ? t.hello(user.name) : t.dashboard}
      description={t.overviewIntro}
    >
      {(business) => <Overview business={business} />}
    </PartnerPage>
  );
}

function usePeriod(): [Period, (period: Period) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('period');
  const period = PERIODS.includes(value as Period) ? (value as Period) : DEFAULT_PERIOD;
  const setPeriod = (next: Period) =>
    setParams(
      (current) => {
        current.set('period', next);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  return [period, setPeriod];
}

function Overview({ business }: { business: PartnerBusinessSummary }) {
  const t = usePartnerTexts();
  const locale = useLocale();
  const [period, setPeriod] = usePeriod();
  // The previous period's figures stay (dimmed) while the next ones load.
  const stats = useQuery({ ...partnerStatsQuery(business.id, period), placeholderData: keepPreviousData });
  const data = stats.data;

  return (
    <div className="space-y-6">
      <PeriodPicker value={period} onChange={setPeriod} />
      {stats.isError && !data ? (
        <LoadError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <div
          className={cn('space-y-6 transition-opacity', stats.isPlaceholderData && 'opacity-60')}
          aria-busy={stats.isFetching}
        >
          <Figures stats={data} periodLabel={t.periodLabels[period]} t={t} locale={locale} />
          <div className="grid gap-6 lg:grid-cols-2">
            <Section
              title={t.latestOrders}
              action={
                <Link
                  to="/partner-dashboard/orders"
                  className="flex min-h-11 items-center gap-1 text-sm font-semibold text-primary hover:underline"
                >
                  {t.allOrders} <ArrowRight aria-hidden className="size-4" />
                </Link>
              }
            >
              {data ? <RecentOrdersList orders={data.recentOrders} /> : <RecentOrdersSkeleton />}
            </Section>
            <Section title={t.topItemsOf(t.periodLabels[period])} subtitle={t.topItemsShare}>
              {data ? <TopItemsList items={data.topItems} /> : <TopItemsSkeleton />}
            </Section>
          </div>
        </div>
      )}
    </div>
  );
}

function Figures({
  stats,
  periodLabel,
  t,
  locale,
}: {
  stats: PartnerStats | undefined;
  periodLabel: string;
  t: Texts;
  locale: Locale;
}) {
  if (!stats) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {placeholderKeys(5).map((key) => (
          <StatCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      <StatCard icon={ShoppingBag} label={t.orders} value={stats.orders} hint={periodLabel} />
      <StatCard
        icon={Banknote}
        label={t.revenueCollected}
        value={<span title={formatGNFFull(stats.revenue, locale)}>{formatGNF(stats.revenue, locale)}</span>}
        hint={t.paymentsReceived(periodLabel)}
      />
      <Link to="/partner-dashboard/orders" className="rounded-lg">
        <StatCard
          icon={Hourglass}
          label={t.pending}
          value={stats.pendingOrders}
          hint={t.rightNowAllPeriods}
          highlight={stats.pendingOrders > 0}
          className="h-full"
        />
      </Link>
      <StatCard
        icon={Star}
        label={t.averageRating}
        value={stats.reviewCount > 0 ? t.outOfFive(stats.averageRating.toLocaleString(LOCALE_TAGS[locale])) : '—'}
        hint={stats.reviewCount > 0 ? t.reviews(stats.reviewCount) : t.noReviews}
      />
      <StatCard
        icon={Clock}
        label={t.deliveryTime}
        value={t.minutes(stats.averageDeliveryMinutes)}
        hint={stats.deliveriesMeasured > 0 ? t.averageOf(stats.deliveriesMeasured) : t.defaultEstimate}
        className="col-span-2 lg:col-span-1"
      />
    </div>
  );
}

function Section({
  title,
  subtitle,
  action,
  children,
}: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <CardTitle>{title}</CardTitle>
          {subtitle && <p className="text-xs text-muted-foreground">{subtitle}</p>}
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
