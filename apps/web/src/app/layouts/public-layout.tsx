import { SHELL_UI } from '@livra/shared/ui/shell';
import { lazy, type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { EmailVerificationSlot } from '@/components/email-verification-slot';
import { OfflineBanner } from '@/components/offline-banner';
import { PageSpinner } from '@/components/ui/spinner';
import { useTexts } from '@/lib/i18n';
import { useFirstScreenShown } from '../first-screen';
import { useIsPageLoading } from '../root-layout';
import { Header } from './header';

// The footer sits below the fold: it arrives once the first screen is whole (first-screen.ts).
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

/** Header, page, footer. `children` replaces the page (the first-load spinner). */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const loading = useIsPageLoading();
  const footer = useFirstScreenShown();
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
