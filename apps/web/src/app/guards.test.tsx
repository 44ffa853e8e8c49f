// @vitest-environment jsdom
import { MESSAGES } from '@livra/shared/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyHome, mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';

resetBetweenTests();

beforeEach(() => {
  mockApi({ 'GET /api/home': { body: emptyHome } });
});

describe('route guard', () => {
  it('shows a spinner while the session loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderApp('/dashboard', testQueryClient());
    expect(await screen.findByRole('status', { name: 'Chargement…' })).toBeTruthy();
  });

  it("says 'Erreur lors de la récupération de l'utilisateur' when the session cannot be read, with a retry", async () => {
    mockApi({
      'GET /api/home': { body: emptyHome },
      'GET /api/auth/session': { status: 503, body: { error: MESSAGES.serverError } },
    });
    renderApp('/dashboard', testQueryClient());
    expect(await screen.findByText("Erreur lors de la récupération de l'utilisateur")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('sends an anonymous visitor home and remembers where they were going', async () => {
    const { router } = renderApp('/dashboard/orders?page=2', testQueryClient(null));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ from: '/dashboard/orders?page=2' });
    expect(sessionStorage.getItem('livra.origin')).toBe('/dashboard/orders?page=2');
  });

  it.each([
    ['customer', '/admin-dashboard', '/dashboard'],
    ['customer', '/dashboard/partner/orders', '/dashboard'],
    ['partner', '/dashboard/orders', '/partner-dashboard'],
    ['partner', '/dashboard/admin/users', '/partner-dashboard'],
    ['driver', '/partner-dashboard/menu', '/driver-dashboard'],
    ['admin', '/driver-dashboard/location', '/admin-dashboard'],
  ] as const)('sends a %s who opens %s to their own home %s', async (role, path, home) => {
    const { router } = renderApp(path, testQueryClient(testUser(role)));
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
  });

  it.each([
    ['customer', '/dashboard/orders', 'Mes commandes'],
    ['partner', '/dashboard/partner/menu', 'Menu'],
    ['admin', '/dashboard/admin/requests', 'Gestion des Demandes'],
    ['admin', '/admin/requests', 'Gestion des Demandes'],
    ['driver', '/driver-dashboard/history', 'Historique'],
  ] as const)('lets a %s open %s', async (role, path, heading) => {
    const { router } = renderApp(path, testQueryClient(testUser(role)));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('greets the signed-in user by name on their dashboard', async () => {
    renderApp('/partner-dashboard', testQueryClient(testUser('partner', { name: 'Ibrahima Sow' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour, Ibrahima Sow' })).toBeTruthy();
  });

  it('brings the visitor back to the page they wanted after signing in', async () => {
    const customer = testUser('customer', { name: 'Fatoumata Barry' });
    mockApi({
      'GET /api/home': { body: emptyHome },
      'POST /api/auth/sign-in': { body: { user: customer } },
    });
    const { router } = renderApp('/dashboard/orders', testQueryClient(null));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    // The guard's toast offers to sign in; here the visitor uses the header button.
    expect(await screen.findByText(MESSAGES.signInRequired)).toBeTruthy();
    fireEvent.click(within(await screen.findByRole('banner')).getByRole('link', { name: 'Se connecter' }));
    const email = await screen.findByLabelText('Email');
    const form = within(email.closest('form')!);
    fireEvent.change(email, { target: { value: 'client@livra.gn' } });
    fireEvent.change(form.getByLabelText('Mot de passe'), { target: { value: 'demo1234' } });
    fireEvent.click(form.getByRole('button', { name: 'Se connecter' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders'));
    expect(await screen.findByText(MESSAGES.welcome('Fatoumata Barry'))).toBeTruthy();
    expect(sessionStorage.getItem('livra.origin')).toBeNull();
  });
});

describe('sign-out', () => {
  it('returns home from a dashboard, says so, and forgets nothing it should not remember', async () => {
    mockApi({ 'GET /api/home': { body: emptyHome }, 'POST /api/auth/sign-out': { body: { ok: true } } });
    const { router } = renderApp('/dashboard/orders', testQueryClient(testUser('customer')));
    fireEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(MESSAGES.signedOut)).toBeTruthy();
    expect(await within(await screen.findByRole('banner')).findByRole('link', { name: 'Se connecter' })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.signInRequired)).toBeNull();
    expect(sessionStorage.getItem('livra.origin')).toBeNull();
  });
});

describe('route map', () => {
  it('shows the French not-found page for an unknown path', async () => {
    renderApp('/cette-page-n-existe-pas', testQueryClient(null));
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.pageNotFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Retour à l'accueil/ }).getAttribute('href')).toBe('/');
  });

  it('opens sign-up with ?action=signup', async () => {
    renderApp('/login?action=signup', testQueryClient(null));
    expect(await screen.findByRole('button', { name: 'Créer mon compte' })).toBeTruthy();
  });
});
