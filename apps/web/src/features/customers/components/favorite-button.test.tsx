// @vitest-environment jsdom
import type { SessionUser } from '@livra/shared/auth';
import { CUSTOMER_MESSAGES } from '@livra/shared/customers';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { clearToasts, mockApi, testQueryClient, testUser } from '@/test/utils';
import { FavoriteButton } from './favorite-button';

const BUSINESS = '11111111-1111-4111-8111-111111111111';

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** A server answer held back until the test releases it, to see the heart before the answer. */
function held() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(answer: (key: string) => Promise<Response>) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    answer(`${(init?.method ?? 'GET').toUpperCase()} ${new URL(String(input), 'http://localhost').pathname}`),
  );
}

function renderHeart(user: SessionUser | null) {
  const router = createMemoryRouter(
    [
      { path: '/services/:id', element: <FavoriteButton businessId={BUSINESS} /> },
      { path: '/login', element: <p>Page de connexion</p> },
    ],
    { initialEntries: [`/services/${BUSINESS}`] },
  );
  render(
    <AppProviders client={testQueryClient(user)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('favourite heart', () => {
  it('sends a visitor to sign in, remembering the business page', async () => {
    const fetchMock = mockApi({});
    const router = renderHeart(null);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter aux favoris' }));
    expect(await screen.findByText('Page de connexion')).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: `/services/${BUSINESS}` });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fills at once for a customer, and stays filled when the server agrees', async () => {
    const put = held();
    let favorites: unknown[] = [];
    stubFetch(async (key) => {
      if (key === 'GET /api/me/favorites') return json({ businesses: favorites });
      await put.released;
      favorites = [{ id: BUSINESS, name: 'Le Maquis de Kaloum' }];
      return json({ businessId: BUSINESS, isFavorite: true });
    });
    renderHeart(testUser('customer'));
    const heart = await screen.findByRole('button', { name: 'Ajouter aux favoris' });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    fireEvent.click(heart);
    // Filled while the server has not answered yet.
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    put.release();
    expect(await screen.findByText(CUSTOMER_MESSAGES.favoriteAdded)).toBeTruthy();
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('goes back to empty and says why when the server refuses', async () => {
    const put = held();
    stubFetch(async (key) => {
      if (key === 'GET /api/me/favorites') return json({ businesses: [] });
      await put.released;
      return json({ error: 'Business non trouvé', code: 'business_not_found' }, 404);
    });
    renderHeart(testUser('customer'));
    const heart = await screen.findByRole('button', { name: 'Ajouter aux favoris' });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    put.release();
    expect(await screen.findByText('Business non trouvé')).toBeTruthy();
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
  });

  it('is not shown to partners, who have no favourites', () => {
    mockApi({});
    renderHeart(testUser('partner'));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
