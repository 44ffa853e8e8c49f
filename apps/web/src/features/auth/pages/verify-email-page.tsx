import { MESSAGES } from '@livra/shared/messages';
import { MailCheck, MailX } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { useDocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useSession } from '@/lib/auth';
import { useVerifyEmail } from '../api';
import { AUTH_UI } from '@livra/shared/ui/auth';
import { useMessage, useTexts } from '@/lib/i18n';

/** `/verify-email?token=…`: the landing of the confirmation e-mail's link; it confirms on arrival. */
export default function VerifyEmailPage() {
  const t = useTexts('auth', AUTH_UI);
  const translate = useMessage();
  useDocumentTitle(t.verifyEmailTitle);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { user } = useSession();
  const verify = useVerifyEmail();
  const sent = useRef(false);

  useEffect(() => {
    // Once, even under React's double effects in development.
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const next = user ? (
    <Button asChild>
      <Link to="/">{t.continueShopping}</Link>
    </Button>
  ) : (
    <Button asChild>
      <Link to="/login">{t.signIn}</Link>
    </Button>
  );

  // The server's refusal is usually the title itself: show it once.
  const failure = verify.isError ? errorMessage(verify.error) : undefined;
  let content: ReactNode;
  if (!token || verify.isError) {
    content = (
      <EmptyState
        heading="h1"
        icon={MailX}
        title={translate(MESSAGES.verificationLinkInvalid)}
        description={failure && failure !== translate(MESSAGES.verificationLinkInvalid) ? failure : undefined}
        action={next}
      />
    );
  } else if (verify.isSuccess) {
    content = <EmptyState heading="h1" icon={MailCheck} title={verify.data.message} action={next} />;
  } else {
    content = (
      <div role="status" aria-label={translate(MESSAGES.verifyingEmail)}>
        <PageSpinner />
      </div>
    );
  }
  return <div className="mx-auto max-w-md px-4 py-12">{content}</div>;
}
