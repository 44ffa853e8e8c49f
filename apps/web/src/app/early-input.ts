/**
 * What a visitor does on a page the server drew once the app's script runs but before React has
 * hydrated the part touched (its page's code may still be on its way), kept for React
 * (docs/decisions/015-…). Links and forms need nothing: they work as plain HTML.
 * - A tap on a button: React drops it, so it is held and played again on the button once it is
 *   hydrated, once however often it was tapped meanwhile.
 * - Text typed or a choice made in a field: React keeps what the field shows but never hears of
 *   it, so the page would act on the drawn value (a search box that seems filled submits nothing,
 *   a filter that seems chosen is not applied). Once the field is hydrated, React is told of the
 *   change as if made then. A field changed before the script ran is found by comparing it with
 *   what the server drew.
 */
const TAP_GIVE_UP_MS = 10_000;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** React marks each element it has hydrated with its props, under a key of this prefix. */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** Elements waiting for React: touched again meanwhile, they are acted on once. */
const waiting = new Set<Element>();

function onceHydrated(element: Element, act: () => void, until = Number.POSITIVE_INFINITY) {
  if (waiting.has(element)) return;
  waiting.add(element);
  const check = () => {
    if (!element.isConnected || performance.now() > until) waiting.delete(element);
    else if (isHydrated(element)) {
      waiting.delete(element);
      act();
    } else requestAnimationFrame(check);
  };
  check();
}

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

/**
 * What each field showed when last changed before it was hydrated: a render of its form (another
 * field's change told first, say) sets it back to the drawn value before it is told.
 */
const shown = new Map<Field, string>();

/** Tells React of the field's value as a change made now. */
function tellReact(field: Field) {
  const value = shown.get(field) ?? field.value;
  shown.delete(field);
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

/** Keeps what is done in `container` before React has hydrated it: taps until `done` (the page is hydrated). */
export function holdEarlyInput(container: HTMLElement, done: Promise<unknown>) {
  const keepValue = (field: EventTarget | null) => {
    if (!isField(field) || !container.contains(field) || isHydrated(field)) return;
    shown.set(field, field.value);
    onceHydrated(field, () => tellReact(field));
  };
  for (const field of container.querySelectorAll('input, select, textarea'))
    if (isField(field) && field.value !== drawnValue(field)) keepValue(field);
  const holdTap = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !container.contains(button) || isHydrated(button)) return;
    event.preventDefault();
    event.stopPropagation();
    onceHydrated(button, () => button.click(), performance.now() + TAP_GIVE_UP_MS);
  };
  document.addEventListener('click', holdTap, true);
  void done.then(() => document.removeEventListener('click', holdTap, true));
  // Kept listening: a part React hydrates after `done` (its code slow to come) is still served,
  // and a field React drew or hydrated is left to it.
  const changed = (event: Event) => keepValue(event.target);
  document.addEventListener('input', changed, true);
  document.addEventListener('change', changed, true);
}
