// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadOrReload } from './reload-once';

const reload = vi.fn();
const missingChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

beforeEach(() => {
  sessionStorage.clear();
  reload.mockClear();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('a page whose code of an old version is gone', () => {
  it('reloads the page once onto the new version, and renders nothing meanwhile', async () => {
    const settled = vi.fn();
    void loadOrReload(missingChunk).then(settled, settled);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
  });

  it('shows the error when the reload already happened a moment ago (no reload loop)', async () => {
    void loadOrReload(missingChunk);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(loadOrReload(missingChunk)).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload with no network: the error says what happened', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    await expect(loadOrReload(missingChunk)).rejects.toThrow('Failed to fetch');
    expect(reload).not.toHaveBeenCalled();
  });

  it('passes a downloaded page through', async () => {
    await expect(loadOrReload(() => Promise.resolve({ default: 'page' }))).resolves.toEqual({ default: 'page' });
    expect(reload).not.toHaveBeenCalled();
  });
});
