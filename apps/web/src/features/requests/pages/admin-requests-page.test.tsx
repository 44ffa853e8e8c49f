// @vitest-environment jsdom
import { MESSAGES } from '@livra/shared/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';

resetBetweenTests();

const STATS = { total: 4, pending: 2, approved: 1, rejected: 1 };

function partnerRequest(overrides: Record<string, unknown> = {}) {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Le Jardin de Dixinn',
    ownerName: 'Aminata Kaba',
    ownerEmail: 'aminata.kaba@exemple.gn',
    ownerPhone: '+224 621 36 48 59',
    businessTypeId: 1,
    businessType: 'Restaurant',
    description: 'Grillades en plein air.',
    address: 'Cité des Nations, Dixinn',
    region: 'Conakry',
    requestStatus: 'pending',
    requestNotes: null,
    adminNotes: null,
    planId: '22222222-2222-4222-8222-222222222222',
    planName: 'Pro',
    planPrice: 300_000,
    hasAccount: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const APPROVED = partnerRequest({
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Épicerie Bonne Affaire',
  ownerEmail: 'mamadou.diallo@exemple.gn',
  requestStatus: 'approved',
});

const DRIVER = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Djénabou Diallo',
  email: 'djenabou.diallo@exemple.gn',
  phone: '+224 620 77 41 26',
  vehicleType: 'Vélo',
  vehiclePlate: null,
  driverType: 'independent',
  businessId: null,
  businessName: null,
  experienceYears: 0,
  availabilityHours: 'Week-ends',
  preferredZones: ['Kaloum'],
  notes: null,
  requestNotes: null,
  adminNotes: null,
  requestStatus: 'pending',
  isVerified: false,
  hasAccount: false,
  applicationDate: '2026-11-24T10:00:00.000Z',
  createdAt: '2026-11-24T10:00:00.000Z',
};

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 10 });

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

function mockRequestsApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/requests/partners/stats': { body: STATS },
    'GET /api/admin/requests/partners': { body: page([partnerRequest(), APPROVED]) },
    'GET /api/admin/requests/drivers/stats': { body: { total: 1, pending: 1, approved: 0, rejected: 0 } },
    'GET /api/admin/requests/drivers': { body: page([DRIVER]) },
    ...extra,
  });
}

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url).startsWith(path))?.[1]?.body));

