// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';
import { detail as adminDetail, row as adminRow } from '../admin-orders.fixtures';

resetBetweenTests();
// The chosen language lives in the module (and localStorage): each test ends back in French.
afterEach(() => changeLocale('fr'));

const LAZY = { timeout: 15_000 };
// The admin fixtures, with one total for every row and a customer's note on the dish.
const row = (n: number, overrides: Record<string, unknown> = {}) => adminRow(n, { grandTotal: 156_600, ...overrides });
const detail = (status: string, overrides: Record<string, unknown> = {}) => {
  const base = adminDetail(status);
  return adminDetail(status, {
    grandTotal: 156_600,
    items: base.items.map((item) => ({ ...item, specialInstructions: 'Bien cuit' })),
    ...overrides,
  });
};

describe('the orders in English', () => {
  it('shows the admin orders list and one order in English, statuses and toasts included', async () => {
    await changeLocale('en');
    mockApi({
      'GET /api/admin/orders': {
        body: { items: [row(1), row(2, { status: 'delivered' })], total: 2, page: 1, pageSize: 10 },
      },
      'GET /api/admin/orders/o-1': { body: { order: detail('pending') } },
      'POST /api/admin/orders/o-1/status': { body: { order: detail('out_for_delivery') } },
    });
    renderApp('/admin-dashboard/orders', testQueryClient(testUser('admin')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' }, LAZY)).toBeTruthy();
    expect(await screen.findByText('2 orders')).toBeTruthy();
    expect(screen.getAllByText('Delivered').length).toBeGreaterThan(0);
    expect(within(screen.getByLabelText('Status')).getByRole('option', { name: 'Out for delivery' })).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: 'View order LIV-261125-0001' })[0]);
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    expect(await within(dialog).findByText('Status history')).toBeTruthy();
    expect(within(dialog).getByText('by Oumou Sylla (Customer)')).toBeTruthy();
    expect(within(dialog).getByText('“Bien cuit”')).toBeTruthy();
    expect(within(dialog).getByText('VAT (18%)')).toBeTruthy();
    expect(within(dialog).getAllByText('156,600 GNF').length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('option', { name: 'Pending (current)' })).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'out_for_delivery' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Order status: Out for delivery')).toBeTruthy();
  }, 30_000);

  it('exports the CSV with English headers and labels', async () => {
    await changeLocale('en');
    mockApi({
      'GET /api/admin/orders': { body: { items: [row(1)], total: 1, page: 1, pageSize: 10 } },
      'GET /api/admin/orders/export': { body: { items: [row(1)], total: 1 } },
    });
    const blobs: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:orders';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/admin-dashboard/orders', testQueryClient(testUser('admin')));
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }, LAZY));

    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const lines = new TextDecoder()
      .decode(await blobs[0].arrayBuffer())
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Number;Date;Customer;Customer e-mail;Business;Method;Total (GNF);Status;Payment;Driver');
    expect(lines[1]).toContain(';Delivery;156600;Pending;Pending;');
  }, 30_000);

  it("shows the customer's tracking page in English", async () => {
    await changeLocale('en');
    mockApi({ 'GET /api/orders/o-1': { body: { order: detail('preparing') } } });
    renderApp('/order-tracking/o-1', testQueryClient(testUser('customer')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order tracking' }, LAZY)).toBeTruthy();
    expect(await screen.findByText('Order LIV-261125-0001')).toBeTruthy();
    const steps = screen.getByRole('list', { name: 'Order steps' });
    expect(within(steps).getByText('Being prepared')).toBeTruthy();
    expect(within(steps).getByText('Out for delivery')).toBeTruthy();
    expect(screen.getByText("Landmark: En face de l'école primaire")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order details' })).toBeTruthy();
  }, 30_000);
});
