import { ANALYTICS_TOP_SHOWN, type AdminAnalytics, type MonthOverMonth } from '@livra/shared/admin-analytics';
import type { Locale, Translation } from '@livra/shared/locale';
import { formatGNF, formatGNFFull } from '@livra/shared/money';
import { ADMIN_ANALYTICS_UI } from '@livra/shared/ui/admin-analytics';
import { Banknote, Bike, Hourglass, ShoppingBag, Store, TrendingDown, TrendingUp, Truck, Users } from 'lucide-react';
import { StatCard, StatCardSkeleton } from '@/components/stat-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale, useTexts } from '@/lib/i18n';
import { cn, placeholderKeys } from '@/lib/utils';
import { formatGrowth } from './analytics-format';

const GRID = 'grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4';

/** `Ce mois : 4` then `+100 % vs mois dernier (2)`, the change coloured and said in words. */
function Growth({
  figure,
  format,
  lead,
}: {
  figure: MonthOverMonth;
  format: (value: number) => string;
  lead?: string;
}) {
  const t = useTexts('adminAnalytics', ADMIN_ANALYTICS_UI);
  const locale = useLocale();
  const { growth } = figure;
  const Icon = growth !== null && growth < 0 ? TrendingDown : TrendingUp;
  return (
    <span className="flex flex-col gap-0.5">
      <span>{lead ?? t.thisMonthLead(format(figure.thisMonth))}</span>
      <span
        className={cn(
          'inline-flex items-center gap-1 font-semibold',
          growth === null || growth > 0 ? 'text-green-700' : growth < 0 ? 'text-red-700' : 'text-muted-foreground',
        )}
      >
        <Icon aria-hidden className="size-3.5" />
        {t.versusLastMonth(formatGrowth(growth, locale, t.newFigure), format(figure.lastMonth))}
      </span>
    </span>
  );
}

const count = (value: number) => String(value);

/** The four cards (spec 02 §2): over the window, with this month against last month. */
export function SummaryCards({ data }: { data: AdminAnalytics | undefined }) {
  const t = useTexts('adminAnalytics', ADMIN_ANALYTICS_UI);
  const locale = useLocale();
  const money = (value: number) => formatGNF(value, locale);
  if (!data) {
    return (
      <div className={GRID}>
        {placeholderKeys(4).map((key) => (
          <StatCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  const { revenue, orders, activeUsers, activeDrivers } = data.summary;
  return (
    <div className={GRID}>
      <StatCard
        icon={Banknote}
        label={t.totalRevenue}
        value={<span title={formatGNFFull(revenue.total, locale)}>{formatGNF(revenue.total, locale)}</span>}
        hint={<Growth figure={revenue} format={money} />}
      />
      <StatCard
        icon={ShoppingBag}
        label={t.totalOrders}
        value={orders.total}
        hint={<Growth figure={orders} format={count} />}
      />
      <StatCard
        icon={Users}
        label={t.activeUsers}
        value={activeUsers.total}
        hint={<Growth figure={activeUsers} format={count} lead={t.activeUsersLead} />}
      />
      <StatCard
        icon={Bike}
        label={t.activeDrivers}
        value={activeDrivers.total}
        hint={<Growth figure={activeDrivers} format={count} lead={t.activeDriversLead} />}
      />
    </div>
  );
}

/** The detailed metrics block (spec 02 §2), counted now. */
export function DetailedMetrics({ data }: { data: AdminAnalytics | undefined }) {
  const t = useTexts('adminAnalytics', ADMIN_ANALYTICS_UI);
  const metrics = data?.metrics;
  const rows = [
    { icon: Hourglass, label: t.pendingOrders, value: metrics?.pendingOrders },
    { icon: Truck, label: t.activeDriverAccounts, value: metrics?.activeDrivers },
    { icon: Store, label: t.openBusinesses, value: metrics?.activeBusinesses },
    { icon: Store, label: t.totalBusinesses, value: metrics?.totalBusinesses },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {rows.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex flex-col gap-1 rounded-lg border bg-muted/40 p-3">
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon aria-hidden className="size-4 shrink-0" />
            {label}
          </dt>
          <dd className="text-xl font-bold tabular-nums">{value ?? <Skeleton className="h-7 w-12" />}</dd>
        </div>
      ))}
    </dl>
  );
}

interface TopRow {
  id: string;
  name: string;
  first: string;
  second: string;
}

/** A ranked list of the first five (the data keeps ten: spec 02 §9). */
export function TopList({ rows, empty }: { rows: TopRow[] | undefined; empty: string }) {
  if (!rows) {
    return (
      <div className="space-y-3">
        {placeholderKeys(ANALYTICS_TOP_SHOWN).map((key) => (
          <Skeleton key={key} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ol className="divide-y">
      {rows.slice(0, ANALYTICS_TOP_SHOWN).map((row, index) => (
        <li key={row.id} className="flex items-center gap-3 py-2.5">
          <span
            aria-hidden
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700"
          >
            {index + 1}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{row.name}</span>
            <span className="block text-sm text-muted-foreground">{row.first}</span>
          </span>
          <span className="shrink-0 text-right font-semibold tabular-nums">{row.second}</span>
        </li>
      ))}
    </ol>
  );
}

type Texts = Translation<typeof ADMIN_ANALYTICS_UI>;

export const topBusinessRows = (data: AdminAnalytics | undefined, t: Texts, locale: Locale): TopRow[] | undefined =>
  data?.topBusinesses.map((row) => ({
    id: row.id,
    name: row.name,
    first: t.ordersCount(row.orders),
    second: formatGNF(row.revenue, locale),
  }));

export const topDriverRows = (data: AdminAnalytics | undefined, t: Texts, locale: Locale): TopRow[] | undefined =>
  data?.topDrivers.map((row) => ({
    id: row.id,
    name: row.name,
    first: t.deliveriesCount(row.deliveries),
    second: formatGNF(row.earnings, locale),
  }));
