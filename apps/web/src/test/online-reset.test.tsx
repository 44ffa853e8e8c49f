// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { resetBetweenTests } from './utils';

resetBetweenTests();

// The two tests run in this order: the second sees what the first left behind. A test that took
// the network away once paused every later test's queries in the worker (a CI run timed out so).
describe('the network between tests', () => {
  it('may be taken away by a test', () => {
    // Set directly: the browser's `offline` event reaches the manager only once a query client
    // has subscribed to it, which depends on the files this worker ran before.
    onlineManager.setOnline(false);
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('is back for the next test', () => {
    expect(onlineManager.isOnline()).toBe(true);
  });
});
