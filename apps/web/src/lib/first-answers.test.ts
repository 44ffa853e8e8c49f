import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { answerFirstReadsFrom, answersOnceFrom } from './first-answers';

afterEach(() => {
  answerFirstReadsFrom(() => undefined);
  vi.unstubAllGlobals();
});

describe('the answers a page came with', () => {
  it('answers a read of the page once, from its HTML; the next read of it and other reads go to the network', async () => {
    const fetchMock = vi.fn(
      async (_path: string) => new Response(JSON.stringify({ from: 'network' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    answerFirstReadsFrom(answersOnceFrom({ '/api/home': { from: 'page' } }));

    await expect(api.get('/api/home')).resolves.toEqual({ from: 'page' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(api.get('/api/home')).resolves.toEqual({ from: 'network' });
    await expect(api.get('/api/categories')).resolves.toEqual({ from: 'network' });
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/home', '/api/categories']);
  });

  it('never answers a write', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    answerFirstReadsFrom(answersOnceFrom({ '/api/cart/items': { from: 'page' } }));
    await expect(api.post('/api/cart/items', {})).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
