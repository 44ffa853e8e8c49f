import { MESSAGES } from '@livra/shared/messages';
import { DEFAULT_PERIOD, PERIODS, type Period } from '@livra/shared/dates';
import { isOrderStatus, type OrderStatus } from '@livra/shared/order-lifecycle';
import { ADMIN_HOME_UI } from '@livra/shared/ui/admin-home';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { DashboardGreeting } from '@/components/dashboard-greeting';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { PeriodPicker } from '@/features/partners/components/period-picker';
import { useMessage, useTexts } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useAdminStats } from '../admin-home-api';
import { AdminFigures, PendingRequestsCard } from '../components/admin-figures';
import { ADMIN_LINKS } from '../components/admin-links';
import { LatestOrders, OrderStatusFilter } from '../components/latest-orders';
import { QuickSearch } from '../components/quick-search';

/** `?period=` and `?status=` in the URL: a reload or a shared link shows the same view. */
function useHomeParams() {
  const [params, setParams] = useSearchParams();
  const period = params.get('period');
  const status = params.get('status') ?? '';
  const set = (key: string, value: string | undefined) =>
    setParams(
      (current) => {
        if (value) current.set(key, value);
        else current.delete(key);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  return {
    period: PERIODS.includes(period as Period) ? (period as Period) : DEFAULT_PERIOD,
    status: isOrderStatus(status) ? status : undefined,
    setPeriod: (next: Period) => set('period', next),
    setStatus: (next: OrderStatus | undefined) => set('status', next),
  };
}

/** The admin home, also shown at /admin-dashboard/settings (spec 02 §2, §3). */
export default function AdminHomePage() {
  const { period, status, setPeriod, setStatus } = useHomeParams();
  const stats = useAdminStats(period);
  const t = useTexts('adminHome', ADMIN_HOME_UI);
  const periodLabel = t.periods[period];
  const message = useMessage();

  return (
    <div className="space-y-6">
      <DashboardGreeting eyebrow={t.eyebrow} description={t.description} />
      <PendingRequestsCard stats={stats.data} />
      <section aria-labelledby="figures-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="figures-heading" className="text-lg font-semibold">
            {t.statsHeading(periodLabel)}
          </h2>
          <div className="w-full sm:w-auto">
            <PeriodPicker value={period} onChange={setPeriod} />
          </div>
        </div>
        {stats.isError && !stats.data ? (
          <LoadError
            error={stats.error}
            onRetry={() => void stats.refetch()}
            title={message(MESSAGES.statsLoadError)}
          />
        ) : (
          <div
            className={cn('transition-opacity', stats.isPlaceholderData && 'opacity-60')}
            aria-busy={stats.isFetching}
          >
            <AdminFigures stats={stats.data} periodLabel={periodLabel} />
          </div>
        )}
      </section>
      <Section title={t.quickSearch}>
        <QuickSearch />
      </Section>
      <Section
        title={t.latestOrders}
        action={
          <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
            <OrderStatusFilter value={status} onChange={setStatus} />
            <Link
              to={ADMIN_LINKS.orders}
              className="flex min-h-11 items-center gap-1 text-sm font-semibold text-primary hover:underline"
            >
              {t.allOrders} <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
        }
      >
        <LatestOrders status={status} />
      </Section>
    </div>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold leading-tight">{title}</h2>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
