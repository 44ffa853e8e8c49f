import { useEffect, useState } from 'react';
import { queryClient } from '@/lib/query-client';
import { firstPageCode } from './page-loads';

/**
 * What the first screen does not need (the footer, the installable app, the dashboards' page
 * list) starts once that screen is whole: the first page's code is there, the frame after its
 * render is drawn, its reads have answered, and the frame after that is drawn. Started with the
 * first paint instead, it shared the network and the processor with the page's own code, data
 * and pictures, which a business or search page draws after its first paint (decision 001,
 * item 25). A screen whose reads never answer (a network too slow) gets them after MAX_WAIT_MS.
 */
const MAX_WAIT_MS = 10_000;

/** The timer set in a frame's callback runs once that frame is drawn. */
const nextFrameDrawn = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));

function readsAnswered(): Promise<void> {
  return new Promise((done) => {
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      done();
    };
    // The cache calls `check` on each change, later: `unsubscribe` is set by then.
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}

// Never on the server, which draws first screens only (entry-server.tsx): what it draws must be
// what the browser's first render draws.
export const firstScreenShown: Promise<void> =
  typeof window === 'undefined'
    ? new Promise<void>(() => undefined)
    : Promise.race([
        firstPageCode.then(nextFrameDrawn).then(readsAnswered).then(nextFrameDrawn),
        new Promise<void>((done) => setTimeout(done, MAX_WAIT_MS)),
      ]);

let shown = false;
void firstScreenShown.then(() => {
  shown = true;
});

/** False until the first screen is whole (at once on later pages). */
export function useFirstScreenShown(): boolean {
  const [value, setValue] = useState(shown);
  useEffect(() => {
    if (!value) void firstScreenShown.then(() => setValue(true));
  }, [value]);
  return value;
}
