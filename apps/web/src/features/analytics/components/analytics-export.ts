import type { AdminAnalytics } from '@livra/shared/admin-analytics';
import { type CsvColumn, toCsv } from '@/lib/csv';
import { longMonth } from './analytics-format';

const BOM = '\uFEFF';

/** One table of the export: a title line, then its own header and rows. */
function section<Row>(title: string, columns: CsvColumn<Row>[], rows: readonly Row[]): string {
  return toCsv([{ header: title, value: () => '' }], []).replace(BOM, '') + toCsv(columns, rows).replace(BOM, '');
}

const month = <Row extends { month: string }>(): CsvColumn<Row> => ({
  header: 'Mois',
  value: (row) => longMonth(row.month),
});

/**
 * Every series of the page in one CSV file a French spreadsheet opens as it is: the cards,
 * the monthly series, the statuses, both top lists (all ten) and the stats block, one table
 * after the other with a blank line between. Amounts in whole GNF.
 */
export function analyticsCsv(data: AdminAnalytics): string {
  const { revenue, orders, activeUsers, activeDrivers } = data.summary;
  const cards = [
    { name: 'Revenus totaux (GNF)', ...revenue },
    { name: 'Commandes totales', ...orders },
    { name: 'Utilisateurs actifs (ce mois)', ...activeUsers },
    { name: 'Livreurs actifs (ce mois)', ...activeDrivers },
  ];
  const metrics = [
    { name: 'Commandes en attente', value: data.metrics.pendingOrders },
    { name: 'Comptes livreurs actifs', value: data.metrics.activeDrivers },
    { name: 'Commerces ouverts', value: data.metrics.activeBusinesses },
    { name: 'Total des commerces', value: data.metrics.totalBusinesses },
  ];
  const sections = [
    section(
      `Résumé (${data.months} derniers mois)`,
      [
        { header: 'Indicateur', value: (row) => row.name },
        { header: 'Total', value: (row) => row.total },
        { header: 'Ce mois', value: (row) => row.thisMonth },
        { header: 'Mois dernier', value: (row) => row.lastMonth },
        // A number (not `+100 %`): a spreadsheet computes with it, and a leading `+` would be escaped.
        { header: 'Évolution (%)', value: (row) => (row.growth === null ? 'Nouveau' : row.growth) },
      ],
      cards,
    ),
    section(
      'Revenus par mois',
      [
        month(),
        { header: 'Commandes payées', value: (row) => row.orders },
        { header: 'Revenus (GNF)', value: (row) => row.revenue },
      ],
      data.revenueByMonth,
    ),
    section(
      'Commandes par statut',
      [
        { header: 'Statut', value: (row) => row.name },
        { header: 'Commandes', value: (row) => row.count },
      ],
      data.ordersByStatus,
    ),
    section(
      'Nouveaux utilisateurs par mois',
      [month(), { header: 'Nouveaux utilisateurs', value: (row) => row.count }],
      data.userGrowth,
    ),
    section(
      'Nouvelles commandes par mois',
      [month(), { header: 'Commandes', value: (row) => row.count }],
      data.orderGrowth,
    ),
    section(
      'Meilleurs commerces',
      [
        { header: 'Commerce', value: (row) => row.name },
        { header: 'Commandes', value: (row) => row.orders },
        { header: 'Revenus (GNF)', value: (row) => row.revenue },
      ],
      data.topBusinesses,
    ),
    section(
      'Meilleurs livreurs',
      [
        { header: 'Livreur', value: (row) => row.name },
        { header: 'Livraisons', value: (row) => row.deliveries },
        { header: 'Gains (GNF)', value: (row) => row.earnings },
      ],
      data.topDrivers,
    ),
    section(
      'Métriques détaillées',
      [
        { header: 'Indicateur', value: (row) => row.name },
        { header: 'Valeur', value: (row) => row.value },
      ],
      metrics,
    ),
  ];
  return BOM + sections.join('\r\n');
}
