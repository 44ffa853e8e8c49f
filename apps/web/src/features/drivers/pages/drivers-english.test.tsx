// @vitest-environment jsdom
import type { AdminDriver } from '@livra/shared/admin-drivers';
import type { DriverOrder } from '@livra/shared/driver-app';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';

resetBetweenTests();
// The chosen language lives in the module (and localStorage): each test ends back in French.
afterEach(() => changeLocale('fr'));

const SLOW = { timeout: 20_000 };

const delivery: DriverOrder = {
  id: 'o-1',
  orderNumber: 'LIV-261122-0190',
  status: 'ready',
  paymentStatus: 'pending',
  nextAction: 'picked_up',
  businessName: 'Le Maquis de Kaloum',
  businessAddress: 'Avenue de la République, Kaloum',
  businessPhone: '+224 620 00 00 01',
  pickup: null,
  customerName: 'Oumou Sylla',
  customerPhone: '+224 664 20 31 42',
  deliveryAddress: 'Taouyah, Ratoma, Conakry',
  landmark: "En face de l'école primaire",
  deliveryInstructions: null,
  items: [{ name: 'Carpe braisée', quantity: 2, specialInstructions: null }],
  subtotal: 120_000,
  tax: 21_600,
  deliveryFee: 15_000,
  grandTotal: 156_600,
  earning: 15_000,
  estimatedDelivery: null,
  actualDelivery: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
};

const driver = (overrides: Partial<AdminDriver>): AdminDriver => ({
  id: '00000000-0000-4000-8000-0000aaaa1111',
  userId: '00000000-0000-4000-8000-000000000001',
  name: 'Ibrahima Camara',
  email: 'ibrahima@exemple.gn',
  phone: '+224 622 45 21 87',
  driverType: 'independent',
  businessId: null,
  businessName: null,
  isVerified: true,
  isActive: true,
  avatarUrl: null,
  vehicleType: 'Moto',
  vehiclePlate: 'RC-1234-A',
  documentsCount: 3,
  totalDeliveries: 50,
  totalEarnings: 750_000,
  rating: 4.8,
  activeSessions: 1,
  createdAt: '2026-07-08T10:00:00.000Z',
  lastActive: null,
  ...overrides,
});

describe('the drivers in English', () => {
  it("shows the driver's deliveries in English: amounts, calls, steps and statuses", async () => {
    await changeLocale('en');
    mockApi({ 'GET /api/driver/orders': { body: { items: [delivery] } } });
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
