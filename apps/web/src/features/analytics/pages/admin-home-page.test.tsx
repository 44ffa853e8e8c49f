// @vitest-environment jsdom
import type { AdminStats } from '@livra/shared/admin-home';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';

resetBetweenTests();

function stats(period: AdminStats['period'], totalOrders: number, totalRevenue: number): AdminStats {
  return {
    period,
    periodStart: '2026-11-01T00:00:00.000Z',
    totalUsers: 19,
    totalBusinesses: 38,
    totalOrders,
    totalDrivers: 5,
    totalRevenue,
    pendingOrders: 7,
    activeDrivers: 4,
    activeBusinesses: 35,
    newUsers: 2,
    newBusinesses: 1,
    newDrivers: 0,
    driversOnDuty: 1,
    pendingRequests: { partners: 2, drivers: 1, total: 3 },
  };
}

const ORDER = {
  id: 'o-1',
  orderNumber: 'LIV-261125-0190',
  status: 'delivered',
  customerName: 'Oumou Sylla',
  businessName: 'Le Maquis de Kaloum',
  grandTotal: 198_000,
  paymentStatus: 'completed',
  createdAt: '2026-11-25T10:00:00.000Z',
};

describe('admin home', () => {
  it('shows the figures of the month, then of the chosen period, and the pending requests', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/home/stats': { body: stats('month', 83, 8_100_000) },
      'GET /api/admin/home/latest-orders': { body: { orders: [ORDER] } },
    });
    renderApp('/admin-dashboard', testQueryClient(testUser('admin')));
    expect(await screen.findByText('8.1 M GNF')).toBeTruthy();
    expect(screen.getByText('83')).toBeTruthy();
    const requests = screen.getByRole('link', { name: /3 demandes en attente/ });
    expect(requests.getAttribute('href')).toBe('/admin-dashboard/requests');
    expect(within(requests).getByText('2 partenaires · 1 livreur')).toBeTruthy();
    expect(await screen.findByText(/LIV-261125-0190/)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: "Aujourd'hui" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/home/stats?period=today'),
    );
  });

  it('filters the latest orders by status', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/home/stats': { body: stats('month', 83, 8_100_000) },
      'GET /api/admin/home/latest-orders': { body: { orders: [ORDER] } },
    });
    renderApp('/admin-dashboard', testQueryClient(testUser('admin')));
    fireEvent.change(await screen.findByLabelText('Statut des commandes'), { target: { value: 'delivered' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/admin/home/latest-orders?status=delivered',
      ),
    );
  });

  it('finds a business from one letter and links to it', async () => {
    mockApi({
      'GET /api/admin/home/stats': { body: stats('month', 83, 8_100_000) },
      'GET /api/admin/home/latest-orders': { body: { orders: [] } },
      'GET /api/admin/home/search': {
        body: {
          users: [],
          businesses: [{ id: 'b-1', name: 'Le Maquis de Kaloum', address: 'Kaloum', isActive: true, logo: null }],
          drivers: [],
        },
      },
    });
    renderApp('/admin-dashboard', testQueryClient(testUser('admin')));
    fireEvent.change(await screen.findByLabelText('Rechercher un utilisateur, un commerce ou un livreur'), {
      target: { value: 'm' },
    });
    const link = await screen.findByRole('link', { name: /Le Maquis de Kaloum/ });
    expect(link.getAttribute('href')).toBe('/admin-dashboard/businesses?q=Le%20Maquis%20de%20Kaloum');
    expect(within(screen.getByRole('region', { name: 'Utilisateurs' })).getByText('Aucun')).toBeTruthy();
  });
});
