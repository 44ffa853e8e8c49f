// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyHome, mockApi, renderApp, resetBetweenTests, testQueryClient } from '@/test/utils';
import { offerUpdate } from './update-state';

resetBetweenTests();

beforeEach(() => {
  mockApi({ 'GET /api/home': { body: emptyHome } });
});
// The offer is module state: later files in this worker must not see it.
afterEach(() => offerUpdate(null));

describe('a new version of the app', () => {
  it("is offered as 'Nouvelle version disponible' with a reload", async () => {
    renderApp('/', testQueryClient(null));
    const applyUpdate = vi.fn();
    act(() => offerUpdate(applyUpdate));
    expect(await screen.findByText('Nouvelle version disponible')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('is taken at the next navigation, so no tab keeps the old one', async () => {
    const { router } = renderApp('/', testQueryClient(null));
    const applyUpdate = vi.fn();
    act(() => offerUpdate(applyUpdate));
    await screen.findByText('Nouvelle version disponible');
    expect(applyUpdate).not.toHaveBeenCalled();
    await act(() => router.navigate('/categories'));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });
});
