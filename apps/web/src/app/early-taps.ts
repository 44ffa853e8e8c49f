/**
 * Taps on a page the server drew, made once the app's script runs but before React has hydrated
 * the button tapped (its page's code may still be on its way): React drops them, so they are held
 * here and played again on the button once it is hydrated (docs/decisions/015-…). Links and forms
 * need nothing: they work as plain HTML.
 */
const GIVE_UP_MS = 10_000;

/** React marks each element it has hydrated with its props, under a key of this prefix. */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** Buttons tapped and waiting: tapped again meanwhile, they are still played once. */
const waiting = new Set<HTMLElement>();

function replayWhenHydrated(button: HTMLElement, since: number) {
  if (!button.isConnected || performance.now() - since > GIVE_UP_MS) waiting.delete(button);
  else if (isHydrated(button)) {
    waiting.delete(button);
    button.click();
  } else requestAnimationFrame(() => replayWhenHydrated(button, since));
}

/** Holds taps on buttons of `container` not hydrated yet, until `done` (the page is hydrated). */
export function holdEarlyTaps(container: HTMLElement, done: Promise<unknown>) {
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !container.contains(button) || isHydrated(button)) return;
    event.preventDefault();
    event.stopPropagation();
    if (waiting.has(button)) return;
    waiting.add(button);
    replayWhenHydrated(button, performance.now());
  };
  document.addEventListener('click', hold, true);
  void done.then(() => document.removeEventListener('click', hold, true));
}
