import { lazy, Suspense, type ReactNode, useEffect, useState } from 'react';
import { SHELL_UI } from '@livra/shared/ui/shell';
import { Outlet } from 'react-router';
import { EmailVerificationSlot } from '@/components/email-verification-slot';
import { OfflineBanner } from '@/components/offline-banner';
import { PageSpinner } from '@/components/ui/spinner';
import { useTexts } from '@/lib/i18n';
import { useIsPageLoading } from '../root-layout';
import { Header } from './header';

// The footer sits below the fold: it arrives just after the page instead of with it.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

let firstPageDrawn = false;

/**
 * False until the frame after the app's first render: the footer's download starts then, not
 * during that render, where it shared the network and the processor with the first paint
 * (decision 001, item 20). Later pages show it at once.
 */
function useFirstPageDrawn() {
  const [drawn, setDrawn] = useState(firstPageDrawn);
  useEffect(() => {
    if (drawn) return;
    // The timer set in the frame's callback runs once that frame is drawn.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        firstPageDrawn = true;
        setDrawn(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn]);
  return drawn;
}

/** Header, page, footer. `children` replaces the page (the first-load spinner). */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const loading = useIsPageLoading();
  const footer = useFirstPageDrawn();
  const t = useTexts('shell', SHELL_UI);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenu"
        className="sr-only z-50 rounded-md bg-card px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t.skipToContent}
      </a>
      <Header />
      <OfflineBanner />
      <EmailVerificationSlot />
      {/* At least a screen high: the footer (lazy) stays below the fold until the page has its
          content, instead of showing under a short loading page and jumping down (CLS). */}
      <main id="contenu" className="min-h-dvh flex-1">
        {children ?? (loading ? <PageSpinner /> : <Outlet />)}
      </main>
      {footer && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
    </div>
  );
}
