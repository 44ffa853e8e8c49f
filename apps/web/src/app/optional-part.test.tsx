// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resetBetweenTests } from '@/test/utils';
import { OptionalCode, OptionalPart } from './optional-part';

resetBetweenTests();

const Note = () => <p>Hors ligne</p>;

describe('an optional part of the shell', () => {
  it('shows nothing when its code cannot be downloaded (no network), and tries again when mounted again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Note }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Note });
    const code = new OptionalCode(load);

    const first = render(
      <main>
        <OptionalPart code={code} />
        <h1>Mes livraisons</h1>
      </main>,
    );
    await act(async () => {});
    // The page around it stays.
    expect(screen.getByRole('heading', { name: 'Mes livraisons' })).toBeTruthy();
    expect(screen.queryByText('Hors ligne')).toBeNull();
    first.unmount();

    render(<OptionalPart code={code} />);
    expect(await screen.findByText('Hors ligne')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows at once, with no download, when preloaded', async () => {
    const load = vi.fn(async () => ({ default: Note }));
    const code = new OptionalCode(load);
    await code.preload();
    render(<OptionalPart code={code} />);
    expect(screen.getByText('Hors ligne')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
