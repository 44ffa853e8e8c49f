import type { AdminAnalytics } from '@livra/shared/admin-analytics';
import { ADMIN_ANALYTICS_UI } from '@livra/shared/ui/admin-analytics';
import { UI_EN } from '@livra/shared/ui/en';
import { describe, expect, it } from 'vitest';
import { analyticsCsv } from './analytics-export';
import { formatGrowth, longMonth, percentOf } from './analytics-format';

const DATA: AdminAnalytics = {
  months: 3,
  periodStart: '2026-09-01T00:00:00.000Z',
  generatedAt: '2026-11-25T10:00:00.000Z',
  summary: {
    revenue: { total: 900_000, thisMonth: 600_000, lastMonth: 300_000, growth: 100 },
    orders: { total: 9, thisMonth: 4, lastMonth: 0, growth: null },
    activeUsers: { total: 2, thisMonth: 2, lastMonth: 2, growth: 0 },
    activeDrivers: { total: 1, thisMonth: 1, lastMonth: 2, growth: -50 },
  },
  revenueByMonth: [{ month: '2026-11', revenue: 600_000, orders: 4 }],
  ordersByStatus: [{ status: 'delivered', name: 'Livrée', count: 9 }],
  userGrowth: [{ month: '2026-11', count: 2 }],
  orderGrowth: [{ month: '2026-11', count: 4 }],
  topBusinesses: [],
  topDrivers: [],
  metrics: { pendingOrders: 1, activeDrivers: 2, activeBusinesses: 3, totalBusinesses: 4 },
};

const linesOf = (csv: string) => csv.replace('\uFEFF', '').split('\r\n');

describe('the analytics export', () => {
  it('is in French by default: headers, months and statuses', () => {
    const lines = linesOf(analyticsCsv(DATA, ADMIN_ANALYTICS_UI));
    expect(lines[0]).toBe('Résumé (3 derniers mois)');
    expect(lines).toContain('Mois;Commandes payées;Revenus (GNF)');
    expect(lines).toContain('novembre 2026;4;600000');
    expect(lines).toContain('Livrée;9');
  });

  it('is in English when English is chosen: headers, months (en-GB) and statuses', () => {
    const lines = linesOf(analyticsCsv(DATA, UI_EN.adminAnalytics, 'en'));
    expect(lines[0]).toBe('Summary (last 3 months)');
    expect(lines).toContain('Month;Paid orders;Revenue (GNF)');
    expect(lines).toContain('November 2026;4;600000');
    expect(lines).toContain('Delivered;9');
    expect(lines.some((line) => line.startsWith('Total orders;9;4;0;New'))).toBe(true);
  });

  it('formats growth, shares and months in each language', () => {
    expect(formatGrowth(100)).toBe('+100 %');
    expect(formatGrowth(100, 'en', 'New')).toBe('+100%');
    expect(formatGrowth(-12.5, 'en', 'New')).toBe('−12.5%');
    expect(formatGrowth(null, 'en', 'New')).toBe('New');
    expect(percentOf(1, 4)).toBe('25 %');
    expect(percentOf(1, 4, 'en')).toBe('25%');
    expect(longMonth('2026-03', 'en')).toBe('March 2026');
  });
});
