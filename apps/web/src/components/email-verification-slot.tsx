import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/auth';

// Loaded only for an account whose address is not confirmed yet: the first visit stays small.
const EmailVerificationBanner = lazy(() =>
  import('./email-verification-banner').then((module) => ({ default: module.EmailVerificationBanner })),
);

/** Where the layouts show the "confirm your address" banner. */
export function EmailVerificationSlot() {
  const { user } = useSession();
  if (user?.emailVerified !== false) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationBanner />
    </Suspense>
  );
}
