// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, currentLocale, prepareLocale } from '@/lib/i18n';
import { emptyHome, mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';

resetBetweenTests();
// The chosen language lives in the module (and localStorage): each test starts in French.
afterEach(() => changeLocale('fr'));

const SLOW = { timeout: 10_000 };
const header = () => within(screen.getByRole('banner'));

describe('the language switch', () => {
  it('turns the home page into English, sets <html lang> and remembers the choice on the device', async () => {
    mockApi({ 'GET /api/home': { body: emptyHome } });
    renderApp('/', testQueryClient(null));
    expect(await screen.findByRole('heading', { name: 'Que cherchez-vous ?' })).toBeTruthy();
    expect(header().getByRole('link', { name: 'Se connecter' })).toBeTruthy();

    fireEvent.click(header().getByRole('button', { name: 'EN English' }));

    expect(await screen.findByRole('heading', { name: 'What are you looking for?' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Your meals and groceries, delivered all over Guinea',
    );
    expect(screen.getByText('No restaurants to show for now')).toBeTruthy();
    expect(header().getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(header().getByRole('button', { name: 'FR Français' })).toBeTruthy();
    expect(screen.queryByText('Que cherchez-vous ?')).toBeNull();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('livra.locale')).toBe('en');
  });

  it('shows the sign-in page in English, its checks included, and asks the server for English', async () => {
    const fetchMock = mockApi({
      'GET /api/home': { body: emptyHome },
      'POST /api/auth/sign-in': { status: 401, body: { error: 'Invalid credentials', code: 'invalid_credentials' } },
    });
    await changeLocale('en');
    renderApp('/login', testQueryClient(null));

    expect(await screen.findByRole('heading', { name: 'Welcome back to Livra' })).toBeTruthy();
    const email = screen.getByLabelText('Email');
    const form = within(email.closest('form')!);
    fireEvent.click(form.getByRole('button', { name: 'Sign in' }));
    expect(await form.findByText('The email is required')).toBeTruthy();

    fireEvent.change(email, { target: { value: 'client@livra.gn' } });
    fireEvent.change(form.getByLabelText('Password'), { target: { value: 'mauvais' } });
    fireEvent.click(form.getByRole('button', { name: 'Sign in' }));
    expect((await form.findByRole('alert')).textContent).toBe('Invalid credentials');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/auth/sign-in')!;
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('en');
  });

  it('shows the sign-up tab in English', async () => {
    mockApi({ 'GET /api/home': { body: emptyHome } });
    await changeLocale('en');
    renderApp('/login?action=signup', testQueryClient(null));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.getByLabelText('Full name')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeTruthy();
  });

  it('stores the choice on the profile of a signed-in user, from the account menu', async () => {
    const fetchMock = mockApi({
      'GET /api/home': { body: emptyHome },
      'PATCH /api/me/profile': { body: {} },
      'GET /api/cart': { body: { items: [], itemCount: 0, total: 0, totals: {} } },
      'GET /api/notifications': { body: { items: [], unreadCount: 0 } },
    });
    renderApp('/', testQueryClient(testUser('customer')));
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Menu de Mariama Camara' }, SLOW), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }, SLOW));

    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/me/profile',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ locale: 'en' }) }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'What are you looking for?' })).toBeTruthy();
  }, 20_000);

  it('applies the language stored on the profile when the session arrives', async () => {
    mockApi({ 'GET /api/home': { body: emptyHome } });
    renderApp('/', testQueryClient(testUser('customer', { locale: 'en' })));
    expect(await screen.findByRole('heading', { name: 'What are you looking for?' })).toBeTruthy();
  });

  it('starts a returning visitor in the language they chose', async () => {
    localStorage.setItem('livra.locale', 'en');
    await prepareLocale();
    expect(currentLocale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
  it('shows a customer area in English: sidebar, page, dates and money', async () => {
    mockApi({
      'GET /api/orders/summary': { body: { amountSpent: 1_250_000, activeOrderCount: 2 } },
      'GET /api/cart': { body: { items: [], itemCount: 0, total: 0, totals: {} } },
      'GET /api/notifications': { body: { items: [], total: 0, unread: 0, page: 1, pageSize: 10 } },
    });
    renderApp('/dashboard/payments', testQueryClient(testUser('customer', { locale: 'en' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment methods' }, SLOW)).toBeTruthy();
    const sidebar = within(screen.getAllByRole('navigation', { name: 'Customer area' })[0]);
    expect(sidebar.getByRole('link', { name: 'My orders' })).toBeTruthy();
    expect(sidebar.getByRole('link', { name: 'Favourites' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeTruthy();
    expect(await screen.findByText('Total paid on delivery')).toBeTruthy();
    expect(screen.queryByText('Moyens de paiement')).toBeNull();
  }, 20_000);

  it('shows the not-found page in English', async () => {
    await changeLocale('en');
    renderApp('/cette-page-n-existe-pas', testQueryClient(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to the home page/ }).getAttribute('href')).toBe('/');
  });
});
