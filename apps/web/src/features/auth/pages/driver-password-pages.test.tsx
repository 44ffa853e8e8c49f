// @vitest-environment jsdom
import { MESSAGES } from '@livra/shared/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';

resetBetweenTests();

function bodyOf(fetchMock: ReturnType<typeof mockApi>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(path));
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

describe('/driver/login', () => {
  it("signs in where the server checks the driver's account, then goes to work", async () => {
    const fetchMock = mockApi({
      'POST /api/auth/driver/sign-in': { body: { user: testUser('driver', { name: 'Mamadou Bah' }) } },
    });
    const { router } = renderApp('/driver/login', testQueryClient(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion livreur' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'livreur@livra.gn' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/driver-dashboard'));
    expect(bodyOf(fetchMock, '/api/auth/driver/sign-in')).toEqual({ email: 'livreur@livra.gn', password: 'demo1234' });
  });

  it("sends the reset link for the typed e-mail, leading to the driver's reset page", async () => {
    const fetchMock = mockApi({ 'POST /api/auth/password-reset/request': { body: { ok: true } } });
    renderApp('/driver/login', testQueryClient(null));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'livreur@livra.gn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mot de passe oublié' }));
    expect(dialog.getByLabelText<HTMLInputElement>('Email').value).toBe('livreur@livra.gn');
    fireEvent.click(dialog.getByRole('button', { name: 'Envoyer le lien' }));

    expect(await dialog.findByText('livreur@livra.gn')).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/auth/password-reset/request')).toEqual({
      email: 'livreur@livra.gn',
      redirectTo: '/driver/reset-password',
    });
  });
});

describe('reset password pages', () => {
  it.each([
    ['/reset-password', 'Choisissez un nouveau mot de passe', '/login'],
    ['/driver/reset-password', 'Nouveau mot de passe livreur', '/driver/login'],
  ])('%s (« %s ») saves the new password and leads back to its sign-in', async (path, heading, loginPath) => {
    const fetchMock = mockApi({ 'POST /api/auth/password-reset': { body: { ok: true } } });
    const { router } = renderApp(`${path}?token=abc`, testQueryClient(null));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nouveau mot de passe'), { target: { value: 'Kaloum-Conakry-2025' } });
    fireEvent.change(screen.getByLabelText('Confirmer le nouveau mot de passe'), {
      target: { value: 'Kaloum-Conakry-2025' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(loginPath));
    expect(bodyOf(fetchMock, '/api/auth/password-reset')).toEqual({ token: 'abc', newPassword: 'Kaloum-Conakry-2025' });
  });

  it('shows why the server refused, under the form', async () => {
    mockApi({
      'POST /api/auth/password-reset': {
        status: 400,
        body: { error: MESSAGES.resetTokenInvalid, code: 'INVALID_TOKEN' },
      },
    });
    renderApp('/driver/reset-password?token=old', testQueryClient(null));
    fireEvent.change(await screen.findByLabelText('Nouveau mot de passe'), {
      target: { value: 'Kaloum-Conakry-2025' },
    });
    fireEvent.change(screen.getByLabelText('Confirmer le nouveau mot de passe'), {
      target: { value: 'Kaloum-Conakry-2025' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    const form = within(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }).closest('form')!);
    expect(await form.findByRole('alert')).toHaveProperty('textContent', MESSAGES.resetTokenInvalid);
  });

  it('offers the way back to the sign-in when the link has no token', async () => {
    mockApi({});
    renderApp('/driver/reset-password', testQueryClient(null));
    expect((await screen.findByRole('link', { name: 'Connexion livreur' })).getAttribute('href')).toBe('/driver/login');
  });
});
