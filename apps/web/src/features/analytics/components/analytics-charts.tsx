import type { AdminAnalytics } from '@livra/shared/admin-analytics';
import type { Locale } from '@livra/shared/locale';
import { formatGNFFull } from '@livra/shared/money';
import { ADMIN_ANALYTICS_UI } from '@livra/shared/ui/admin-analytics';
import type { ReactNode } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useLocale, useTexts } from '@/lib/i18n';
import { axisGNF, longMonth, percentOf, shortMonth } from './analytics-format';

/**
 * The four charts of the analytics page (spec 02 §2). Each is drawn for the eye only: the
 * wrapper is hidden from assistive technology and recharts' keyboard layer is off (so nothing
 * inside takes focus), and the page gives the same figures in text beside each chart.
 */

/** Spec 02 §2: the status pie's five-colour palette (contrast ≥ 3:1 on white for each slice). */
export const PIE_PALETTE = ['#c2410c', '#1d4ed8', '#15803d', '#a16207', '#7e22ce'];

const AXIS = { tickLine: false, axisLine: false, fontSize: 12, tickMargin: 8 } as const;

function ChartFrame({ children }: { children: ReactNode }) {
  return (
    <div className="h-56 w-full sm:h-64" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        {children as never}
      </ResponsiveContainer>
    </div>
  );
}

function TooltipBox({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div className="rounded-md border bg-card px-3 py-2 text-sm shadow-md">
      <p className="font-semibold first-letter:uppercase">{title}</p>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

type MonthPoint = { month: string };
const monthTooltip =
  <T extends MonthPoint>(lines: (point: T) => string[], locale: Locale) =>
  ({ active, payload }: { active?: boolean; payload?: readonly { payload?: unknown }[] }) => {
    const point = active ? (payload?.[0]?.payload as T | undefined) : undefined;
    return point ? <TooltipBox title={longMonth(point.month, locale)} lines={lines(point)} /> : null;
  };

/** The charts' texts and the month and number formats of the chosen language. */
function useChartTexts() {
  const t = useTexts('adminAnalytics', ADMIN_ANALYTICS_UI);
  const locale = useLocale();
  return {
    t,
    locale,
    month: (month: string) => shortMonth(month, locale),
    gnf: (value: number) => axisGNF(value, locale),
  };
}

export function RevenueAreaChart({ points }: { points: AdminAnalytics['revenueByMonth'] }) {
  const { t, locale, month, gnf } = useChartTexts();
  return (
    <ChartFrame>
      <AreaChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <defs>
          <linearGradient id="analytics-revenue-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--color-brand-500)" stopOpacity={0.35} />
            <stop offset="100%" stopColor="var(--color-brand-500)" stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} stroke="var(--color-border)" />
        <XAxis dataKey="month" tickFormatter={month} interval="preserveStartEnd" minTickGap={4} {...AXIS} />
        <YAxis width={56} tickFormatter={gnf} {...AXIS} fontSize={11} />
        <Tooltip
          content={monthTooltip<AdminAnalytics['revenueByMonth'][number]>(
            (point) => [formatGNFFull(point.revenue, locale), t.paidOrdersCount(point.orders)],
            locale,
          )}
        />
        <Area
          type="monotone"
          dataKey="revenue"
          stroke="var(--color-brand-600)"
          strokeWidth={2}
          fill="url(#analytics-revenue-fill)"
          isAnimationActive={false}
        />
      </AreaChart>
    </ChartFrame>
  );
}

export function UsersLineChart({ points }: { points: AdminAnalytics['userGrowth'] }) {
  const { t, locale, month } = useChartTexts();
  return (
    <ChartFrame>
      <LineChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="var(--color-border)" />
        <XAxis dataKey="month" tickFormatter={month} interval="preserveStartEnd" minTickGap={4} {...AXIS} />
        <YAxis width={36} allowDecimals={false} {...AXIS} fontSize={11} />
        <Tooltip
          content={monthTooltip<AdminAnalytics['userGrowth'][number]>(
            (point) => [t.newUsersCount(point.count)],
            locale,
          )}
        />
        <Line
          type="monotone"
          dataKey="count"
          stroke="#1d4ed8"
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ChartFrame>
  );
}

export function OrdersBarChart({ points }: { points: AdminAnalytics['orderGrowth'] }) {
  const { t, locale, month } = useChartTexts();
  return (
    <ChartFrame>
      <BarChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="var(--color-border)" />
        <XAxis dataKey="month" tickFormatter={month} interval="preserveStartEnd" minTickGap={4} {...AXIS} />
        <YAxis width={40} allowDecimals={false} {...AXIS} fontSize={11} />
        <Tooltip
          cursor={{ fill: 'var(--color-brand-50)' }}
          content={monthTooltip<AdminAnalytics['orderGrowth'][number]>((point) => [t.ordersCount(point.count)], locale)}
        />
        <Bar
          dataKey="count"
          fill="var(--color-brand-500)"
          radius={[4, 4, 0, 0]}
          maxBarSize={40}
          isAnimationActive={false}
        />
      </BarChart>
    </ChartFrame>
  );
}

export type StatusSlice = AdminAnalytics['ordersByStatus'][number] & { color: string };

export function StatusPieChart({ slices }: { slices: StatusSlice[] }) {
  const { t, locale } = useChartTexts();
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  return (
    <ChartFrame>
      <PieChart accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="count"
          nameKey="name"
          outerRadius="70%"
          rootTabIndex={-1}
          isAnimationActive={false}
          labelLine={false}
          // Thin slices get no label (they would overlap at 360 px): the legend gives every share.
          label={({ percent = 0 }: { percent?: number }) => (percent >= 0.04 ? percentOf(percent, 1, locale) : '')}
          fontSize={12}
        >
          {slices.map((slice) => (
            <Cell key={slice.status} fill={slice.color} />
          ))}
        </Pie>
        <Tooltip
          content={({ active, payload }) => {
            const slice = active ? (payload?.[0]?.payload as StatusSlice | undefined) : undefined;
            return slice ? (
              <TooltipBox
                title={slice.name}
                lines={[`${t.ordersCount(slice.count)} · ${percentOf(slice.count, total, locale)}`]}
              />
            ) : null;
          }}
        />
      </PieChart>
    </ChartFrame>
  );
}
