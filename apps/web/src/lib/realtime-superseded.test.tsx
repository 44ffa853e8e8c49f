// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import { testQueryClient, testUser } from '@/test/utils';
import { useLiveEvent } from './realtime';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

function Listener() {
  useLiveEvent('notification', () => {});
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('live events', () => {
  it('leave a stream the server closed for a newer tab until this tab is looked at again', () => {
    render(
      <QueryClientProvider client={testQueryClient(testUser('customer'))}>
        <Listener />
      </QueryClientProvider>,
    );
    expect(FakeEventSource.opened).toHaveLength(1);
    const first = FakeEventSource.opened[0]!;

    act(() => first.emitRaw('superseded', ''));
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    act(() => vi.advanceTimersByTime(60_000));
    setVisibility('hidden');
    expect(FakeEventSource.opened).toHaveLength(1);

    setVisibility('visible');
    expect(FakeEventSource.opened).toHaveLength(2);
  });
});
