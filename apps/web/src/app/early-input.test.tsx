import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from './early-input';

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
    holdEarlyInput(root, new Promise<void>((resolve) => (done = resolve)));

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
    holdEarlyInput(root, new Promise<void>(() => undefined));

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
    holdEarlyInput(root, hydrated);

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

/** A drawn search form: a controlled box and a controlled filter, as the app's pages have them. */
function SearchForm({ onSearch }: { onSearch: (search: string) => void }) {
  const [text, setText] = useState('');
  const [type, setType] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(`${text}|${type}`);
      }}
    >
      <input aria-label="Rechercher" value={text} onChange={(event) => setText(event.target.value)} />
      <select aria-label="Type de commerce" value={type} onChange={(event) => setType(event.target.value)}>
        <option value="">Tous les types</option>
        <option value="1">Restaurant</option>
        <option value="2">Pharmacie</option>
      </select>
      <button type="submit">Rechercher</button>
    </form>
  );
}

describe('text typed and choices made on a drawn page before it is hydrated', () => {
  /** The server's drawing of the form, in the page. */
  function drawnForm() {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<SearchForm onSearch={() => undefined} />);
    document.body.append(root);
    return {
      root,
      box: root.querySelector('input')!,
      type: root.querySelector('select')!,
      submit: () => root.querySelector('button')!.click(),
    };
  }

  async function hydrateForm(root: HTMLElement) {
    const onSearch = vi.fn();
    let app: Root | undefined;
    await act(() => {
      app = hydrateRoot(root, <SearchForm onSearch={onSearch} />);
    });
    return { onSearch, unmount: () => act(() => app?.unmount()) };
  }

  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));
  afterAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));

  it('reach the app once hydrated, typed before the app’s script ran or after', async () => {
    const { root, box, type, submit } = drawnForm();
    box.value = 'poulet';
    holdEarlyInput(root, new Promise<void>(() => undefined));
    type.value = '2';
    type.dispatchEvent(new Event('change', { bubbles: true }));

    const { onSearch, unmount } = await hydrateForm(root);
    await vi.waitFor(() => {
      submit();
      expect(onSearch).toHaveBeenLastCalledWith('poulet|2');
    });
    expect(box.value).toBe('poulet');
    await unmount();
  });

  it('leave alone what was not changed, and what React hears itself', async () => {
    const { root, box, submit } = drawnForm();
    holdEarlyInput(root, Promise.resolve());
    const { onSearch, unmount } = await hydrateForm(root);
    submit();
    expect(onSearch).toHaveBeenLastCalledWith('|');
    // As a key does: the field's value changed under React, which hears of it by the event.
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, 'riz');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    submit();
    expect(onSearch).toHaveBeenLastCalledWith('riz|');
    await unmount();
  });
});
