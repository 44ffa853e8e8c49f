import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';
import { delivery, driver } from '../drivers.fixtures';

resetBetweenTests();
// The chosen language lives in the module (and localStorage): each test ends back in French.
afterEach(() => changeLocale('fr'));

const SLOW = { timeout: 20_000 };

const pickup = delivery('ready', 'picked_up');

describe('the drivers in English', () => {
  it("shows the driver's deliveries in English: amounts, calls, steps and statuses", async () => {
    await changeLocale('en');
    mockApi({ 'GET /api/driver/orders': { body: { items: [pickup] } } });
    renderApp('/driver-dashboard/orders', testQueryClient(testUser('driver')));

    const card = await screen.findByLabelText('Delivery LIV-261122-0190', {}, SLOW);
    expect(screen.getByRole('heading', { level: 1, name: 'My deliveries' })).toBeTruthy();
    expect(within(card).getByTestId('amount-to-collect').textContent).toBe('156,600 GNF');
    expect(within(card).getByText('Amount to collect')).toBeTruthy();
    expect(within(card).getByText('Ready')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Call Oumou Sylla on +224 664 20 31 42' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Picked up' })).toBeTruthy();
    expect(within(card).getByText('2 item(s)')).toBeTruthy();
  }, 30_000);

  it('shows the admin drivers page in English', async () => {
    await changeLocale('en');
    mockApi({
      'GET /api/admin/drivers': {
        body: {
          items: [
            driver({}),
            driver({ id: '00000000-0000-4000-8000-0000cccc3333', name: 'Lansana Kaba', isActive: false }),
          ],
          total: 2,
          page: 1,
          pageSize: 10,
        },
      },
      'GET /api/admin/drivers/stats': {
        body: { total: 2, active: 1, verified: 2, independent: 2, service: 0, pendingVerification: 0, inactive: 1 },
      },
      'GET /api/admin/drivers/businesses': { body: { businesses: [] } },
    });
    renderApp('/admin-dashboard/drivers', testQueryClient(testUser('admin')));
    const table = await screen.findByRole('table', {}, SLOW);
    expect(screen.getByRole('heading', { level: 1, name: 'Driver management' })).toBeTruthy();
    expect(screen.getByText('2 drivers')).toBeTruthy();
    expect(screen.getByText('Awaiting verification')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Business' })).toBeTruthy();
    expect(within(table).getAllByText('Independent').length).toBe(2);
    expect(within(table).getByText('Verified')).toBeTruthy();
    expect(within(table).getByText('Inactive')).toBeTruthy();
    expect(within(table).getAllByText('50 deliveries').length).toBe(2);
    expect(within(table).getAllByText('4.8').length).toBe(2);
    expect(screen.getByRole('button', { name: 'Add a driver' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More actions for Lansana Kaba' })).toBeTruthy();
  }, 45_000);
});
