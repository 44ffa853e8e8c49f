// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient, testUser } from '../test/utils';
import { useLiveEvent } from './realtime';

/** Every EventSource the realtime hook opens, so a test can drive them. */
class FakeEventSource {
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, (() => void)[]>();
  constructor() {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  close() {
    this.readyState = 2;
  }
}

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

    act(() => first.emit('superseded'));
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    act(() => vi.advanceTimersByTime(60_000));
    setVisibility('hidden');
    expect(FakeEventSource.opened).toHaveLength(1);

    setVisibility('visible');
    expect(FakeEventSource.opened).toHaveLength(2);
  });
});
