import { act, startTransition, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module each test: the first page is committed once per load of the app. */
let early: typeof import('./early-input');
beforeEach(async () => {
  vi.resetModules();
  early = await import('./early-input');
});

const roots: Root[] = [];
afterEach(async () => {
  await act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
});
beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));
afterAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));

/** A route's page, with nothing in it. */
function Page() {
  early.usePageCommitted();
  return null;
}

/** Commits a page elsewhere in the document, as a route's page does. */
async function commitPage() {
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  roots.push(root);
  await act(() => root.render(<Page />));
}

/** A drawn page with one button, its taps counted. */
function pageWithButton() {
  const root = document.createElement('div');
  root.innerHTML = '<button type="button">Ajouter</button><a href="#ici">Lien</a>';
  document.body.append(root);
  const button = root.querySelector('button')!;
  const taps = vi.fn();
  button.addEventListener('click', taps);
  return { root, button, taps };
}

describe('taps on a drawn page before it is committed', () => {
  it('are held, then played once on their button, however often it was tapped: a second tap is impatience, not a second article', async () => {
    const { root, button, taps } = pageWithButton();
    early.holdEarlyInput(root);
    button.click();
    button.click();
    expect(taps).not.toHaveBeenCalled();

    await commitPage();
    expect(taps).toHaveBeenCalledTimes(1);
    // Once committed, taps go through at once.
    button.click();
    expect(taps).toHaveBeenCalledTimes(2);
  });

  it('leave links and what is outside the page alone', () => {
    const { root } = pageWithButton();
    const outside = document.body.appendChild(document.createElement('button'));
    const clicks = vi.fn();
    document.body.addEventListener('click', clicks);
    early.holdEarlyInput(root);

    root.querySelector('a')!.click();
    outside.click();
    expect(clicks).toHaveBeenCalledTimes(2);
    document.body.removeEventListener('click', clicks);
  });
});

/** A drawn search form: a controlled box and a controlled filter, as the app's pages have them. */
function SearchForm({ onSearch }: { onSearch: (search: string) => void }) {
  early.usePageCommitted();
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

describe('text typed and choices made on a drawn page before it is committed', () => {
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

  /** Hydrates the form as main.tsx does: as a transition. */
  async function hydrateForm(container: HTMLElement) {
    const onSearch = vi.fn();
    await act(() => {
      startTransition(() => {
        roots.push(hydrateRoot(container, <SearchForm onSearch={onSearch} />));
      });
    });
    return onSearch;
  }

  it('reach the app once it is committed, typed before the app’s script ran or after, before the tap that sends them', async () => {
    const { root, box, type, submit } = drawnForm();
    box.value = 'poulet';
    early.holdEarlyInput(root);
    type.value = '2';
    type.dispatchEvent(new Event('change', { bubbles: true }));
    submit();

    const onSearch = await hydrateForm(root);
    expect(onSearch.mock.calls).toEqual([['poulet|2']]);
    expect(box.value).toBe('poulet');
    submit();
    expect(onSearch).toHaveBeenLastCalledWith('poulet|2');
  });

  it('leave alone what was not changed, and what React hears itself', async () => {
    const { root, box, submit } = drawnForm();
    early.holdEarlyInput(root);
    const onSearch = await hydrateForm(root);
    submit();
    expect(onSearch).toHaveBeenLastCalledWith('|');
    // As a key does: the field's value changed under React, which hears of it by the event.
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, 'riz');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    submit();
    expect(onSearch.mock.calls).toEqual([['|'], ['riz|']]);
  });
});
