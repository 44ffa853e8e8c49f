import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, NETWORK_ERROR_MESSAGE, READ_TIMEOUT_MS, WRITE_TIMEOUT_MS, withQuery } from './api';
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

/** A network that hangs: no answer ever, until the request is aborted. */
function hang() {
  const fetchMock = vi.fn(
    (_path: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('requests on a network that hangs', () => {
  afterEach(() => vi.useRealTimers());

  it('gives a read up after 20 s with a French message, a write after 30 s', async () => {
    vi.useFakeTimers();
    hang();
    const read = api.get('/api/home').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    const write = api.post('/api/cart/items', {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1);
    const readError = await read;
    expect(readError).toBeInstanceOf(ApiError);
    expect(readError).toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      message: 'Le réseau est trop lent : la demande a été abandonnée. Réessayez.',
    });
    await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS - 2);
    let settled = false;
    void write.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(await write).toMatchObject({ isTimeout: true });
  });

  it('still lets the caller cancel (a page left): an abort, not a time-out', async () => {
    hang();
    const controller = new AbortController();
    const request = api.get('/api/home', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await request;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
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

  it('tries a request that hung for its whole time limit once more only', () => {
    const timeout = new ApiError(0, 'lent', 'TIMEOUT');
    expect(shouldRetryQuery(0, timeout)).toBe(true);
    expect(shouldRetryQuery(1, timeout)).toBe(false);
  });
});

describe('addresses with a query string', () => {
  it('leaves out empty values, and the question mark when none is left', () => {
    expect(withQuery('/api/businesses', { q: 'riz gras', type: '', page: 2, open: undefined })).toBe(
      '/api/businesses?q=riz+gras&page=2',
    );
    expect(withQuery('/api/businesses', { q: '', page: undefined })).toBe('/api/businesses');
  });
});
