// @vitest-environment jsdom
import { SUBSCRIPTION_TEXTS } from '@livra/shared/subscriptions';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, testQueryClient } from '@/test/utils';

beforeEach(() => void mockApi({}));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('payment result pages', () => {
  it('repeats the outcome and reference of the link, and leads back to billing', async () => {
    renderApp('/subscription-payment-status?status=failed&reference=LIV-2026-0042', testQueryClient(null));
    expect(await screen.findByRole('heading', { name: SUBSCRIPTION_TEXTS.paymentFailedTitle })).toBeTruthy();
    expect(screen.getByText(`${SUBSCRIPTION_TEXTS.referenceLabel} : LIV-2026-0042`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir ma facturation' }).getAttribute('href')).toBe(
      '/partner-dashboard/billing',
    );
  });

  it('shows an unknown outcome honestly and never echoes a strange reference', async () => {
    renderApp('/payment-status?status=hacked&reference=%3Cscript%3E', testQueryClient(null));
    expect(await screen.findByRole('heading', { name: SUBSCRIPTION_TEXTS.paymentUnknownTitle })).toBeTruthy();
    expect(screen.queryByText(/Référence/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Voir mes commandes' }).getAttribute('href')).toBe('/orders');
  });
});
