// @vitest-environment jsdom
import type { AdminAnalytics } from '@livra/shared/admin-analytics';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';

/** jsdom lays nothing out: every observed box reports the size of a chart on a 360 px phone. */
class PhoneSizedObserver {
  constructor(private readonly callback: (entries: { contentRect: { width: number; height: number } }[]) => void) {}
  observe() {
    this.callback([{ contentRect: { width: 320, height: 224 } }]);
  }
  unobserve() {}
  disconnect() {}
}

// The page and recharts load lazily on first use: slow on a busy two-core machine.
const SLOW = 30_000;

resetBetweenTests();
beforeEach(() => vi.stubGlobal('ResizeObserver', PhoneSizedObserver));

const months = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const ANALYTICS: AdminAnalytics = {
  months: 6,
  periodStart: '2026-06-01T00:00:00.000Z',
  generatedAt: '2026-11-25T10:00:00.000Z',
  summary: {
    revenue: { total: 8_100_000, thisMonth: 1_500_000, lastMonth: 1_000_000, growth: 50 },
    orders: { total: 83, thisMonth: 4, lastMonth: 2, growth: 100 },
    activeUsers: { total: 3, thisMonth: 3, lastMonth: 0, growth: null },
    activeDrivers: { total: 1, thisMonth: 1, lastMonth: 2, growth: -50 },
  },
  revenueByMonth: months.map((month, i) => ({
    month,
    revenue: [0, 0, 600_000, 5_000_000, 1_000_000, 1_500_000][i],
    orders: i,
  })),
  ordersByStatus: [
    { status: 'pending', name: 'En attente', count: 3 },
    { status: 'confirmed', name: 'Confirmée', count: 0 },
    { status: 'delivered', name: 'Livrée', count: 77 },
    { status: 'cancelled', name: 'Annulée', count: 3 },
  ],
  userGrowth: months.map((month, i) => ({ month, count: i * 2 })),
  orderGrowth: months.map((month, i) => ({ month, count: [10, 12, 15, 20, 2, 4][i] })),
  topBusinesses: Array.from({ length: 7 }, (_, i) => ({
    id: `00000000-0000-4000-8000-00000000000${i}`,
    name: i === 0 ? 'Le Maquis de Kaloum' : `Commerce ${i + 1}`,
    orders: 30 - i,
    revenue: 2_000_000 - i * 100_000,
  })),
  topDrivers: [{ id: '00000000-0000-4000-8000-0000000000d1', name: 'Mamadou Bah', deliveries: 41, earnings: 615_000 }],
  metrics: { pendingOrders: 7, activeDrivers: 4, activeBusinesses: 35, totalBusinesses: 38 },
};

const open = (path = '/admin-dashboard/analytics') => renderApp(path, testQueryClient(testUser('admin')));

