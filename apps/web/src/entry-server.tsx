import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, prefetchFirstScreen, preloadPages } from './app/router';
import { ApiError } from './lib/api';
import { answerFirstReadsFrom } from './lib/first-answers';
import { createQueryClient } from './lib/query-client';

/**
 * A public page's first screen rendered on the server (docs/decisions/015-first-screen-rendered-on-the-server.md),
 * built apart by `vite build --ssr` and loaded by the Livra server, which gives it the API's
 * answers to the page's first reads. Those answers are the only data it has: a read it was not
 * given fails at once (a 404 neither retry rule repeats), and the page renders as it would
 * without it.
 */
const requestAnswers = new AsyncLocalStorage<Record<string, unknown>>();
answerFirstReadsFrom((path) => {
  const answers = requestAnswers.getStore();
  if (answers && Object.hasOwn(answers, path)) return Promise.resolve(answers[path]);
  return Promise.reject(new ApiError(404, `Pas de réponse donnée au rendu pour ${path}`));
});

/** The HTML of the app at `url` (path and query) once its code and the given answers are in. */
export function renderFirstScreen(url: string, answers: Record<string, unknown>): Promise<string> {
  return requestAnswers.run(answers, async () => {
    const location = new URL(url, 'http://livra.invalid');
    // One cache per page rendered: nothing of one visitor's page reaches another's.
    const client = createQueryClient();
    try {
      await Promise.all([preloadPages(location.pathname), prefetchFirstScreen(client, location)]);
      const { prelude } = await prerenderToNodeStream(
        <StrictMode>
          <AppProviders client={client}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </StrictMode>,
        // One piece: React would otherwise send a large page's content after its spinner and
        // move it in place with an inline script, which the Content-Security-Policy forbids.
        { progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      let html = '';
      for await (const chunk of prelude) html += String(chunk);
      return html;
    } finally {
      client.clear();
    }
  });
}
