// @vitest-environment jsdom
import type { AdminSubscription } from '@livra/shared/subscriptions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';

resetBetweenTests();
// The route loads the admin layout and the page lazily: on a busy machine their first load takes seconds.
beforeAll(() => import('./admin-subscriptions-page'), 60_000);
const LOADED = { timeout: 20_000 };

function row(id: string, name: string, status: AdminSubscription['status'], extra: Partial<AdminSubscription> = {}) {
  const labels = {
    active: 'Actif',
    pending: 'En attente',
    suspended: 'Suspendu',
    inactive: 'Inactif',
    expired: 'Expiré',
  };
  return {
    id,
    status,
    statusLabel: labels[status],
    business: { id: `b-${id}`, name, email: null, phone: '+224 620 00 00 00' },
    plan: { id: 'p-pro', name: 'Pro', planType: 'standard', planTypeLabel: 'Standard', price: 300_000 },
    monthlyAmount: 300_000,
    totalPaid: 600_000,
    startDate: '2026-01-01T00:00:00.000Z',
    endDate: '2026-03-01T00:00:00.000Z',
    suspendedUntil: null,
    statusReason: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  } satisfies AdminSubscription;
}

const ROWS = [
  row('s1', 'Le Maquis de Kaloum', 'active'),
  row('s2', 'Le Maquis du Milo', 'suspended', {
    suspendedUntil: '2026-02-10T00:00:00.000Z',
    statusReason: 'Retard de paiement',
  }),
  row('s3', 'Pharmacie de Taouyah', 'pending'),
];

const stats = { total: 10, active: 6, pending: 1, suspended: 1, inactive: 1, expired: 1 };

function renderPage() {
  const fetchMock = mockApi({
    'GET /api/admin/subscriptions/stats': { body: stats },
    'GET /api/admin/subscriptions': { body: { items: ROWS, total: 3, page: 1, pageSize: 10 } },
    'POST /api/admin/subscriptions/s1/suspend': {
      body: { message: 'Abonnement suspendu pour 12 jours', subscription: { ...ROWS[0], status: 'suspended' } },
    },
    'POST /api/admin/subscriptions/s2/reactivate': {
      body: { message: 'Abonnement réactivé avec succès', subscription: { ...ROWS[1], status: 'active' } },
    },
  });
  renderApp('/admin-dashboard/subscriptions', testQueryClient(testUser('admin')));
  return fetchMock;
}

describe('admin subscriptions page', { timeout: 40_000 }, () => {
  it('shows the four stat cards and each row with the actions its status allows', async () => {
    renderPage();
    expect(await screen.findByText('Le Maquis de Kaloum', {}, LOADED)).toBeTruthy();
    for (const label of ['Actifs', 'En attente', 'Suspendus', 'Inactifs'])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    expect(screen.getByText('et 1 expiré')).toBeTruthy();

    expect(screen.getByRole('button', { name: "Suspendre l'abonnement de Le Maquis de Kaloum" })).toBeTruthy();
    expect(screen.getByRole('button', { name: "Désactiver l'abonnement de Le Maquis de Kaloum" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Réactiver l'abonnement de Le Maquis de Kaloum" })).toBeNull();
    expect(screen.getByRole('button', { name: "Réactiver l'abonnement de Le Maquis du Milo" })).toBeTruthy();
    // Pending: only its history.
    expect(screen.queryByRole('button', { name: /Suspendre l'abonnement de Pharmacie/ })).toBeNull();
    expect(screen.getByRole('button', { name: "Historique de l'abonnement de Pharmacie de Taouyah" })).toBeTruthy();
    expect(screen.getByText('Retard de paiement')).toBeTruthy();
  });

  it('suspends for the days typed, with the reason, and says the server message', async () => {
    const fetchMock = renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: "Suspendre l'abonnement de Le Maquis de Kaloum" }, LOADED),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Durée (jours)'), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByLabelText('Motif (facultatif)'), { target: { value: 'Impayé' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspendre 12 jours' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/s1/suspend'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ days: '12', reason: 'Impayé' });
    expect(await screen.findByText('Abonnement suspendu pour 12 jours')).toBeTruthy();
  });

  it('announces 7 days when the duration is left empty or out of range', async () => {
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: "Suspendre l'abonnement de Le Maquis de Kaloum" }, LOADED),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Suspendre 7 jours' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Durée (jours)'), { target: { value: '45' } });
    expect(within(dialog).getByRole('button', { name: 'Suspendre 7 jours' })).toBeTruthy();
  });

  it('reactivates after a confirmation', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: "Réactiver l'abonnement de Le Maquis du Milo" }, LOADED));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Le Maquis du Milo sera de nouveau visible/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Réactiver' }));
    expect(await screen.findByText('Abonnement réactivé avec succès')).toBeTruthy();
  });
});
