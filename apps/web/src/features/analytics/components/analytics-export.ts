import type { AdminAnalytics } from '@livra/shared/admin-analytics';
import type { Locale, Translation } from '@livra/shared/locale';
import type { ADMIN_ANALYTICS_UI } from '@livra/shared/ui/admin-analytics';
import { type CsvColumn, toCsv } from '@/lib/csv';
import { longMonth } from './analytics-format';

const BOM = '\uFEFF';

/** One table of the export: a title line, then its own header and rows. */
function section<Row>(title: string, columns: CsvColumn<Row>[], rows: readonly Row[]): string {
  return toCsv([{ header: title, value: () => '' }], []).replace(BOM, '') + toCsv(columns, rows).replace(BOM, '');
}

type Texts = Translation<typeof ADMIN_ANALYTICS_UI>;

/**
 * Every series of the page in one CSV file a French spreadsheet opens as it is: the cards,
 * the monthly series, the statuses, both top lists (all ten) and the stats block, one table
 * after the other with a blank line between. Amounts in whole GNF.
 */
export function analyticsCsv(data: AdminAnalytics, t: Texts, locale: Locale = 'fr'): string {
  const month = <Row extends { month: string }>(): CsvColumn<Row> => ({
    header: t.month,
    value: (row) => longMonth(row.month, locale),
  });
  const { revenue, orders, activeUsers, activeDrivers } = data.summary;
  const cards = [
    { name: t.csvTotalRevenue, ...revenue },
    { name: t.totalOrders, ...orders },
    { name: t.csvActiveUsers, ...activeUsers },
    { name: t.csvActiveDrivers, ...activeDrivers },
  ];
  const metrics = [
    { name: t.pendingOrders, value: data.metrics.pendingOrders },
    { name: t.activeDriverAccounts, value: data.metrics.activeDrivers },
    { name: t.openBusinesses, value: data.metrics.activeBusinesses },
    { name: t.totalBusinesses, value: data.metrics.totalBusinesses },
  ];
  const sections = [
    section(
      t.csvSummary(data.months),
      [
        { header: t.csvIndicator, value: (row) => row.name },
        { header: t.csvTotal, value: (row) => row.total },
        { header: t.csvThisMonth, value: (row) => row.thisMonth },
        { header: t.csvLastMonth, value: (row) => row.lastMonth },
        // A number (not `+100 %`): a spreadsheet computes with it, and a leading `+` would be escaped.
        { header: t.csvGrowth, value: (row) => (row.growth === null ? t.newFigure : row.growth) },
      ],
      cards,
    ),
    section(
      t.revenueCaption,
      [
        month(),
        { header: t.paidOrders, value: (row) => row.orders },
        { header: t.csvRevenue, value: (row) => row.revenue },
      ],
      data.revenueByMonth,
    ),
    section(
      t.byStatusTitle,
      [
        { header: t.csvStatus, value: (row) => t.orderStatuses[row.status] ?? row.name },
        { header: t.orders, value: (row) => row.count },
      ],
      data.ordersByStatus,
    ),
    section(t.newUsersTitle, [month(), { header: t.newUsers, value: (row) => row.count }], data.userGrowth),
    section(t.newOrdersTitle, [month(), { header: t.orders, value: (row) => row.count }], data.orderGrowth),
    section(
      t.topBusinesses,
      [
        { header: t.csvBusiness, value: (row) => row.name },
        { header: t.orders, value: (row) => row.orders },
        { header: t.csvRevenue, value: (row) => row.revenue },
      ],
      data.topBusinesses,
    ),
    section(
      t.topDrivers,
      [
        { header: t.csvDriver, value: (row) => row.name },
        { header: t.csvDeliveries, value: (row) => row.deliveries },
        { header: t.csvEarnings, value: (row) => row.earnings },
      ],
      data.topDrivers,
    ),
    section(
      t.detailedMetrics,
      [
        { header: t.csvIndicator, value: (row) => row.name },
        { header: t.csvValue, value: (row) => row.value },
      ],
      metrics,
    ),
  ];
  return BOM + sections.join('\r\n');
}
