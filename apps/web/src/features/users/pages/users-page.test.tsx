// @vitest-environment jsdom
import type { AdminUser } from '@livra/shared/admin-users';
import { MESSAGES } from '@livra/shared/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';

resetBetweenTests();

const admin = testUser('admin');

function user(overrides: Partial<AdminUser>): AdminUser {
  return {
    id: 'u-1',
    name: 'Aïssatou Bah',
    email: 'aissatou.bah@exemple.gn',
    phoneNumber: '+224 622 00 00 01',
    address: null,
    profileImage: null,
    role: 'customer',
    isActive: true,
    isVerified: true,
    dateOfBirth: null,
    gender: null,
    createdAt: '2026-09-16T10:00:00.000Z',
    totalOrders: 0,
    totalSpent: 0,
    deleted: false,
    hasHistory: false,
    ...overrides,
  };
}

const AISSATOU = user({ totalOrders: 12, totalSpent: 1_845_000, hasHistory: true });
const MOUSSA = user({ id: 'u-2', name: 'Moussa Sylla', email: 'moussa@exemple.gn', role: 'driver' });
const SELF = user({ id: admin.id, name: admin.name, email: admin.email, role: 'admin', hasHistory: true });

const STATS = {
  total: 19,
  active: 18,
  inactive: 1,
  newThisMonth: 2,
  deleted: 0,
  byRole: { customer: 10, partner: 4, driver: 4, admin: 1 },
};

const page = (items: AdminUser[], total = items.length) => ({ body: { items, total, page: 1, pageSize: 10 } });

