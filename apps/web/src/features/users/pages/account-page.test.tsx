// @vitest-environment jsdom
import { MESSAGES } from '@livra/shared/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';

resetBetweenTests();

const admin = testUser('admin', { name: 'Fatoumata Cissé', email: 'admin@livra.gn' });
const profile = {
  id: admin.id,
  name: admin.name,
  email: admin.email,
  role: 'admin',
  phoneNumber: '+224 621 00 00 01',
  address: null,
  profileImage: null,
  dateOfBirth: null,
  gender: null,
  isVerified: true,
  createdAt: '2025-07-13T10:00:00.000Z',
};

describe('admin profile', () => {
  it('changes the name and phone, and the sidebar shows the new name at once', async () => {
    const fetchMock = mockApi({
      'GET /api/me/profile': { body: profile },
      'PATCH /api/me/profile': (init) => ({ body: { ...profile, ...JSON.parse(String(init?.body)) } }),
      'GET /api/auth/session': { body: { user: { ...admin, name: 'Fatoumata Camara' } } },
    });
    renderApp('/admin-dashboard/profile', testQueryClient(admin));
    const name = await screen.findByLabelText('Nom complet');
    fireEvent.change(name, { target: { value: 'Fatoumata Camara' } });
    fireEvent.change(screen.getByLabelText('Téléphone'), { target: { value: '+224 621 99 99 99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const [, patch] = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch?.body))).toMatchObject({
      name: 'Fatoumata Camara',
      phoneNumber: '+224 621 99 99 99',
    });
    const sidebar = screen.getAllByRole('complementary')[0];
    await waitFor(() => expect(within(sidebar).getByText('Fatoumata Camara')).toBeTruthy());
  });

  it('says when the current password is wrong', async () => {
    mockApi({
      'GET /api/me/profile': { body: profile },
      'POST /api/auth/password': { status: 400, body: { error: MESSAGES.wrongCurrentPassword, code: 'auth_failed' } },
    });
    renderApp('/admin-dashboard/profile', testQueryClient(admin));
    fireEvent.change(await screen.findByLabelText('Mot de passe actuel'), { target: { value: 'pas-le-bon' } });
    fireEvent.change(screen.getByLabelText('Nouveau mot de passe'), { target: { value: 'Kaloum-Marche-2026' } });
    fireEvent.change(screen.getByLabelText('Confirmer le nouveau mot de passe'), {
      target: { value: 'Kaloum-Marche-2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect((await screen.findAllByText(MESSAGES.wrongCurrentPassword)).length).toBeGreaterThan(0);
  });
});

describe('partner account', () => {
  it('gives the partner a personal profile and a password change beside the business profile', async () => {
    const partner = testUser('partner', { name: 'Mamadou Diallo', email: 'partenaire@livra.gn' });
    let sent: unknown;
    mockApi({
      'GET /api/me/profile': {
        body: { ...profile, id: partner.id, name: partner.name, email: partner.email, role: 'partner' },
      },
      'GET /api/partner/businesses': { body: { businesses: [] } },
      'POST /api/auth/password': (init) => {
        sent = JSON.parse(String(init?.body));
        return { body: { ok: true } };
      },
    });
    renderApp('/partner-dashboard/account', testQueryClient(partner));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon profil' })).toBeTruthy();
    expect(screen.getByText(/à côté du profil de votre commerce/)).toBeTruthy();
    expect(await screen.findByDisplayValue('Mamadou Diallo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profil du commerce' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Mot de passe actuel'), { target: { value: 'demo1234' } });
    fireEvent.change(screen.getByLabelText('Nouveau mot de passe'), { target: { value: 'Kaloum-Marche-2026' } });
    fireEvent.change(screen.getByLabelText('Confirmer le nouveau mot de passe'), {
      target: { value: 'Kaloum-Marche-2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    await waitFor(() => expect(sent).toMatchObject({ currentPassword: 'demo1234', newPassword: 'Kaloum-Marche-2026' }));
  });
});
