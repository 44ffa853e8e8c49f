import { formatGNF, formatGNFFull } from '@livra/shared/money';
import type { RevenuePoint } from '@livra/shared/partners';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocale } from '@/lib/i18n';
import { usePartnerTexts } from '../texts';

/** Recharts lives here and in the revenue page only, so no other page downloads it. */
export interface LabelledPoint extends RevenuePoint {
  label: string;
  longLabel: string;
}

export function RevenueChart({ points }: { points: LabelledPoint[] }) {
  const t = usePartnerTexts();
  const locale = useLocale();
  // Drawn for the eye only: hidden from assistive technology, with recharts' keyboard layer off so
  // nothing hidden takes focus; the page's table beside it gives the same figures in text.
  return (
    <div className="h-64 w-full sm:h-80" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={false}
            fontSize={12}
            interval="preserveStartEnd"
            minTickGap={4}
            tickMargin={8}
          />
          <YAxis
            tickLine={false}
            axisLine={false}
            fontSize={11}
            width={56}
            tickFormatter={(value: number) => formatGNF(value, locale).replace(/\s?GNF/, '')}
          />
          <Tooltip
            cursor={{ fill: 'var(--color-brand-50)' }}
            content={({ active, payload }) => {
              const point = active ? (payload?.[0]?.payload as LabelledPoint | undefined) : undefined;
              if (!point) return null;
              return (
                <div className="rounded-md border bg-card px-3 py-2 text-sm shadow-md">
                  <p className="font-semibold">{point.longLabel}</p>
                  <p>{formatGNFFull(point.revenue, locale)}</p>
                  <p className="text-muted-foreground">{t.paidOrders(point.orders)}</p>
                </div>
              );
            }}
          />
          <Bar dataKey="revenue" fill="var(--color-brand-500)" radius={[4, 4, 0, 0]} maxBarSize={48} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
