// @vitest-environment jsdom
import { PARTNER_TEXTS } from '@livra/shared/partners';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';

import { CAFE, MAQUIS } from '../partners.fixtures';

resetBetweenTests();

function stats(orders: number, revenue: number) {
  return {
    period: 'month',
    periodStart: '2026-11-01T00:00:00.000Z',
    orders,
    revenue,
    pendingOrders: 2,
    averageRating: 4.6,
    reviewCount: 12,
    averageDeliveryMinutes: 35,
    deliveriesMeasured: 0,
    recentOrders: [],
    topItems: [],
  };
}

const profile = {
  ...CAFE,
  description: null,
  phone: null,
  email: null,
  address: null,
  region: 'Conakry',
  cuisineType: null,
  businessType: 'Café',
  deliveryFee: 5000,
  deliveryTime: '30-45 min',
  openingHours: { monday: { open: '08:00', close: '22:00' } },
  coverImage: null,
  reviewCount: 3,
};

describe('partner overview', () => {
  it("shows the first business's figures, switches to another and remembers the choice", async () => {
    mockApi({
      'GET /api/partner/businesses': { body: { businesses: [CAFE, MAQUIS] } },
      'GET /api/partner/businesses/b-cafe/stats': { body: stats(3, 45_000) },
      'GET /api/partner/businesses/b-maquis/stats': { body: stats(12, 1_250_000) },
    });
    renderApp('/partner-dashboard', testQueryClient(testUser('partner')));

    expect(await screen.findByText('45k GNF')).toBeTruthy();
    expect(screen.getByText('Fermé')).toBeTruthy();
    expect(screen.getByText('Estimation par défaut')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Commerce géré'), { target: { value: 'b-maquis' } });
    expect(await screen.findByText('1.3 M GNF')).toBeTruthy();
    expect(screen.getByText('Ouvert')).toBeTruthy();
    expect(localStorage.getItem('livra.partner.businessId')).toBe('b-maquis');
  });

  it('says so when the partner has no business yet', async () => {
    mockApi({ 'GET /api/partner/businesses': { body: { businesses: [] } } });
    renderApp('/partner-dashboard/revenue', testQueryClient(testUser('partner')));
    expect(await screen.findByText(PARTNER_TEXTS.noBusiness)).toBeTruthy();
  });
});

describe('partner revenue', () => {
  it('lists the figures behind the chart in a table, and exports them for a French spreadsheet', async () => {
    const daily = [
      { start: '2026-11-09', revenue: 0, orders: 0 },
      { start: '2026-11-10', revenue: 1_250_000, orders: 3 },
    ];
    mockApi({
      'GET /api/partner/businesses': { body: { businesses: [MAQUIS] } },
      'GET /api/partner/businesses/b-maquis/revenue': { body: { daily, weekly: [], monthly: [], topItems: [] } },
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:revenus';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/partner-dashboard/revenue', testQueryClient(testUser('partner')));

    const table = await screen.findByRole('table', { name: 'Revenus : 7 derniers jours' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Période', 'Commandes payées', 'Revenus (GNF)']);
    expect(within(table).getAllByRole('row')[1].textContent).toContain('mardi 10 novembre');

    fireEvent.click(screen.getAllByRole('button', { name: 'Exporter' })[0]);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0].arrayBuffer());
    expect(csv).toBe(
      '\uFEFFPériode;Commandes payées;Revenus (GNF)\r\nmardi 10 novembre;3;1250000\r\nlundi 9 novembre;0;0\r\n',
    );
  });
});

describe('partner settings', () => {
  it('puts the French reason under a day that closes before it opens, and sends nothing', async () => {
    const fetchMock = mockApi({
      'GET /api/partner/businesses': { body: { businesses: [CAFE] } },
      'GET /api/partner/businesses/b-cafe': { body: profile },
    });
    renderApp('/partner-dashboard/settings', testQueryClient(testUser('partner')));

    fireEvent.change(await screen.findByLabelText('Lundi : fermeture'), { target: { value: '07:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText(PARTNER_TEXTS.closeBeforeOpen('Lundi'))).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('saves the opening hours as the API expects them', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/partner/businesses': { body: { businesses: [CAFE] } },
      'GET /api/partner/businesses/b-cafe': { body: profile },
      'PATCH /api/partner/businesses/b-cafe': (init) => {
        sent = JSON.parse(String(init?.body));
        return { body: profile };
      },
    });
    renderApp('/partner-dashboard/settings', testQueryClient(testUser('partner')));

    fireEvent.click(await screen.findByRole('checkbox', { name: /Mardi/ }));
    fireEvent.change(screen.getByLabelText('Frais de livraison (GNF)'), { target: { value: '7 500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({
      deliveryFee: 7500,
      deliveryTime: '30-45 min',
      openingHours: {
        monday: { open: '08:00', close: '22:00' },
        tuesday: { open: '08:00', close: '22:00' },
        wednesday: null,
        thursday: null,
        friday: null,
        saturday: null,
        sunday: null,
      },
    });
  });
});

describe('partner service drivers', () => {
  const sekou = {
    id: 'd-sekou',
    name: 'Sékou Camara',
    phone: '+224 621 00 00 01',
    email: 'sekou@example.gn',
    avatarUrl: null,
    vehicleType: 'Moto',
    vehiclePlate: 'RC-1111-Z',
    isActive: true,
    isVerified: true,
    onDuty: true,
    deliveries: 12,
    earnings: 84_000,
    rating: 4.5,
    lastActive: null,
  };

  it('deactivates a driver for the business after a confirmation, and shows him inactive', async () => {
    let current = sekou;
    const sent: unknown[] = [];
    mockApi({
      'GET /api/partner/businesses': { body: { businesses: [CAFE] } },
      'GET /api/partner/businesses/b-cafe/drivers': () => ({ body: { drivers: [current] } }),
      'PUT /api/partner/businesses/b-cafe/drivers/d-sekou/active': (init) => {
        const body = JSON.parse(String(init?.body)) as { isActive: boolean };
        sent.push(body);
        current = { ...sekou, isActive: body.isActive, onDuty: false };
        return { body: { driver: current, message: 'Livreur désactivé avec succès' } };
      },
    });
    renderApp('/partner-dashboard/drivers', testQueryClient(testUser('partner')));

    fireEvent.click(await screen.findByRole('button', { name: 'Désactiver pour mon commerce' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/déconnecté tout de suite/)).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Désactiver' }));

    expect(await screen.findByText('Livreur désactivé avec succès')).toBeTruthy();
    expect(sent).toEqual([{ isActive: false }]);
    expect(await screen.findByRole('button', { name: 'Réactiver' })).toBeTruthy();
    expect(screen.getByText('Inactif')).toBeTruthy();
  }, 20_000);
});
