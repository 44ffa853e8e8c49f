import { useLayoutEffect } from 'react';

/**
 * What a visitor does on a page the server drew before React has hydrated it (docs/decisions/015-…),
 * kept until the first page is committed, then given to React. Links need nothing: they work as
 * plain HTML. A form's submit button is a button: its tap (Enter in a field too) is held.
 *
 * React hydrates in slices (main.tsx), and gives an element its props in the slice that reaches
 * it, before the whole is committed: a tap on it then runs its handler on a page React has not
 * committed and may start again, and is lost. So until the page is committed:
 * - a tap on a button is held, then played again on it, once however often it was tapped;
 * - text typed or a choice made in a field, which React would keep on screen without ever hearing
 *   of it (a search box that seems filled submits nothing, a filter that seems chosen is not
 *   applied), is told to React as a change made then. A field changed before the app's script
 *   ran is found by comparing it with what the server drew.
 */
const GIVE_UP_MS = 10_000;

let committed: () => void = () => undefined;
/** The first page committed (hydrated, or drawn anew), with all around it. */
export const pageCommitted = new Promise<void>((done) => (committed = done));

/** Called by the page of every route: its first commit is the first page's. */
export function usePageCommitted() {
  useLayoutEffect(() => committed(), []);
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

// A checkbox or a radio button keeps its `value` (none is drawn); a file's cannot be set back.
const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && target.type !== 'file');

/** The value the server drew, which React believes the field holds (a select: its `selected` option, else its first). */
const drawnValue = (field: Field) =>
  field instanceof HTMLSelectElement
    ? ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value
    : field.defaultValue;

/** Tells React of `value`, which the field showed, as a change made now. */
function tellReact(field: Field, value: string) {
  if (value === drawnValue(field)) return;
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // React hears of typed text only if it differs from the last value it saw, which it keeps by
  // wrapping the field's own `value` setter. So the field is set through that setter to the
  // drawn value (what React believes), then to what it showed through the prototype's.
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Keeps what is done in `container` until the first page is committed (at most GIVE_UP_MS). */
export function holdEarlyInput(container: HTMLElement) {
  // What each field showed when last changed: a render of its form (another field told first,
  // say) sets it back to the drawn value before it is told.
  const values = new Map<Field, string>();
  for (const field of container.querySelectorAll('input, select, textarea'))
    if (isField(field) && field.value !== drawnValue(field)) values.set(field, field.value);
  const taps = new Set<HTMLButtonElement>();

  const holdTap = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !container.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    taps.add(button);
  };
  const keepValue = ({ target }: Event) => {
    if (isField(target) && container.contains(target)) values.set(target, target.value);
  };
  document.addEventListener('click', holdTap, true);
  document.addEventListener('input', keepValue, true);
  document.addEventListener('change', keepValue, true);

  const giveUp = new Promise<void>((done) => setTimeout(done, GIVE_UP_MS));
  void Promise.race([pageCommitted, giveUp]).then(() => {
    document.removeEventListener('click', holdTap, true);
    document.removeEventListener('input', keepValue, true);
    document.removeEventListener('change', keepValue, true);
    // What was typed before what was tapped: the tap (a search's button) acts on it.
    for (const [field, value] of values) if (field.isConnected) tellReact(field, value);
    for (const button of taps) if (button.isConnected) button.click();
  });
}
