// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { mockApi, renderApp, resetBetweenTests, testQueryClient } from '@/test/utils';

resetBetweenTests();
afterEach(() => changeLocale('fr'));

const SLOW = { timeout: 10_000 };

describe('the about and articles pages', () => {
  it('say what Livra is and list the guides, in French by default', async () => {
    mockApi({});
    renderApp('/about', testQueryClient(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'À propos de Livra' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Comment ça marche ?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'articles pratiques' }).getAttribute('href')).toBe('/articles');
  });

  it('are in English when English is chosen, the guides keeping their anchors', async () => {
    await changeLocale('en');
    mockApi({});
    renderApp('/articles', testQueryClient(null));
    expect(await screen.findByRole('heading', { level: 2, name: 'How to order' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Paying on delivery/ }).getAttribute('href')).toBe('#payer-a-la-livraison');
    expect(screen.getByText(/An order goes through these steps: Pending, Confirmed/)).toBeTruthy();
    expect(screen.queryByText('Comment commander')).toBeNull();
  });
});
