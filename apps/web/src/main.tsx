import './index.css';
import { FIRST_ANSWERS_ID } from '@livra/shared/first-answers';
import { DEFAULT_LOCALE } from '@livra/shared/locale';
import { required } from '@livra/shared/required';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { firstScreenShown } from './app/first-screen';
import { holdEarlyInput } from './app/early-input';
import { AppProviders } from './app/providers';
import { offlineDataNote } from './app/root-layout';
import { AppRoutes, prefetchFirstScreen, preloadPages } from './app/router';
import { currentLocale, prepareLocale } from './lib/i18n';
import { answerFirstReadsFrom, answersOnceFrom } from './lib/first-answers';
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
const storedAnswers = hasPersistedQueries();
const restoreQueries = storedAnswers
  ? import('./lib/offline-cache').then((m) => m.restoreQueries(queryClient)).catch(() => undefined)
  : undefined;

// What makes Livra an installed app starts once the first screen is whole, so the first visit pays
// nothing for it (decision 001): the load event comes before that (the entry is a module script,
// React renders in tasks of its own, and a page's code and data come after), and what starts then
// would share the network and the processor with it (decision 001, items 19 and 25).
const pageLoaded = new Promise<void>((done) => {
  if (document.readyState === 'complete') done();
  else window.addEventListener('load', () => done(), { once: true });
});
const firstScreenDone = Promise.all([pageLoaded, firstScreenShown]);

// The answers read are kept for offline reading from then on: a page left after a few seconds must
// open with no network too. After the restore, so what it writes starts from what was stored.
void firstScreenDone
  .then(() => restoreQueries)
  .then(() => import('./lib/offline-cache'))
  .then((m) => m.persistQueries(queryClient))
  .catch(() => undefined);

// The rest some seconds later: the service worker's install downloads the app's files (about
// 465 KB) and runs their code, and the dashboards' page list and the offline note are code to
// download and run; on a slow network and a cheap phone they would share both with the visitor's
// first looks and taps (Lighthouse counted 150–400 ms of blocking time for them, decision 015).
const INSTALL_AFTER_MS = 10_000;
void firstScreenDone
  .then(() => new Promise((done) => setTimeout(done, INSTALL_AFTER_MS)))
  .then(() => {
    // The offline note's code, while there is a network: it is shown when there is none, and a
    // service worker holding it may not be there (not installed yet, or blocked).
    void offlineDataNote.preload();
    // The page lists (router.tsx `publicPage`, `dashboardPage`): a page then opens without
    // waiting for its list first.
    void import('./app/public-pages').catch(() => undefined);
    void import('./app/dashboard-pages').catch(() => undefined);
    void import('./app/pwa').then((m) => m.registerServiceWorker()).catch(() => undefined);
  });

// The first page's code too (named in the HTML, it downloads beside the entry): the first render
// then draws the page, not the spinner in its place (router.tsx `page`). A network too slow for it
// gets the spinner after FIRST_PAGE_WAIT_MS; a failed download, the route's error page.
const FIRST_PAGE_WAIT_MS = 1_000;
const firstPageReady = Promise.race([
  preloadPages(window.location.pathname).catch(() => undefined),
  new Promise((done) => setTimeout(done, FIRST_PAGE_WAIT_MS)),
]);

// A public page's first screen may come rendered in its HTML with its first read's answer
// (docs/decisions/015-first-screen-rendered-on-the-server.md): the app takes that answer instead of
// asking again, and hydrates the page when its first render draws what the server drew. The server
// draws in French for a visitor with nothing stored: a page in English, or one whose cache holds
// answers from an earlier visit (offline), is drawn anew over it.
const answersElement = document.getElementById(FIRST_ANSWERS_ID);
if (answersElement?.textContent) {
  answerFirstReadsFrom(answersOnceFrom(JSON.parse(answersElement.textContent)));
  // They serve the first screen only: a read made later, on another page, gets today's answer.
  void firstScreenShown.then(() => answerFirstReadsFrom(() => undefined));
}

async function start() {
  const container = required(document.getElementById('root'), "l'élément #root de index.html");
  const app = (
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (answersElement && container.hasChildNodes() && !storedAnswers && currentLocale() === DEFAULT_LOCALE) {
    // At once, answered from the HTML; the page's code, when still on its way, hydrates its part
    // when it comes. As a transition, React hydrates in slices between which the browser paints
    // and answers, instead of one long task (decision 015); a tap, a text typed or a choice made
    // meanwhile is kept until the page is committed (early-input.ts).
    holdEarlyInput(container);
    await prefetchFirstScreen(queryClient, window.location);
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // A drawn page drawn anew starts from its answers, as the server did: a first render without
  // them would replace the drawing with the page's placeholders, then move it all again. Asked
  // now, while the answers in the HTML serve: they stop once the first screen is shown, which
  // can come before the locale or the stored answers are ready.
  const pageAnswered = answersElement ? prefetchFirstScreen(queryClient, window.location) : undefined;
  await Promise.all([prepareLocale(), restoreQueries, firstPageReady, pageAnswered]);
  createRoot(container).render(app);
}
void start();
