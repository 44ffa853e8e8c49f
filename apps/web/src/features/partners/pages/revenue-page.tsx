import { dateLocale } from '@livra/shared/dates';
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

type Scale = 'daily' | 'weekly' | 'monthly';

/** `YYYY-MM-DD` as a calendar day, whatever the phone's time zone. */
const day = (iso: string) => {
  const [year, month, date] = iso.split('-').map(Number);
  return new Date(year, month - 1, date);
};
const fr = { locale: dateLocale };

const SCALES: Record<
  Scale,
  { tab: string; title: string; label: (d: Date) => string; longLabel: (d: Date) => string }
> = {
  daily: {
    tab: 'Jours',
    title: '7 derniers jours',
    label: (d) => format(d, 'EEEEEE d', fr),
    longLabel: (d) => format(d, 'EEEE d MMMM', fr),
  },
  weekly: {
    tab: 'Semaines',
    title: '4 dernières semaines (du lundi au dimanche)',
    label: (d) => format(d, 'd MMM', fr),
    longLabel: (d) => `Semaine du ${format(d, 'd MMMM', fr)}`,
  },
  monthly: {
    tab: 'Mois',
    title: 'Depuis le 1er janvier',
    label: (d) => format(d, 'MMM', fr),
    longLabel: (d) => format(d, 'MMMM yyyy', fr),
  },
};

export default function RevenuePage() {
  return (
    <PartnerPage
      title="Revenus"
      description="Les paiements encaissés (commandes payées), par jour, par semaine et par mois."
    >
      {(business) => <Revenue business={business} />}
    </PartnerPage>
  );
}

function Revenue({ business }: { business: PartnerBusinessSummary }) {
  const revenue = usePartnerRevenue(business.id);
  const [scale, setScale] = useState<Scale>('daily');

  if (revenue.isError) return <LoadError error={revenue.error} onRetry={() => void revenue.refetch()} />;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card>
        <Tabs value={scale} onValueChange={(value) => setScale(value as Scale)}>
          <CardHeader className="gap-3">
            <TabsList className="grid w-full grid-cols-3 sm:w-auto sm:self-start">
              {(Object.keys(SCALES) as Scale[]).map((key) => (
                <TabsTrigger key={key} value={key} className="min-h-11 sm:min-h-0">
                  {SCALES[key].tab}
                </TabsTrigger>
              ))}
            </TabsList>
          </CardHeader>
          {(Object.keys(SCALES) as Scale[]).map((key) => (
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
          <CardTitle>Meilleurs articles du mois</CardTitle>
          <CardDescription>Part de tous les articles vendus (commandes non annulées).</CardDescription>
        </CardHeader>
        <CardContent>
          {revenue.data ? <TopItemsList items={revenue.data.topItems} /> : <TopItemsSkeleton />}
        </CardContent>
      </Card>
    </div>
  );
}

function Series({ scale, points }: { scale: Scale; points: PartnerRevenue[Scale] }) {
  const { title, label, longLabel } = SCALES[scale];
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
        <p className="text-3xl font-bold tracking-tight tabular-nums">{formatGNFFull(total)}</p>
        <p className="text-sm text-muted-foreground">
          {orders} commande{orders > 1 ? 's' : ''} payée{orders > 1 ? 's' : ''}
        </p>
      </div>
      {total === 0 ? (
        <EmptyState
          icon={BarChart3}
          title="Aucun paiement encaissé sur cette période"
          description="Les commandes comptent ici une fois payées à la livraison."
        />
      ) : (
        <RevenueChart points={labelled} />
      )}
      {/* The figures behind the bars, readable without the chart (and by screen readers), and exportable. */}
      <DataTable
        caption={`Revenus : ${title.toLowerCase()}`}
        columns={FIGURE_COLUMNS}
        rows={labelled.slice().reverse()}
        rowKey={(point) => point.start}
        empty={null}
        exportName={`revenus-${scale}`}
      />
    </div>
  );
}

const FIGURE_COLUMNS: DataColumn<LabelledPoint>[] = [
  {
    id: 'period',
    header: 'Période',
    cell: (point) => point.longLabel,
    csv: (point) => point.longLabel,
    className: 'first-letter:uppercase',
  },
  {
    id: 'orders',
    header: 'Commandes payées',
    cell: (point) => point.orders,
    csv: (point) => point.orders,
    numeric: true,
  },
  {
    id: 'revenue',
    header: 'Revenus (GNF)',
    cell: (point) => <span title={formatGNFFull(point.revenue)}>{formatGNF(point.revenue)}</span>,
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
