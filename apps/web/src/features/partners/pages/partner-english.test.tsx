// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';
import { CAFE, MAQUIS } from '../partners.fixtures';

resetBetweenTests();
// The chosen language lives in the module (and localStorage): each test leaves French behind.
afterEach(() => changeLocale('fr'));

const SLOW = { timeout: 10_000 };

describe('the partner dashboard in English', { timeout: 20_000 }, () => {
  it('shows the overview in English, with English figures', async () => {
    mockApi({
      'GET /api/partner/businesses': { body: { businesses: [CAFE, MAQUIS] } },
      'GET /api/partner/businesses/b-cafe/stats': {
        body: {
          period: 'month',
          periodStart: '2026-11-01T00:00:00.000Z',
          orders: 3,
          revenue: 45_000,
          pendingOrders: 2,
          averageRating: 4.6,
          reviewCount: 12,
          averageDeliveryMinutes: 35,
          deliveriesMeasured: 0,
          recentOrders: [],
          topItems: [],
        },
      },
    });
    await changeLocale('en');
    renderApp('/partner-dashboard', testQueryClient(testUser('partner')));

    expect(await screen.findByText('Default estimate', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.getByLabelText('Business managed')).toBeTruthy();
    expect(screen.getByText('Latest orders')).toBeTruthy();
    expect(screen.getByText('12 reviews')).toBeTruthy();
    expect(screen.getByText('This month · payments received')).toBeTruthy();
    expect(screen.queryByText('Estimation par défaut')).toBeNull();
  });

  it("puts the shared schema's price rule under the field in English", async () => {
    const api = '/api/partner/businesses/b-maquis';
    mockApi({
      'GET /api/partner/businesses': { body: { businesses: [MAQUIS] } },
      [`GET ${api}/menu/categories`]: { body: { categories: [] } },
      [`GET ${api}/menu/items`]: { body: { items: [] } },
    });
    await changeLocale('en');
    renderApp('/partner-dashboard/menu', testQueryClient(testUser('partner')));

    fireEvent.click((await screen.findAllByRole('button', { name: 'Add an item' }, SLOW))[0]);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Riz gras' } });
    fireEvent.change(within(dialog).getByLabelText('Price (GNF)'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The price must be more than 0 GNF')).toBeTruthy();
  });
});
