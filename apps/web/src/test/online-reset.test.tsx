// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { resetBetweenTests } from './utils';

resetBetweenTests();

// The two tests run in this order: the second sees what the first left behind. A test that took
// the network away once paused every later test's queries in the worker (a CI run timed out so).
describe('the network between tests', () => {
  it('may be taken away by a test', () => {
    // TanStack Query listens to the browser only while something subscribes (a mounted
    // QueryClient, as in the app); an earlier file's last client may have unmounted in this worker.
    const unsubscribe = onlineManager.subscribe(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
    unsubscribe();
  });

  it('is back for the next test', () => {
    expect(onlineManager.isOnline()).toBe(true);
  });
});
