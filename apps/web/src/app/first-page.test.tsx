// @vitest-environment jsdom
import { ADMIN_PUBLIC_CONTENT_UI } from '@livra/shared/ui/admin-public-content';
import { render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, resetBetweenTests } from '@/test/utils';
import { markFirstPageShown, trackPageLoad, usePageLoading } from './page-loads';
import { AppProviders } from './providers';
import { AppRoutes, preloadPages } from './router';

resetBetweenTests();

function renderApp(path: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('the first page', () => {
  it('is drawn by the first render once its code is downloaded, not the spinner in its place', async () => {
    mockApi({ 'GET /api/auth/session': { body: { user: null } } });
    await preloadPages('/about');
    renderApp('/about');
    // Right after the first render: React.lazy would still be suspended here, even on code already there.
    expect(screen.getByRole('heading', { level: 1, name: ADMIN_PUBLIC_CONTENT_UI.aboutTitle })).toBeTruthy();
  });
});

// A test worker runs many files one after the other (isolate: false): what one leaves behind in
// the page loads must not reach the next.
describe('a page download an earlier test left in flight', () => {
  it('shows as a page loading while it lasts', () => {
    markFirstPageShown();
    void trackPageLoad(new Promise(() => {}));
    expect(renderHook(() => usePageLoading()).result.current).toBe(true);
  });

  it('does not hold the next test’s first page behind the spinner', async () => {
    mockApi({ 'GET /api/auth/session': { body: { user: null } } });
    await preloadPages('/about');
    renderApp('/about');
    expect(screen.getByRole('heading', { level: 1, name: ADMIN_PUBLIC_CONTENT_UI.aboutTitle })).toBeTruthy();
  });
});
