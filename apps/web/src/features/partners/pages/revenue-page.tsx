import { dateLocale } from '@livra/shared/dates';
import { LOCALE_TAGS, type Locale } from '@livra/shared/locale';
import { formatGNF, formatGNFFull } from '@livra/shared/money';
import type { PartnerBusinessSummary, PartnerRevenue, RevenuePoint } from '@livra/shared/partners';
import { format } from 'date-fns';
import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePartnerRevenue } from '../api';
import { PartnerPage } from '../components/partner-page';
import { RevenueChart, type LabelledPoint } from '../components/revenue-chart';
import { TopItemsList, TopItemsSkeleton } from '../components/top-items';
import { useLocale } from '@/lib/i18n';
import { usePartnerTexts } from '../texts';

type Texts = ReturnType<typeof usePartnerTexts>;

type Scale = 'daily' | 'weekly' | 'monthly';

/** `YYYY-MM-DD` as a calendar day, whatever the phone's time zone. */
const day = (iso: string) => {
  const [year, month, date] = iso.split('-').map(Number);
  return new Date(year, month - 1, date);
};
const fr = { locale: dateLocale };

/** A day in French by its date-fns pattern, in English by `Intl` (no second date-fns locale). */
const dayFormat = (pattern: string, english: Intl.DateTimeFormatOptions) => (d: Date, locale: Locale) =>
  locale === 'fr' ? format(d, pattern, fr) : new Intl.DateTimeFormat(LOCALE_TAGS[locale], english).format(d);

interface ScaleTexts {
  tab: string;
  title: string;
  label: (d: Date) => string;
  longLabel: (d: Date) => string;
}

const SCALES: Scale[] = ['daily', 'weekly', 'monthly'];

function scaleTexts(scale: Scale, t: Texts, locale: Locale): ScaleTexts {
  if (scale === 'daily') {
    return {
      tab: t.days,
      title: t.last7Days,
      label: (d) => dayFormat('EEEEEE d', { weekday: 'short', day: 'numeric' })(d, locale),
      longLabel: (d) => dayFormat('EEEE d MMMM', { weekday: 'long', day: 'numeric', month: 'long' })(d, locale),
    };
  }
  if (scale === 'weekly') {
    return {
      tab: t.weeks,
      title: t.last4Weeks,
      label: (d) => dayFormat('d MMM', { day: 'numeric', month: 'short' })(d, locale),
      longLabel: (d) => t.weekOf(dayFormat('d MMMM', { day: 'numeric', month: 'long' })(d, locale)),
    };
  }
  return {
    tab: t.months,
    title: t.sinceJanuary,
    label: (d) => dayFormat('MMM', { month: 'short' })(d, locale),
    longLabel: (d) => dayFormat('MMMM yyyy', { month: 'long', year: 'numeric' })(d, locale),
  };
}

export default function RevenuePage() {
  const t = usePartnerTexts();
  return (
    <PartnerPage title={t.revenue} description={t.revenueIntro}>
      {(business) => <Revenue business={business} />}
    </PartnerPage>
  );
}

function Revenue({ business }: { business: PartnerBusinessSummary }) {
  const t = usePartnerTexts();
  const locale = useLocale();
  const revenue = usePartnerRevenue(business.id);
  const [scale, setScale] = useState<Scale>('daily');

  if (revenue.isError) return <LoadError error={revenue.error} onRetry={() => void revenue.refetch()} />;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card>
        <Tabs value={scale} onValueChange={(value) => setScale(value as Scale)}>
          <CardHeader className="gap-3">
            <TabsList className="grid w-full grid-cols-3 sm:w-auto sm:self-start">
              {SCALES.map((key) => (
                <TabsTrigger key={key} value={key} className="min-h-11 sm:min-h-0">
                  {scaleTexts(key, t, locale).tab}
                </TabsTrigger>
              ))}
            </TabsList>
          </CardHeader>
          {SCALES.map((key) => (
            <TabsContent key={key} value={key} className="mt-0">
              <CardContent>
                {revenue.data ? <Series scale={key} points={revenue.data[key]} /> : <SeriesSkeleton />}
              </CardContent>
            </TabsContent>
          ))}
        </Tabs>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t.topItemsOfMonth}</CardTitle>
          <CardDescription>{t.topItemsShare}</CardDescription>
        </CardHeader>
        <CardContent>
          {revenue.data ? <TopItemsList items={revenue.data.topItems} /> : <TopItemsSkeleton />}
        </CardContent>
      </Card>
    </div>
  );
}

function Series({ scale, points }: { scale: Scale; points: PartnerRevenue[Scale] }) {
  const t = usePartnerTexts();
  const locale = useLocale();
  const { title, label, longLabel } = scaleTexts(scale, t, locale);
  const labelled: LabelledPoint[] = points.map((point: RevenuePoint) => ({
    ...point,
    label: label(day(point.start)),
    longLabel: longLabel(day(point.start)),
  }));
  const total = points.reduce((sum, point) => sum + point.revenue, 0);
  const orders = points.reduce((sum, point) => sum + point.orders, 0);

  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm text-muted-foreground">{title}</p>
        <p className="text-3xl font-bold tracking-tight tabular-nums">{formatGNFFull(total, locale)}</p>
        <p className="text-sm text-muted-foreground">{t.paidOrders(orders)}</p>
      </div>
      {total === 0 ? (
        <EmptyState icon={BarChart3} title={t.noPayments} description={t.noPaymentsHint} />
      ) : (
        <RevenueChart points={labelled} />
      )}
      {/* The figures behind the bars, readable without the chart (and by screen readers), and exportable. */}
      <DataTable
        caption={t.revenueOf(title)}
        columns={figureColumns(t, locale)}
        rows={labelled.slice().reverse()}
        rowKey={(point) => point.start}
        empty={null}
        exportName={t.revenueFile(scale)}
      />
    </div>
  );
}

const figureColumns = (t: Texts, locale: Locale): DataColumn<LabelledPoint>[] => [
  {
    id: 'period',
    header: t.period,
    cell: (point) => point.longLabel,
    csv: (point) => point.longLabel,
    className: 'first-letter:uppercase',
  },
  {
    id: 'orders',
    header: t.paidOrdersColumn,
    cell: (point) => point.orders,
    csv: (point) => point.orders,
    numeric: true,
  },
  {
    id: 'revenue',
    header: t.revenueColumn,
    cell: (point) => <span title={formatGNFFull(point.revenue, locale)}>{formatGNF(point.revenue, locale)}</span>,
    csv: (point) => point.revenue,
    numeric: true,
    className: 'font-semibold',
  },
];

function SeriesSkeleton() {
  return (
    <div className="space-y-4">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-9 w-48" />
      <Skeleton className="h-64 w-full sm:h-80" />
    </div>
  );
}