describe('admin analytics', () => {
  it(
    'shows the four cards with their change against last month, the lists and the stats block',
    async () => {
      mockApi({ 'GET /api/admin/analytics': { body: ANALYTICS } });
      open();
      expect(await screen.findByRole('heading', { level: 1, name: 'Analytique et Rapports' })).toBeTruthy();
      expect(await screen.findByText('8.1 M GNF')).toBeTruthy();
      expect(screen.getByText('83')).toBeTruthy();
      expect(screen.getByText('+100 % vs mois dernier (2)')).toBeTruthy();
      expect(screen.getByText('+50 % vs mois dernier (1.0 M GNF)')).toBeTruthy();
      expect(screen.getByText('Nouveau vs mois dernier (0)')).toBeTruthy();
      expect(screen.getByText('−50 % vs mois dernier (2)')).toBeTruthy();

      // Five of the ten shown, best first.
      const businesses = screen.getByRole('heading', { name: 'Meilleurs commerces' }).closest('div')
        ?.parentElement as HTMLElement;
      const items = within(businesses).getAllByRole('listitem');
      expect(items).toHaveLength(5);
      expect(items[0].textContent).toContain('Le Maquis de Kaloum');
      expect(items[0].textContent).toContain('2.0 M GNF');
      expect(screen.getByText('41 livraisons')).toBeTruthy();

      const metrics = screen.getByRole('heading', { name: 'Métriques détaillées' }).parentElement as HTMLElement;
      expect(within(metrics).getByText('Commandes en attente').nextSibling?.textContent).toBe('7');
      expect(within(metrics).getByText('Total des commerces').nextSibling?.textContent).toBe('38');
    },
    SLOW,
  );

  it(
    'gives the figures of every chart in text, the pie with its percentages',
    async () => {
      mockApi({ 'GET /api/admin/analytics': { body: ANALYTICS } });
      const { container } = open();
      const revenue = await screen.findByRole('table', { name: 'Revenus par mois' });
      expect(within(revenue).getAllByRole('row')[4].textContent).toBe('septembre 20265 000 000 GNF3');
      expect(screen.getByRole('table', { name: 'Nouvelles commandes par mois' })).toBeTruthy();
      expect(screen.getByRole('table', { name: 'Nouveaux utilisateurs par mois' })).toBeTruthy();
      // The legend in words; zero statuses left out.
      expect(screen.getByText('77 · 93 %')).toBeTruthy();
      expect(screen.queryByText('Confirmée')).toBeNull();
      // The charts are drawn, hidden from assistive technology, with nothing focusable inside.
      await waitFor(() =>
        // 77 of 83 on its slice; the two thin slices (4 %) are left to the legend.
        expect([...container.querySelectorAll('.recharts-wrapper')].map((chart) => chart.textContent)).toContain(
          '93 %',
        ),
      );
      for (const chart of container.querySelectorAll('.recharts-wrapper')) {
        expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
        expect(chart.querySelector('[tabindex]:not([tabindex="-1"])')).toBeNull();
      }
    },
    SLOW,
  );

  it(
    'asks for the chosen window',
    async () => {
      const fetchMock = mockApi({ 'GET /api/admin/analytics': { body: ANALYTICS } });
      open();
      await screen.findByText('8.1 M GNF');
      fireEvent.click(screen.getByRole('radio', { name: '12 mois' }));
      await waitFor(() =>
        expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/analytics?months=12'),
      );
    },
    SLOW,
  );

  it(
    'says Erreur de chargement, and Réessayer asks again',
    async () => {
      let calls = 0;
      mockApi({
        'GET /api/admin/analytics': () =>
          ++calls === 1
            ? { status: 500, body: { error: 'Erreur lors du chargement des analytics' } }
            : { body: ANALYTICS },
      });
      open();
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Erreur de chargement')).toBeTruthy();
      expect(within(alert).getByText('Erreur lors du chargement des analytics')).toBeTruthy();
      fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
      expect(await screen.findByText('8.1 M GNF')).toBeTruthy();
      expect(calls).toBe(2);
    },
    SLOW,
  );

  it(
    'exports every series in one CSV file for a French spreadsheet',
    async () => {
      mockApi({ 'GET /api/admin/analytics': { body: ANALYTICS } });
      const blobs: Blob[] = [];
      URL.createObjectURL = vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:analytique';
      });
      URL.revokeObjectURL = vi.fn();
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      open();
      await screen.findByText('8.1 M GNF');
      fireEvent.click(screen.getByRole('button', { name: 'Exporter' }));
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('analytique-6-mois-2026-11-25.csv');
      const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0].arrayBuffer());
      expect(csv.startsWith('\uFEFFRésumé (6 derniers mois)\r\n')).toBe(true);
      const lines = csv.split('\r\n');
      expect(lines).toContain('Indicateur;Total;Ce mois;Mois dernier;Évolution (%)');
      expect(lines).toContain('Commandes totales;83;4;2;100');
      expect(lines).toContain('Utilisateurs actifs (ce mois);3;3;0;Nouveau');
      expect(lines).toContain('septembre 2026;3;5000000');
      expect(lines).toContain('Livrée;77');
      expect(lines).toContain('Commerce 7;24;1400000');
      expect(lines).toContain('Mamadou Bah;41;615000');
      expect(lines).toContain('Total des commerces;38');
      for (const title of ['Nouveaux utilisateurs par mois', 'Nouvelles commandes par mois', 'Métriques détaillées'])
        expect(lines).toContain(title);
    },
    SLOW,
  );
});
