import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyTaps } from './early-taps';

afterEach(() => {
  document.body.innerHTML = '';
});

/** What React leaves on an element it has hydrated. */
const hydrate = (element: Element) => Object.assign(element, { __reactProps$test: {} });

/** A drawn page with one button, its taps counted. */
function pageWithButton() {
  const root = document.createElement('div');
  root.innerHTML = '<button type="button">Ajouter</button>';
  document.body.append(root);
  const button = root.querySelector('button')!;
  const taps = vi.fn();
  button.addEventListener('click', taps);
  return { root, button, taps };
}

describe('taps on a drawn page before it is hydrated', () => {
  it('are held, then played again on the button once it is hydrated', async () => {
    let done: () => void = () => undefined;
    const { root, button, taps } = pageWithButton();
    holdEarlyTaps(root, new Promise<void>((resolve) => (done = resolve)));

    button.click();
    expect(taps).not.toHaveBeenCalled();

    hydrate(button);
    await vi.waitFor(() => expect(taps).toHaveBeenCalledTimes(1));
    // A hydrated button's taps go through at once, and only once.
    button.click();
    expect(taps).toHaveBeenCalledTimes(2);
    done();
  });

  it('are played once for a button tapped again while it waits: a second tap is impatience, not a second article', async () => {
    const { root, button, taps } = pageWithButton();
    holdEarlyTaps(root, new Promise<void>(() => undefined));

    button.click();
    button.click();
    hydrate(button);
    await vi.waitFor(() => expect(taps).toHaveBeenCalledTimes(1));
    await new Promise((done) => setTimeout(done, 50));
    expect(taps).toHaveBeenCalledTimes(1);
  });

  it('leave links and what is outside the page alone, and stop once the page is hydrated', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<a href="#ici">Lien</a><button type="button">Dans la page</button>';
    const outside = document.createElement('button');
    document.body.append(root, outside);
    const clicks = vi.fn();
    document.body.addEventListener('click', clicks);
    const hydrated = Promise.resolve();
    holdEarlyTaps(root, hydrated);

    root.querySelector('a')!.click();
    outside.click();
    expect(clicks).toHaveBeenCalledTimes(2);
    await hydrated;
    await Promise.resolve();
    root.querySelector('button')!.click();
    expect(clicks).toHaveBeenCalledTimes(3);
    document.body.removeEventListener('click', clicks);
  });
});
