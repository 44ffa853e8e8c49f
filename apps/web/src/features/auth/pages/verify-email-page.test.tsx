// @vitest-environment jsdom
import { MESSAGES } from '@livra/shared/messages';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, resetBetweenTests, testQueryClient } from '@/test/utils';

resetBetweenTests();

describe('/verify-email', () => {
  it('confirms the address with the token of the link, once', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/verification/verify': { body: { message: MESSAGES.emailVerified } } });
    renderApp('/verify-email?token=jeton-de-test', testQueryClient(null));
    expect(await screen.findByText(MESSAGES.emailVerified)).toBeTruthy();
    const calls = fetchMock.mock.calls.filter(([path]) => path === '/api/auth/verification/verify');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0][1]!.body as string)).toEqual({ token: 'jeton-de-test' });
  });

  it('says the link is invalid when the server refuses it, or when it has no token', async () => {
    mockApi({
      'POST /api/auth/verification/verify': {
        status: 400,
        body: { error: MESSAGES.verificationLinkInvalid, code: 'verification_link_invalid' },
      },
    });
    renderApp('/verify-email?token=perime', testQueryClient(null));
    expect(await screen.findAllByText(MESSAGES.verificationLinkInvalid)).toHaveLength(1);
    cleanup();
    renderApp('/verify-email', testQueryClient(null));
    expect(await screen.findByText(MESSAGES.verificationLinkInvalid)).toBeTruthy();
  });
});
