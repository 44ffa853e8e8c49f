import './index.css';
import { StrictMode, useEffect } from 'react';
import { required } from '@livra/shared/required';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router';
import { AppProviders } from './app/providers';
import { offlineDataNote } from './app/root-layout';
import { prepareLocale } from './lib/i18n';
import { hasPersistedQueries } from './lib/offline-flag';
import { queryClient } from './lib/query-client';
import { reloadForNewVersion } from './lib/reload-once';

// zod probes `new Function` to compile faster validators; the Content-Security-Policy forbids
// eval, so the probe would only log a violation: validate without it. This is what
// `z.config({ jitless: true })` writes, set here without pulling zod into the first load.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

// A chunk's dependencies of a version replaced since this page loaded are gone: reload once.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForNewVersion()) event.preventDefault();
});

// Answers stored on an earlier visit go back in the cache before the first render, so a page
// seen before shows with no network (docs/decisions/010-offline-and-caching.md).
const restoreQueries = hasPersistedQueries()
  ? import('./lib/offline-cache').then((m) => m.restoreQueries(queryClient)).catch(() => undefined)
  : undefined;

// After the page has loaded, so the first visit pays nothing for it (decision 001); after the
// restore, so what it writes starts from what was stored.
const startInstalledApp = () => {
  // The offline note's code, while there is a network: it is shown when there is none, and a
  // service worker holding it may not be there (not installed yet, or blocked).
  void offlineDataNote.preload();
  // The dashboards' page list (router.tsx `dashboardPage`): a dashboard then opens without
  // waiting for it first.
  void import('./app/dashboard-pages').catch(() => undefined);
  void Promise.resolve(restoreQueries)
    .then(() => import('./app/pwa'))
    .then((m) => m.startInstalledApp())
    .catch(() => undefined);
};
// After the first render is on screen too: the load event comes before it (the entry is a module
// script, and React renders in tasks of its own), and what starts then would share the network and
// the processor with the first paint (decision 001, item 19). A first render that never comes (a
// failed start) still gets the installable app after FIRST_PAINT_WAIT_MS.
const FIRST_PAINT_WAIT_MS = 10_000;
let firstPaintDone: () => void = () => undefined;
const firstPaint = new Promise<void>((done) => {
  firstPaintDone = done;
  setTimeout(done, FIRST_PAINT_WAIT_MS);
});
const pageLoaded = new Promise<void>((done) => {
  if (document.readyState === 'complete') done();
  else window.addEventListener('load', () => done(), { once: true });
});
void Promise.all([pageLoaded, firstPaint]).then(startInstalledApp);

/** Marks the first commit painted: the frame after it has been drawn. */
function FirstPaint() {
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(firstPaintDone, 0));
  }, []);
  return null;
}

// A visitor who chose English gets its texts before the first paint (French needs nothing).
void Promise.all([prepareLocale(), restoreQueries]).then(() =>
  createRoot(required(document.getElementById('root'), "l'élément #root de index.html")).render(
    <StrictMode>
      <FirstPaint />
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
