import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';
import { delivery } from '../drivers.fixtures';

resetBetweenTests();

describe('my deliveries', () => {
  it('shows what to collect and whom to call, and offers to retry a step lost to the network', async () => {
    let current = delivery('ready', 'picked_up');
    let networkUp = false;
    const fetchMock = mockApi({
      'GET /api/driver/orders': () => ({ body: { items: [current] } }),
      'POST /api/driver/orders/o-1/status': () => {
        if (!networkUp) throw new TypeError('Failed to fetch');
        current = delivery('picked_up', 'out_for_delivery');
        return { body: { order: current } };
      },
    });
    renderApp('/driver-dashboard/orders', testQueryClient(testUser('driver')));

    const card = await screen.findByLabelText('Livraison LIV-261122-0190');
    expect(within(card).getByTestId('amount-to-collect').textContent).toBe('156 600 GNF');
    expect(
      within(card).getByRole('link', { name: 'Appeler Oumou Sylla au +224 664 20 31 42' }).getAttribute('href'),
    ).toBe('tel:+224664203142');
    expect(within(card).getByText("En face de l'école primaire")).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Récupérée' }));
    const retry = await within(card).findByRole('button', { name: 'Réessayer : Récupérée' });
    expect(within(card).getByRole('alert').textContent).toContain("« Récupérée » n'a pas été envoyé");
    expect(JSON.parse(localStorage.getItem('livra.driver.pending-actions') ?? '[]')).toEqual([
      { kind: 'step', orderId: 'o-1', status: 'picked_up' },
    ]);

    networkUp = true;
    fireEvent.click(retry);
    expect(await within(card).findByRole('button', { name: 'En cours de livraison' })).toBeTruthy();
    expect(localStorage.getItem('livra.driver.pending-actions')).toBeNull();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { status: 'picked_up' },
      { status: 'picked_up' },
    ]);
  });

  it('says there is nothing to deliver, and leads to the offers', async () => {
    mockApi({ 'GET /api/driver/orders': { body: { items: [] } } });
    renderApp('/driver-dashboard/orders', testQueryClient(testUser('driver')));
    expect(await screen.findByText('Aucune livraison en cours')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les commandes à livrer' }).getAttribute('href')).toBe(
      '/driver-dashboard',
    );
  });
});
