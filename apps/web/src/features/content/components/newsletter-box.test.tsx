// @vitest-environment jsdom
import { MESSAGES } from '@livra/shared/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToasterHost } from '@/app/toaster-host';
import { mockApi, resetBetweenTests, testQueryClient } from '@/test/utils';
import { NewsletterBox } from './newsletter-box';

resetBetweenTests();

function renderBox() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <NewsletterBox />
      <ToasterHost />
    </QueryClientProvider>,
  );
  return {
    input: screen.getByLabelText('Adresse e-mail'),
    submit: screen.getByRole('button', { name: "S'inscrire" }),
  };
}

describe('newsletter box', () => {
  it("shows the server's reason when it refuses the address", async () => {
    const fetchMock = mockApi({
      'POST /api/newsletter': { status: 400, body: { error: 'Adresse refusée par le serveur', code: 'INVALID_INPUT' } },
    });
    const { input, submit } = renderBox();
    fireEvent.change(input, { target: { value: 'awa@example.com' } });
    fireEvent.click(submit);

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Adresse refusée par le serveur');
    await waitFor(() => expect(screen.getAllByText('Adresse refusée par le serveur').length).toBe(2)); // and in the toast
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toEqual({ email: 'awa@example.com' });
  });

  it('refuses a malformed address before calling the server', async () => {
    const fetchMock = mockApi({});
    const { input, submit } = renderBox();
    fireEvent.change(input, { target: { value: 'pas-une-adresse' } });
    fireEvent.click(submit);

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', MESSAGES.emailInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('thanks a new subscriber and empties the box', async () => {
    mockApi({ 'POST /api/newsletter': { status: 201, body: { message: MESSAGES.newsletterSubscribed } } });
    const { input, submit } = renderBox();
    fireEvent.change(input, { target: { value: '  Awa@Example.com ' } });
    fireEvent.click(submit);

    expect(await screen.findByText(MESSAGES.newsletterSubscribed)).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('says so when the address is already subscribed', async () => {
    mockApi({ 'POST /api/newsletter': { status: 200, body: { message: MESSAGES.newsletterAlreadySubscribed } } });
    const { input, submit } = renderBox();
    fireEvent.change(input, { target: { value: 'awa@example.com' } });
    fireEvent.click(submit);

    expect(await screen.findByText(MESSAGES.newsletterAlreadySubscribed)).toBeTruthy();
  });

  it('explains a lost connection in French', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { input, submit } = renderBox();
    fireEvent.change(input, { target: { value: 'awa@example.com' } });
    fireEvent.click(submit);

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Connexion impossible. Vérifiez votre connexion internet.',
    );
  });
});
