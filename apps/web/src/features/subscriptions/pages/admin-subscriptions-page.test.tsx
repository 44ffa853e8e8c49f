// @vitest-environment jsdom
import type { AdminSubscription } from '@livra/shared/subscriptions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';

resetBetweenTests();
// The route loads the admin layout and the page lazily: on a busy machine their first load takes seconds.
beforeAll(() => import('./admin-subscriptions-page'), 60_000);
const LOADED = { timeout: 20_000 };
// jsdom applies no CSS: the phone cards are in the document too, so buttons are looked for in the table.
const table = async () => within(await screen.findByRole('table', {}, LOADED));

/** Opens a row's « Actions » menu and answers the names of its items. */
async function openMenu(business: string) {
  fireEvent.keyDown((await table()).getByRole('button', { name: `Actions sur l'abonnement de ${business}` }), {
    key: 'Enter',
  });
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.trim());
}

async function choose(business: string, item: string) {
  await openMenu(business);
  fireEvent.click(screen.getByRole('menuitem', { name: item }));
}

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

/** The suspended row's history as the server answers it: French lines, and the values of the newer entries. */
const HISTORY = [
  {
    id: '00000000-0000-4000-8000-000000000003',
    type: 'suspended',
    typeLabel: 'Suspension',
    message: "Abonnement suspendu pour 7 jours, jusqu'au 10/02/2026. Motif : Retard de paiement",
    details: { days: 7, until: '2026-02-10T00:00:00.000Z', reason: 'Retard de paiement' },
    createdAt: '2026-02-03T09:00:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    type: 'payment',
    typeLabel: 'Paiement reçu',
    message: 'Paiement reçu : 300 000 GNF.',
    details: { amount: 300_000 },
    createdAt: '2026-01-15T09:00:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-000000000001',
    type: 'activated',
    typeLabel: 'Activation',
    message: 'Abonnement Pro activé pour Le Maquis du Milo.',
    details: null,
    createdAt: '2026-01-01T09:00:00.000Z',
  },
];

function renderPage() {
  const fetchMock = mockApi({
    'GET /api/admin/subscriptions/s2/history': { body: { items: HISTORY } },
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

// The chosen language lives in the module (and localStorage): each test leaves French behind.
afterEach(() => changeLocale('fr'));

describe('admin subscriptions page', { timeout: 40_000 }, () => {
  it('shows the four stat cards and each row with the actions its status allows', async () => {
    renderPage();
    const rows = await table();
    expect(rows.getByText('Le Maquis de Kaloum')).toBeTruthy();
    for (const label of ['Actifs', 'En attente', 'Suspendus', 'Inactifs'])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    expect(screen.getByText('et 1 expiré')).toBeTruthy();

    expect(await openMenu('Le Maquis de Kaloum')).toEqual(['Suspendre', 'Désactiver', 'Historique']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(await openMenu('Le Maquis du Milo')).toEqual(['Réactiver', 'Historique']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    // Pending: only its history.
    expect(await openMenu('Pharmacie de Taouyah')).toEqual(['Historique']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(rows.getByText('Retard de paiement')).toBeTruthy();
  });

  it('suspends for the days typed, with the reason, and says the server message', async () => {
    const fetchMock = renderPage();
    await choose('Le Maquis de Kaloum', 'Suspendre');
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
    await choose('Le Maquis de Kaloum', 'Suspendre');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Suspendre 7 jours' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Durée (jours)'), { target: { value: '45' } });
    expect(within(dialog).getByRole('button', { name: 'Suspendre 7 jours' })).toBeTruthy();
  });

  it('reactivates after a confirmation', async () => {
    renderPage();
    await choose('Le Maquis du Milo', 'Réactiver');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Le Maquis du Milo sera de nouveau visible/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Réactiver' }));
    expect(await screen.findByText('Abonnement réactivé avec succès')).toBeTruthy();
  });

  it('shows a subscription’s history in English, written from its values', async () => {
    await changeLocale('en');
    renderPage();
    fireEvent.keyDown(
      (await table()).getByRole('button', { name: 'Actions on the subscription of Le Maquis du Milo' }),
      {
        key: 'Enter',
      },
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'History' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      await dialog.findByText('Subscription suspended for 7 days, until 10/02/2026. Reason: Retard de paiement'),
    ).toBeTruthy();
    expect(dialog.getByText('Payment received: 300,000 GNF.')).toBeTruthy();
    // Written before its values were kept: the stored line, as it was written.
    expect(dialog.getByText('Abonnement Pro activé pour Le Maquis du Milo.')).toBeTruthy();
    expect(dialog.queryByText(/Abonnement suspendu|Paiement reçu/)).toBeNull();
  });
});
