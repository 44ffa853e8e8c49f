// @vitest-environment jsdom
import { MESSAGES } from '@livra/shared/messages';
import { PARTNER_OPS_TEXTS } from '@livra/shared/partner-ops';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';
import { detail, row } from '../admin-orders.fixtures';

resetBetweenTests();

const admin = () => testQueryClient(testUser('admin'));
const LAZY = { timeout: 15_000 };

describe('the admin orders page', () => {
  it('lists the orders and sends the filters to the server', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/orders': {
        body: { items: [row(1), row(2, { status: 'delivered' })], total: 2, page: 1, pageSize: 10 },
      },
    });
    renderApp('/admin-dashboard/orders', admin());
    // The page is a lazy route: the first look waits for its code.
    expect(await screen.findByRole('heading', { level: 1, name: 'Commandes' }, LAZY)).toBeTruthy();
    expect(await screen.findByText('2 commandes')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Voir la commande LIV-261125-0002' }).length).toBeGreaterThan(0);

    fireEvent.change(screen.getByLabelText('Statut'), { target: { value: 'delivered' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/orders?status=delivered&page=1'),
    );
  }, 20_000);

  it('exports the whole filtered list, not only the page, as a French CSV', async () => {
    const all = Array.from({ length: 13 }, (_, index) => row(index + 1));
    const fetchMock = mockApi({
      'GET /api/admin/orders': { body: { items: all.slice(0, 10), total: 13, page: 1, pageSize: 10 } },
      'GET /api/admin/orders/export': { body: { items: all, total: 13 } },
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
    renderApp('/admin-dashboard/orders?status=pending', admin());
    fireEvent.click(await screen.findByRole('button', { name: 'Exporter' }, LAZY));

    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/orders/export?status=pending');
    // UTF-8 with its byte order mark, so a French spreadsheet reads the accents.
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Numéro;Date;Client;E-mail du client;Commerce;Mode;Total (GNF);Statut;Paiement;Livreur');
    expect(lines).toHaveLength(14);
    expect(lines[13]).toContain(';156613;En attente;En attente;');
  }, 20_000);

  it('opens an order, sets any status, and asks a reason before cancelling', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/orders': { body: { items: [row(1)], total: 1, page: 1, pageSize: 10 } },
      'GET /api/admin/orders/o-1': { body: { order: detail('pending') } },
      'POST /api/admin/orders/o-1/status': { body: { order: detail('out_for_delivery') } },
      'POST /api/admin/orders/o-1/cancel': {
        body: { order: detail('cancelled', { cancellationReason: 'Commerce fermé' }) },
      },
    });
    renderApp('/admin-dashboard/orders?order=o-1', admin());
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    expect(await within(dialog).findByText("En face de l'école primaire")).toBeTruthy();
    expect(within(dialog).getByText('par Oumou Sylla (Client)')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Statut'), { target: { value: 'out_for_delivery' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText(MESSAGES.adminStatusChanged('En cours de livraison'))).toBeTruthy();
    const statusPost = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/status'));
    expect(JSON.parse(String(statusPost?.[1]?.body))).toEqual({ status: 'out_for_delivery' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler la commande' }));
    const confirm = await screen.findByRole('dialog', { name: 'Annuler la commande LIV-261125-0001 ?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmer l’annulation' }));
    expect(await within(confirm).findByText(PARTNER_OPS_TEXTS.cancelReasonRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/cancel'))).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Commerce fermé' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmer l’annulation' }));
    expect(await screen.findByText(MESSAGES.adminOrderCancelled)).toBeTruthy();
    const cancelPost = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/cancel'));
    expect(JSON.parse(String(cancelPost?.[1]?.body))).toEqual({ reason: 'Commerce fermé' });
  }, 20_000);

  it('offers no change on a paid delivery, and says why', async () => {
    mockApi({
      'GET /api/admin/orders': { body: { items: [row(1)], total: 1, page: 1, pageSize: 10 } },
      'GET /api/admin/orders/o-1': { body: { order: detail('delivered', { paymentStatus: 'completed' }) } },
    });
    renderApp('/admin-dashboard/orders?order=o-1', admin());
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    expect(await within(dialog).findByText(MESSAGES.orderDeliveredPaid)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Appliquer' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Annuler la commande' })).toBeNull();
  }, 20_000);
});
