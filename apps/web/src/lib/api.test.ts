import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, NETWORK_ERROR_MESSAGE } from './api';
import { shouldRetryQuery } from './query-client';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  it('sends JSON with the session cookie and returns the answer', async () => {
    const fetchMock = answer(201, { user: { id: '1' } });
    await expect(api.post('/api/auth/sign-up', { name: 'Awa' })).resolves.toEqual({ user: { id: '1' } });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/auth/sign-up');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"Awa"}' });
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("throws the server's French message and code", async () => {
    answer(401, { error: 'Identifiants invalides', code: 'INVALID_CREDENTIALS' });
    const error = await api.post('/api/auth/sign-in', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Identifiants invalides', code: 'INVALID_CREDENTIALS' });
  });

  it('falls back to a French message when the answer has none', async () => {
    answer(502, undefined);
    await expect(api.get('/api/home')).rejects.toMatchObject({
      status: 502,
      message: 'Une erreur interne est survenue. Veuillez réessayer.',
    });
  });

  it('turns a network failure into a French message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/api/home')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });
});

describe('query retries', () => {
  it('retries network and server failures twice, never refusals', () => {
    const network = new ApiError(0, NETWORK_ERROR_MESSAGE);
    expect(shouldRetryQuery(0, network)).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(503, 'x'))).toBe(true);
    expect(shouldRetryQuery(2, network)).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(404, 'x'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(401, 'x'))).toBe(false);
  });
});
