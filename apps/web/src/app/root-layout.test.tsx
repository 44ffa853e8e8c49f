// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { resetBetweenTests } from '@/test/utils';
import { AppProviders } from './providers';
import { RootLayout } from './root-layout';

resetBetweenTests();

// No service worker holds the offline note's code and the network is gone: its download fails.
vi.mock('./offline-data-note', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the root layout, when the network goes', () => {
  it('keeps the page (the driver’s waiting actions live there) when the offline note’s code cannot be downloaded', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [{ index: true, element: <h1>Mes livraisons</h1> }],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Mes livraisons' })).toBeTruthy();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('heading', { name: 'Mes livraisons' })).toBeTruthy();
  });
});
