// @vitest-environment jsdom
import type { LiveEventData } from '@livra/shared/events';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import { testQueryClient, testUser } from '@/test/utils';
import { sessionQueryKey } from './auth';
import { useLiveEvent } from './realtime';

beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ORDER_ID = '0d3c8a5e-9f1b-4c2d-8e7f-6a5b4c3d2e1f';
const BUSINESS_ID = '7d0c1c9e-2f57-4b7e-9a49-0a0c1a2b3c4d';

function listenToOrders() {
  const heard: LiveEventData<'order'>[] = [];
  const client = testQueryClient(testUser('partner'));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useLiveEvent('order', (data) => heard.push(data)), { wrapper });
  return heard;
}

describe('live events', () => {
  it('hands the handler the payload parsed with the shared schema', async () => {
    const heard = listenToOrders();
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/events'));
    act(() => FakeEventSource.last!.emit('order', { orderId: ORDER_ID, businessId: BUSINESS_ID, status: 'pending' }));
    // The schemas load with the stream, so an event reaches the handler a moment later.
    await waitFor(() => expect(heard).toEqual([{ orderId: ORDER_ID, businessId: BUSINESS_ID, status: 'pending' }]));
  });

  it('ignores, without crashing, an event whose payload does not match the shared schema', async () => {
    const heard = listenToOrders();
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const source = FakeEventSource.last!;
    act(() => {
      source.emitRaw('order', 'pas du JSON');
      source.emitRaw('order', JSON.stringify({ orderId: ORDER_ID }));
      source.emitRaw('order', JSON.stringify({ orderId: ORDER_ID, businessId: null, status: 'completed' }));
      source.emitRaw('order', JSON.stringify({ orderId: 'o-1', businessId: null, status: 'pending' }));
    });
    // The stream still works for what does match; events reach the handler in the order they came,
    // so by the time this one arrives the four above have been dropped.
    act(() => source.emit('order', { orderId: ORDER_ID, businessId: null, status: 'ready' }));
    await waitFor(() => expect(heard).toEqual([{ orderId: ORDER_ID, businessId: null, status: 'ready' }]));
  });

  it('forgets the signed-in user at once when an admin ends their session', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ user: null }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = testQueryClient(testUser('customer'));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useLiveEvent('order', () => undefined), { wrapper });
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const source = FakeEventSource.last!;
    act(() => source.emit('session_ended', {}));
    await waitFor(() => expect(client.getQueryData(sessionQueryKey)).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/session', expect.anything());
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });
});
