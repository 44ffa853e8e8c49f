import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { RequirePasswordChosen } from './guards';
import { OptionalCode, OptionalPart } from './optional-part';
import { markFirstPageShown, usePageLoading } from './page-loads';
import { SHELL_UI } from '@livra/shared/ui/shell';
import { useTexts } from '@/lib/i18n';
import { useServerUnreachable } from '@/lib/network-reach';
import { useOnline } from '@/lib/online';
import { applyWaitingUpdate, useUpdateWaiting } from './update-state';

// Both are shown rarely: their code is fetched when needed (precached by the service worker). The
// offline note is needed when the network is gone: its code is also fetched once the page has
// loaded (main.tsx), and a failed download shows nothing rather than the route's error page.
export const offlineDataNote = new OptionalCode(() => import('./offline-data-note'));
const updatePrompt = new OptionalCode(() => import('./update-prompt'));

/** Every route change starts at the top of the page (spec 01 §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // Each path mounts a new ScrollReset, which scrolls up as it mounts.
  return <ScrollReset key={pathname} />;
}

function ScrollReset() {
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return null;
}

/** A thin bar at the top while a page's code is downloading. */
export function NavigationProgress() {
  const loading = usePageLoading();
  const t = useTexts('shell', SHELL_UI);
  if (!loading) return null;
  return (
    <div
      role="progressbar"
      aria-label={t.pageLoading}
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-progress bg-brand-500" />
    </div>
  );
}

/** True while the next page's code loads: layouts show the centered spinner in its place. */
export function useIsPageLoading() {
  return usePageLoading();
}

/**
 * A new version waiting is taken at the next navigation (the page reloads on the new path), so
 * no tab keeps an old version for ever (docs/decisions/010-offline-and-caching.md).
 */
function useUpdateOnNavigation() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    applyWaitingUpdate();
  }, [pathname]);
}

export function RootLayout() {
  useEffect(markFirstPageShown, []);
  useUpdateOnNavigation();
  // The phone says it is offline, or it says online but the server could not be reached.
  const online = useOnline();
  const unreachable = useServerUnreachable();
  const offline = !online || unreachable;
  const updateWaiting = useUpdateWaiting();
  return (
    <>
      <ScrollToTop />
      <NavigationProgress />
      {offline && <OptionalPart code={offlineDataNote} />}
      <RequirePasswordChosen />
      {updateWaiting && <OptionalPart code={updatePrompt} />}
    </>
  );
}
