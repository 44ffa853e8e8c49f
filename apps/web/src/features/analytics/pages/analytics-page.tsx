import {
  ANALYTICS_MONTHS,
  type AdminAnalytics,
  type AnalyticsMonths,
  DEFAULT_ANALYTICS_MONTHS,
} from '@livra/shared/admin-analytics';
import { MESSAGES } from '@livra/shared/messages';
import { formatGNFFull } from '@livra/shared/money';
import { ADMIN_ANALYTICS_UI } from '@livra/shared/ui/admin-analytics';
import { Download, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { downloadCsv } from '@/lib/csv';
import { useLocale, useMessage, useTexts } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useAdminAnalytics } from '../admin-analytics-api';
import {
  OrdersBarChart,
  PIE_PALETTE,
  RevenueAreaChart,
  type StatusSlice,
  StatusPieChart,
  UsersLineChart,
} from '../components/analytics-charts';
import { analyticsCsv } from '../components/analytics-export';
import {
  DetailedMetrics,
  SummaryCards,
  TopList,
  topBusinessRows,
  topDriverRows,
} from '../components/analytics-figures';
import { longMonth, percentOf } from '../components/analytics-format';

/** `?months=` in the URL: a reload or a shared link shows the same window. */
function useMonthsParam() {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get('months'));
  const months = ANALYTICS_MONTHS.includes(value as AnalyticsMonths)
    ? (value as AnalyticsMonths)
    : DEFAULT_ANALYTICS_MONTHS;
  const setMonths = (next: AnalyticsMonths) =>
    setParams(
      (current) => {
        if (next === DEFAULT_ANALYTICS_MONTHS) current.delete('months');
        else current.set('months', String(next));
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  return [months, setMonths] as const;
}

/** Analytique et Rapports (spec 02 §2): the platform's figures month by month, from stored data. */
export default function AnalyticsPage() {
  const [months, setMonths] = useMonthsParam();
  const analytics = useAdminAnalytics(months);
  const data = analytics.data;
  const t = useTexts('adminAnalytics', ADMIN_ANALYTICS_UI);
  const locale = useLocale();
  const message = useMessage();
  const monthChoices = ANALYTICS_MONTHS.map((value) => ({ key: String(value), value, label: t.months(value) }));

  const exportCsv = () => {
    if (!data) return;
    downloadCsv(t.csvFileName(data.months, data.generatedAt.slice(0, 10)), analyticsCsv(data, t, locale));
  };

  return (
    <>
      <PageHeader
        eyebrow={t.eyebrow}
        title={t.title}
        description={t.description}
        actions={
          <>
            <Button variant="outline" onClick={() => void analytics.refetch()} disabled={analytics.isFetching}>
              <RefreshCw aria-hidden className={cn(analytics.isFetching && 'animate-spin')} /> {t.refresh}
            </Button>
            <Button onClick={exportCsv} disabled={!data}>
              <Download aria-hidden /> {t.export}
            </Button>
          </>
        }
      />
      <div className="space-y-6">
        <ChoiceChips
          label={t.period}
          choices={monthChoices}
          value={months}
          onChange={setMonths}
          className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1 sm:inline-grid"
          chipClassName={(selected) =>
            cn(
              'flex h-11 items-center justify-center rounded-md px-4 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground',
              selected && 'bg-card text-foreground shadow-sm',
            )
          }
        />
        {analytics.isError && !data ? (
          <LoadError
            // The server's reason when it gave one; else the spec's (spec 02 §8, admin loads).
            error={
              analytics.error instanceof ApiError
                ? analytics.error
                : new ApiError(500, message(MESSAGES.analyticsLoadError))
            }
            onRetry={() => void analytics.refetch()}
          />
        ) : (
          <div
            className={cn('space-y-6 transition-opacity', analytics.isPlaceholderData && 'opacity-60')}
            aria-busy={analytics.isFetching}
          >
            <section aria-labelledby="analytics-summary" className="space-y-3">
              <h2 id="analytics-summary" className="text-lg font-semibold">
                {t.summaryHeading(months)}
              </h2>
              <SummaryCards data={data} />
            </section>
            <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
              <RevenueCard data={data} />
              <StatusCard data={data} />
              <MonthlyCard
                title={t.newUsersTitle}
                description={t.newUsersDescription}
                data={data}
                points={data?.userGrowth}
                header={t.newUsers}
                chart={(points) => <UsersLineChart points={points} />}
              />
              <MonthlyCard
                title={t.newOrdersTitle}
                description={t.newOrdersDescription}
                data={data}
                points={data?.orderGrowth}
                header={t.orders}
                chart={(points) => <OrdersBarChart points={points} />}
              />
              <ChartCard title={t.topBusinesses} description={t.topBusinessesDescription}>
                <TopList rows={topBusinessRows(data, t, locale)} empty={t.noOrdersInPeriod} />
              </ChartCard>
              <ChartCard title={t.topDrivers} description={t.topDriversDescription}>
                <TopList rows={topDriverRows(data, t, locale)} empty={t.noDeliveriesInPeriod} />
              </ChartCard>
            </div>
            <section aria-labelledby="analytics-metrics" className="space-y-3">
              <h2 id="analytics-metrics" className="text-lg font-semibold">
                {t.detailedMetrics}
              </h2>
              <DetailedMetrics data={data} />
            </section>
          </div>
        )}
      </div>
    </>
  );
}

function ChartCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <h2 className="text-base font-semibold leading-tight">{title}</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const ChartSkeleton = () => <Skeleton className="h-56 w-full sm:h-64" />;

/** The figures of a chart for screen readers (the chart itself is hidden from them). */
function FiguresTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: string[][] }) {
  return (
    // A table ignores the 1 px width of `sr-only`: the wrapper hides it (no overflow at 360 px).
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={header(index)} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={header(index)}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
const header = (index: number) => `cell-${index}`;

function RevenueCard({ data }: { data: AdminAnalytics | undefined }) {
  const t = useTexts('adminAnalytics', ADMIN_ANALYTICS_UI);
  const locale = useLocale();
  const points = data?.revenueByMonth;
  return (
    <ChartCard title={t.revenueTitle} description={t.revenueDescription}>
      {points ? (
        <>
          <RevenueAreaChart points={points} />
          <FiguresTable
            caption={t.revenueCaption}
            headers={[t.month, t.revenue, t.paidOrders]}
            rows={points.map((point) => [
              longMonth(point.month, locale),
              formatGNFFull(point.revenue, locale),
              String(point.orders),
            ])}
          />
        </>
      ) : (
        <ChartSkeleton />
      )}
    </ChartCard>
  );
}

function MonthlyCard({
  title,
  description,
  data,
  points,
  header: column,
  chart,
}: {
  title: string;
  description: string;
  data: AdminAnalytics | undefined;
  points: { month: string; count: number }[] | undefined;
  header: string;
  chart: (points: { month: string; count: number }[]) => ReactNode;
}) {
  const t = useTexts('adminAnalytics', ADMIN_ANALYTICS_UI);
  const locale = useLocale();
  return (
    <ChartCard title={title} description={description}>
      {data && points ? (
        <>
          {chart(points)}
          <FiguresTable
            caption={title}
            headers={[t.month, column]}
            rows={points.map((point) => [longMonth(point.month, locale), String(point.count)])}
          />
        </>
      ) : (
        <ChartSkeleton />
      )}
    </ChartCard>
  );
}

function StatusCard({ data }: { data: AdminAnalytics | undefined }) {
  const t = useTexts('adminAnalytics', ADMIN_ANALYTICS_UI);
  const locale = useLocale();
  const slices: StatusSlice[] | undefined = data?.ordersByStatus
    .filter((entry) => entry.count > 0)
    .map((entry, index) => ({
      ...entry,
      name: t.orderStatuses[entry.status] ?? entry.name,
      color: PIE_PALETTE[index % PIE_PALETTE.length],
    }));
  const total = slices?.reduce((sum, slice) => sum + slice.count, 0) ?? 0;
  return (
    <ChartCard title={t.byStatusTitle} description={t.byStatusDescription}>
      {!slices ? (
        <ChartSkeleton />
      ) : total === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noOrdersInPeriod}</p>
      ) : (
        <>
          <StatusPieChart slices={slices} />
          {/* The legend says each slice in words: readable without the colours and by screen readers. */}
          <ul className="mt-2 grid grid-cols-1 gap-1.5 text-sm min-[400px]:grid-cols-2">
            {slices.map((slice) => (
              <li key={slice.status} className="flex items-center gap-2">
                <span aria-hidden className="size-3 shrink-0 rounded-sm" style={{ backgroundColor: slice.color }} />
                <span className="min-w-0 flex-1">{slice.name}</span>
                <span className="font-semibold tabular-nums">
                  {slice.count} · {percentOf(slice.count, total, locale)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </ChartCard>
  );
}