describe('users page', () => {
  it('shows the stat cards and the users, amounts compact, without actions on the admin’s own row', async () => {
    mockApi({
      'GET /api/admin/users/stats': { body: STATS },
      'GET /api/admin/users': page([AISSATOU, MOUSSA, SELF], 23),
    });
    renderApp('/admin-dashboard/users', testQueryClient(admin));

    expect(await screen.findByText('1.8 M GNF')).toBeTruthy();
    expect(screen.getByText('23 comptes sur la plateforme.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Statistiques des utilisateurs' })).getByText('19')).toBeTruthy();
    expect(screen.getByText('Nouveaux ce mois')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Désactiver Moussa Sylla' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Désactiver ${admin.name}` })).toBeNull();
    expect(screen.getByText('Votre compte')).toBeTruthy();
    // 23 users, 10 a page: pages 1 to 3.
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
  });

  it('sends the search, role and status as filters', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/users/stats': { body: STATS },
      'GET /api/admin/users': page([MOUSSA]),
    });
    renderApp('/admin-dashboard/users', testQueryClient(admin));
    await screen.findByText('Moussa Sylla');

    fireEvent.change(screen.getByLabelText('Rechercher par nom ou e-mail'), { target: { value: ' moussa ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    fireEvent.change(screen.getByLabelText('Rôle'), { target: { value: 'driver' } });
    fireEvent.change(screen.getByLabelText('Statut'), { target: { value: 'active' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/admin/users?search=moussa&role=driver&status=active&page=1',
      ),
    );
  });

  it('opens on the search of its link (`?q=`, as the home page’s quick search sends it)', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/users/stats': { body: STATS },
      'GET /api/admin/users': page([MOUSSA]),
    });
    renderApp('/admin-dashboard/users?q=moussa%40exemple.gn', testQueryClient(admin));
    await screen.findByText('Moussa Sylla');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/admin/users?search=moussa%40exemple.gn&page=1',
    );
    expect((screen.getByLabelText('Rechercher par nom ou e-mail') as HTMLInputElement).value).toBe('moussa@exemple.gn');
  });

  it('says a user with orders is anonymised, not erased, before deleting them', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/users/stats': { body: STATS },
      'GET /api/admin/users': page([AISSATOU]),
      'DELETE /api/admin/users/u-1': { body: { outcome: 'anonymised', message: MESSAGES.userAnonymised } },
    });
    renderApp('/admin-dashboard/users', testQueryClient(admin));
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer Aïssatou Bah' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Ce compte a 12 commandes/)).toBeTruthy();
    expect(within(dialog).getByText('anonymisé')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anonymiser le compte' }));

    expect(await screen.findByText(MESSAGES.userAnonymised)).toBeTruthy();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    // The list is asked again at once.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/admin/users?')).length).toBe(2),
    );
  });

  it('erases a user without history after saying it is irreversible', async () => {
    mockApi({
      'GET /api/admin/users/stats': { body: STATS },
      'GET /api/admin/users': page([MOUSSA]),
    });
    renderApp('/admin-dashboard/users', testQueryClient(admin));
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer Moussa Sylla' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/effacés définitivement/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Supprimer définitivement' })).toBeTruthy();
  });

  it('shows the server’s refusal of a deactivation', async () => {
    mockApi({
      'GET /api/admin/users/stats': { body: STATS },
      'GET /api/admin/users': page([MOUSSA]),
      'POST /api/admin/users/u-2/deactivate': { status: 403, body: { error: MESSAGES.ownAccountDeactivate } },
    });
    renderApp('/admin-dashboard/users', testQueryClient(admin));
    fireEvent.click(await screen.findByRole('button', { name: 'Désactiver Moussa Sylla' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText(MESSAGES.ownAccountDeactivate)).toBeTruthy();
  });

  it('shows « Erreur lors du chargement des utilisateurs » with a retry button that loads the list again', async () => {
    let fail = true;
    mockApi({
      'GET /api/admin/users/stats': { body: STATS },
      'GET /api/admin/users': () => (fail ? { status: 500, body: { error: 'Panne' } } : page([MOUSSA])),
    });
    renderApp('/admin-dashboard/users', testQueryClient(admin));
    expect(await screen.findByText('Erreur lors du chargement des utilisateurs')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Moussa Sylla')).toBeTruthy();
  });

  it('exports the whole filtered list as a French CSV file', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:users';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const everyone = Array.from({ length: 14 }, (_, i) =>
      user({ id: `c-${i}`, name: `Client ${i}`, email: `c${i}@exemple.gn`, totalSpent: 1_000 * i }),
    );
    const fetchMock = mockApi({
      'GET /api/admin/users/stats': { body: STATS },
      'GET /api/admin/users': page(everyone.slice(0, 10), 14),
      'GET /api/admin/users/export': { body: { items: everyone } },
    });
    renderApp('/admin-dashboard/users?role=customer', testQueryClient(admin));
    await screen.findByText('Client 0');
    fireEvent.click(screen.getByRole('button', { name: 'Exporter' }));

    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/users/export?role=customer');
    // UTF-8 with its byte order mark, so a French spreadsheet reads the accents.
    expect([...new Uint8Array(await blobs[0].arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await blobs[0].text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Nom;E-mail;Téléphone;Rôle;Statut;Commandes;Montant dépensé (GNF);Inscription');
    expect(lines).toHaveLength(15);
    // A leading + is quoted so that the spreadsheet never reads the phone as a formula.
    expect(lines).toContain("Client 13;c13@exemple.gn;'+224 622 00 00 01;Client;Actif;0;13000;16/09/2026");
  });
});

describe('users page in English', () => {
  afterEach(() => changeLocale('fr'));

  it('shows its headings, cards, table and actions in English, dates British', async () => {
    await changeLocale('en');
    mockApi({
      'GET /api/admin/users/stats': { body: STATS },
      'GET /api/admin/users': page([AISSATOU, MOUSSA, SELF], 23),
    });
    renderApp('/admin-dashboard/users', testQueryClient(admin));

    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeTruthy();
    expect(await screen.findByText('23 accounts on the platform.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'User statistics' })).getByText('New this month')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deactivate Moussa Sylla' })).toBeTruthy();
    expect(screen.getByText('Your account')).toBeTruthy();
    expect(screen.getAllByText('Driver').length).toBeGreaterThan(0);
    expect(screen.getAllByText('16/09/2026').length).toBeGreaterThan(0);
    expect(screen.queryByText('Nouveaux ce mois')).toBeNull();
  });
});
