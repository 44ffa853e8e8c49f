// @vitest-environment jsdom
import { MESSAGES } from '@livra/shared/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyHome, mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';

resetBetweenTests();

async function signInForm() {
  const email = await screen.findByLabelText('Email');
  return { email, form: within(email.closest('form')!) };
}

describe('/login', () => {
  it('shows French errors under the fields without calling the server', async () => {
    const fetchMock = mockApi({ 'GET /api/home': { body: emptyHome } });
    renderApp('/login', testQueryClient(null));
    const { form } = await signInForm();
    fireEvent.click(form.getByRole('button', { name: 'Se connecter' }));

    expect(await form.findByText(MESSAGES.emailRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/sign-in', expect.anything());
  });

  it("shows the server's refusal", async () => {
    mockApi({
      'POST /api/auth/sign-in': {
        status: 401,
        body: { error: MESSAGES.invalidCredentials, code: 'INVALID_CREDENTIALS' },
      },
    });
    renderApp('/login', testQueryClient(null));
    const { email, form } = await signInForm();
    fireEvent.change(email, { target: { value: 'client@livra.gn' } });
    fireEvent.change(form.getByLabelText('Mot de passe'), { target: { value: 'mauvais' } });
    fireEvent.click(form.getByRole('button', { name: 'Se connecter' }));

    expect(await form.findByRole('alert')).toHaveProperty('textContent', MESSAGES.invalidCredentials);
  });

  it("says 'Erreur lors de la connexion' when the server fails", async () => {
    mockApi({ 'POST /api/auth/sign-in': { status: 500, body: { error: MESSAGES.serverError, code: 'internal' } } });
    renderApp('/login', testQueryClient(null));
    const { email, form } = await signInForm();
    fireEvent.change(email, { target: { value: 'client@livra.gn' } });
    fireEvent.change(form.getByLabelText('Mot de passe'), { target: { value: 'demo1234' } });
    fireEvent.click(form.getByRole('button', { name: 'Se connecter' }));

    expect(await form.findByRole('alert')).toHaveProperty('textContent', 'Erreur lors de la connexion');
  });

  it('sends a partner who signs in to their dashboard', async () => {
    mockApi({ 'POST /api/auth/sign-in': { body: { user: testUser('partner', { name: 'Ibrahima Sow' }) } } });
    const { router } = renderApp('/login', testQueryClient(null));
    const { email, form } = await signInForm();
    fireEvent.change(email, { target: { value: 'partenaire@livra.gn' } });
    fireEvent.change(form.getByLabelText('Mot de passe'), { target: { value: 'demo1234' } });
    fireEvent.click(form.getByRole('button', { name: 'Se connecter' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/partner-dashboard'));
  });

  it('signs a new customer up, signs them in with the chosen password, and lands on /dashboard', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/sign-up': { status: 202, body: { message: MESSAGES.signupCheckEmail } },
      'POST /api/auth/sign-in': { body: { user: testUser('customer', { name: 'Awa Touré', emailVerified: false }) } },
    });
    const { router } = renderApp('/login?action=signup', testQueryClient(null));
    fireEvent.change(await screen.findByLabelText('Nom complet'), { target: { value: 'Awa Touré' } });
    const form = within(screen.getByLabelText('Nom complet').closest('form')!);
    fireEvent.change(form.getByLabelText('Email'), { target: { value: 'awa@example.com' } });
    fireEvent.change(form.getByLabelText('Mot de passe'), { target: { value: 'Kaloum-2024' } });
    fireEvent.click(form.getByRole('button', { name: 'Créer mon compte' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const body = JSON.parse(fetchMock.mock.calls.find(([path]) => path === '/api/auth/sign-up')![1]!.body as string);
    expect(body).toEqual({ name: 'Awa Touré', email: 'awa@example.com', password: 'Kaloum-2024' });
    expect(await screen.findByText(MESSAGES.welcome('Awa Touré'))).toBeTruthy();
    expect(await screen.findByText(MESSAGES.emailNotVerifiedBanner(testUser('customer').email))).toBeTruthy();
  });

  it('only says to check the mailbox when the address already had an account (the sign-in after fails)', async () => {
    mockApi({
      'POST /api/auth/sign-up': { status: 202, body: { message: MESSAGES.signupCheckEmail } },
      'POST /api/auth/sign-in': { status: 401, body: { error: MESSAGES.invalidCredentials, code: 'auth_failed' } },
    });
    const { router } = renderApp('/login?action=signup', testQueryClient(null));
    const form = within((await screen.findByLabelText('Nom complet')).closest('form')!);
    fireEvent.change(form.getByLabelText('Nom complet'), { target: { value: 'Awa Touré' } });
    fireEvent.change(form.getByLabelText('Email'), { target: { value: 'client@livra.gn' } });
    fireEvent.change(form.getByLabelText('Mot de passe'), { target: { value: 'Kaloum-2024' } });
    fireEvent.click(form.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByText('Vérifiez votre boîte mail')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.invalidCredentials)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('refuses a password under 8 characters and a common one at sign-up, with the shared messages', async () => {
    mockApi({});
    renderApp('/login?action=signup', testQueryClient(null));
    const form = within((await screen.findByLabelText('Nom complet')).closest('form')!);
    fireEvent.change(form.getByLabelText('Mot de passe'), { target: { value: 'Kal0um!' } });
    fireEvent.click(form.getByRole('button', { name: 'Créer mon compte' }));
    expect(await form.findByText(MESSAGES.passwordNewTooShort)).toBeTruthy();

    fireEvent.change(form.getByLabelText('Mot de passe'), { target: { value: 'azertyuiop' } });
    fireEvent.click(form.getByRole('button', { name: 'Créer mon compte' }));
    expect(await form.findByText(MESSAGES.passwordTooCommon)).toBeTruthy();
  });
});
