// @vitest-environment jsdom
import { MESSAGES } from '@livra/shared/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyHome, mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';

resetBetweenTests();

const flagged = testUser('partner', { name: 'Aminata Kaba', mustChangePassword: true });

describe('first sign-in with a generated password', () => {
  it.each(['/partner-dashboard', '/', '/partner-dashboard/menu'])(
    'takes the user from %s to the change-password page first',
    async (path) => {
      mockApi({ 'GET /api/home': { body: emptyHome } });
      const { router } = renderApp(path, testQueryClient(flagged));
      await waitFor(() => expect(router.state.location.pathname).toBe('/changer-mot-de-passe'));
      expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.mustChangePasswordTitle })).toBeTruthy();
    },
  );

  it('lands on the role’s home once the password is changed', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/password': { body: { ok: true } },
      'GET /api/auth/session': { body: { user: { ...flagged, mustChangePassword: false } } },
      'GET /api/partner/businesses': { body: { businesses: [] } },
    });
    const { router } = renderApp('/partner-dashboard', testQueryClient(flagged));
    await screen.findByRole('heading', { level: 1, name: MESSAGES.mustChangePasswordTitle });
    fireEvent.change(screen.getByLabelText('Mot de passe provisoire'), { target: { value: 'Xk7mP2qR9wLz' } });
    fireEvent.change(screen.getByLabelText('Nouveau mot de passe'), { target: { value: 'Dixinn-Jardin-2026' } });
    fireEvent.change(screen.getByLabelText('Confirmer le nouveau mot de passe'), {
      target: { value: 'Dixinn-Jardin-2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mon mot de passe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner-dashboard'));
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/password');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      currentPassword: 'Xk7mP2qR9wLz',
      newPassword: 'Dixinn-Jardin-2026',
    });
  });

  it('lets a user whose password is their own go anywhere', async () => {
    mockApi({ 'GET /api/partner/businesses': { body: { businesses: [] } } });
    const { router } = renderApp('/partner-dashboard', testQueryClient(testUser('partner')));
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/partner-dashboard');
  });
});
