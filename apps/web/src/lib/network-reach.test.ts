// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetBetweenTests } from '@/test/utils';
import { ApiError } from './api';
import { useServerUnreachable } from './network-reach';
import { createQueryClient } from './query-client';

resetBetweenTests();

describe('a server out of reach while the phone says it is online', () => {
  it('is known from the first read that fails for want of a network, until a read succeeds', async () => {
    const client = createQueryClient();
    const { result } = renderHook(() => useServerUnreachable());
    expect(result.current).toBe(false);

    await act(() =>
      client
        .fetchQuery({
          queryKey: ['catalog', 'home'],
          queryFn: () => Promise.reject(new ApiError(0, 'Connexion impossible')),
          retry: false,
        })
        .catch(() => undefined),
    );
    expect(result.current).toBe(true);

    await act(() => client.fetchQuery({ queryKey: ['catalog', 'home'], queryFn: () => Promise.resolve({}) }));
    expect(result.current).toBe(false);
  });

  it('is not set by an answer of the server, even an error', async () => {
    const client = createQueryClient();
    const { result } = renderHook(() => useServerUnreachable());
    await act(() =>
      client
        .fetchQuery({ queryKey: ['orders'], queryFn: () => Promise.reject(new ApiError(503, 'Erreur')), retry: false })
        .catch(() => undefined),
    );
    expect(result.current).toBe(false);
  });
});
