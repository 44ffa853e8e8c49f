// @vitest-environment jsdom
import { onlineManager, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, followBrowserNetwork } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { OfflineBanner } from './offline-banner';

function setNetwork(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

/** An action that needs the network (adding to the cart, a partner's change…). */
function Action({ send }: { send: () => Promise<string> }) {
  const mutation = useMutation({ mutationFn: send });
  return (
    <button type="button" onClick={() => mutation.mutate()}>
      {mutation.isSuccess ? 'Envoyé' : 'Ajouter'}
    </button>
  );
}

function renderShell(send: () => Promise<string>) {
  const client = createQueryClient();
  client.mount();
  render(
    <QueryClientProvider client={client}>
      <OfflineBanner />
      <Action send={send} />
    </QueryClientProvider>,
  );
  return client;
}

describe('offline', () => {
  it('says so politely, and an action tapped offline waits for the network, then goes once', async () => {
    const info = vi.spyOn(toast, 'info').mockImplementation(() => undefined);
    const send = vi.fn(async () => 'ok');
    renderShell(send);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');

    setNetwork(false);
    expect(status.textContent).toContain('Vous êtes hors ligne.');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(
      await screen.findByText('Une action attend la connexion : elle sera envoyée dès le retour du réseau.'),
    ).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('Pas de connexion', expect.objectContaining({ id: 'action-waiting-network' }));

    setNetwork(true);
    expect(await screen.findByRole('button', { name: 'Envoyé' })).toBeTruthy();
    expect(send).toHaveBeenCalledTimes(1);
    expect(status.textContent).toBe('Connexion rétablie.');
  });

  it('knows at once when the page opens with no network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    followBrowserNetwork();
    vi.spyOn(toast, 'info').mockImplementation(() => undefined);
    const send = vi.fn(async () => 'ok');
    const client = renderShell(send);
    expect(screen.getByRole('status').textContent).toContain('Vous êtes hors ligne.');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    await screen.findByText(/Une action attend la connexion/);
    expect(send).not.toHaveBeenCalled();
    client.unmount();
  });
});
