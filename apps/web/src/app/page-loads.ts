import { useSyncExternalStore } from 'react';

// What the data router's `useNavigation()` told the layouts: whether a page's code is on its way.
// The route map renders pages with React.lazy (router.tsx); each download after the first page
// is counted here, so the progress bar and the layouts' spinner show while it lasts.
const inFlight = new Set<Promise<unknown>>();
let firstPageShown = false;
const listeners = new Set<() => void>();
// The first page's own downloads, its layout's and its own (none when its code is in the entry,
// as the home page's is).
const firstPageDownloads: Promise<unknown>[] = [];
let firstPageCodeLoaded: () => void = () => undefined;
/** Settles once the first page's code is there (at once when the entry holds it). */
export const firstPageCode = new Promise<void>((done) => {
  firstPageCodeLoaded = done;
});

// Listeners run after the render that started the download (React forbids updating other
// components while rendering one).
function notify() {
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

/** Counts `download` as a page load until it settles (the first page's is the first-load spinner's). */
export function trackPageLoad<T>(download: Promise<T>): Promise<T> {
  if (!firstPageShown) {
    firstPageDownloads.push(download);
    return download;
  }
  inFlight.add(download);
  notify();
  const settle = () => {
    inFlight.delete(download);
    notify();
  };
  download.then(settle, settle);
  return download;
}

/** Called once the first page is on screen: later downloads are navigations. */
export function markFirstPageShown() {
  firstPageShown = true;
  // The first render started the first page's download, if it has one.
  void Promise.all(firstPageDownloads).then(firstPageCodeLoaded, firstPageCodeLoaded);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the next page's code downloads. */
export function usePageLoading() {
  return useSyncExternalStore(
    subscribe,
    () => inFlight.size > 0,
    () => false,
  );
}

/**
 * Tests only: the next render is a page's first again. A test worker runs many files one after
 * the other (`isolate: false`), and a download one left in flight must not hold the next one's
 * page behind the spinner.
 */
export function resetPageLoads() {
  inFlight.clear();
  firstPageShown = false;
  firstPageDownloads.length = 0;
  notify();
}