describe('the admin requests page', { timeout: 20_000 }, () => {
  it('shows the heading, the four figures and the partner requests', async () => {
    mockRequestsApi();
    renderApp('/admin/requests', testQueryClient(testUser('admin')));
    // The page's code loads on first visit: give it time on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gestion des Demandes' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getAllByText('Administration').length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'Demandes partenaires' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Demandes chauffeurs' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(await screen.findByText('Total')).toBeTruthy();
    for (const label of ['En attente', 'Approuvées', 'Rejetées'])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    expect(within(table).getByText('Le Jardin de Dixinn')).toBeTruthy();
    // Only a pending request can be approved or rejected; only an approved one without account offers the account.
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('button', { name: 'Approuver' })).toBeTruthy();
    expect(within(rows[1]).queryByRole('button', { name: 'Créer le compte' })).toBeNull();
    expect(within(rows[2]).queryByRole('button', { name: 'Approuver' })).toBeNull();
    expect(within(rows[2]).getByRole('button', { name: 'Créer le compte' })).toBeTruthy();
  });

  it('approves with notes after saying approval does not create the account', async () => {
    const fetchMock = mockRequestsApi({
      'POST /api/admin/requests/partners/11111111-1111-4111-8111-111111111111/approve': {
        body: partnerRequest({ requestStatus: 'approved' }),
      },
    });
    renderApp('/admin-dashboard/requests', testQueryClient(testUser('admin')));
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getAllByRole('button', { name: 'Approuver' })[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.approvalNoAccount)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Notes (facultatif)'), { target: { value: 'Bienvenue' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approuver' }));
    expect(await screen.findByText(MESSAGES.requestApproved)).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/admin/requests/partners/11111111-1111-4111-8111-111111111111/approve')).toEqual({
      notes: 'Bienvenue',
    });
  });

  it('says rejection is definitive', async () => {
    mockRequestsApi();
    renderApp('/admin-dashboard/requests', testQueryClient(testUser('admin')));
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getAllByRole('button', { name: 'Rejeter' })[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.rejectionFinal)).toBeTruthy();
    expect(within(dialog).getByLabelText('Motif du rejet (facultatif)')).toBeTruthy();
  });

  it('creates the account and shows copyable credentials with the partner dashboard link', async () => {
    mockRequestsApi({
      'POST /api/admin/requests/partners/33333333-3333-4333-8333-333333333333/account': {
        status: 201,
        body: {
          request: { ...APPROVED, hasAccount: true },
          credentials: {
            name: 'Aminata Kaba',
            email: 'mamadou.diallo@exemple.gn',
            password: 'Xk7mP2qR9wLz',
            dashboardUrl: 'http://localhost:3000/partner-dashboard',
          },
          subscriptionId: null,
          menuCategories: 4,
        },
      },
    });
    renderApp('/admin-dashboard/requests', testQueryClient(testUser('admin')));
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Créer le compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compte créé' });
    expect(within(dialog).getByText('Xk7mP2qR9wLz')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: `${window.location.origin}/partner-dashboard` })).toBeTruthy();
    expect(await screen.findByText(MESSAGES.accountCreated)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copier mot de passe' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Xk7mP2qR9wLz'));
    expect(await screen.findByText('Mot de passe copié dans le presse-papiers')).toBeTruthy();

    writeText.mockRejectedValueOnce(new Error('refusé'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copier email' }));
    expect(await screen.findByText(MESSAGES.copyError)).toBeTruthy();
  });

  it('shows the server refusal as an error toast', async () => {
    mockRequestsApi({
      'POST /api/admin/requests/partners/33333333-3333-4333-8333-333333333333/account': {
        status: 409,
        body: { error: MESSAGES.businessAccountExists, code: 'account_exists' },
      },
    });
    renderApp('/admin-dashboard/requests', testQueryClient(testUser('admin')));
    fireEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Créer le compte' }));
    expect(await screen.findByText(MESSAGES.businessAccountExists)).toBeTruthy();
  });

  it('approves a driver and creates the account in one step', async () => {
    mockRequestsApi({
      'POST /api/admin/requests/drivers/44444444-4444-4444-8444-444444444444/approve': {
        body: {
          request: { ...DRIVER, requestStatus: 'approved', hasAccount: true },
          credentials: {
            name: 'Djénabou Diallo',
            email: 'djenabou.diallo@exemple.gn',
            password: 'Ab3#kLm9@xYz',
            dashboardUrl: 'http://localhost:3000/driver-dashboard',
          },
        },
      },
    });
    renderApp('/admin-dashboard/requests', testQueryClient(testUser('admin')));
    const tab = await screen.findByRole('tab', { name: 'Demandes chauffeurs' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    await screen.findByText('Djénabou Diallo');
    fireEvent.click(screen.getByRole('button', { name: 'Approuver' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.driverApprovalCreatesAccount)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approuver et créer le compte' }));
    const credentials = await screen.findByRole('dialog', { name: 'Compte créé' });
    expect(within(credentials).getByText('Ab3#kLm9@xYz')).toBeTruthy();
    expect(await screen.findByText(MESSAGES.driverRequestApproved)).toBeTruthy();
  });

  it('opens on the drivers tab from a driver application notification (?type=drivers)', async () => {
    mockRequestsApi();
    renderApp('/admin-dashboard/requests?type=drivers', testQueryClient(testUser('admin')));
    const tab = await screen.findByRole('tab', { name: 'Demandes chauffeurs' }, { timeout: 15_000 });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Djénabou Diallo')).toBeTruthy();
  });
});
