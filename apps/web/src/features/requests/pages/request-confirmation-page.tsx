import { MESSAGES } from '@livra/shared/messages';
import { CheckCircle2, Copy, Home, KeyRound, Mail, Search, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { PageContainer } from '@/components/page-container';
import { useDocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { statusPageLink } from '../components/links';
import { useRequestsTexts } from '../texts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** After an application: its reference, and what happens next. */
export default function RequestConfirmationPage() {
  const t = useRequestsTexts();
  useDocumentTitle(t.sentDocumentTitle);
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: { email?: string } | null };
  const raw = params.get('reference') ?? '';
  const reference = UUID.test(raw) ? raw : null;
  const type = params.get('type') === 'driver' ? 'driver' : 'partner';

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t.referenceCopied);
    } catch {
      toast.error(MESSAGES.errorTitle, { description: MESSAGES.copyError });
    }
  };

  return (
    <PageContainer className="max-w-2xl">
      <div className="flex flex-col items-center text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
          <CheckCircle2 aria-hidden className="size-9" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t.sentTitle}</h1>
        <p className="mt-2 text-muted-foreground">
          {type === 'driver' ? t.receivedDriver : t.receivedPartner}
          {state?.email ? (
            <>
              {t.confirmationEmailTo}
              <strong>{state.email}</strong>
            </>
          ) : null}
          .
        </p>
      </div>

      {reference && (
        <div className="mt-6 rounded-lg border bg-card p-4">
          <p className="text-sm font-medium">{t.yourReference}</p>
          <div className="mt-2 flex items-center gap-2">
            <code className="min-w-0 flex-1 rounded-md bg-muted px-3 py-2.5 text-sm break-words">{reference}</code>
            <Button
              variant="outline"
              size="icon"
              className="size-11"
              onClick={() => void copy(reference)}
              aria-label={t.copyReference}
            >
              <Copy aria-hidden />
            </Button>
          </div>
          <p className="mt-2 text-xs text-muted-foreground">{t.keepReference}</p>
        </div>
      )}

      <section aria-labelledby="suite" className="mt-6 rounded-lg border bg-card p-4 sm:p-5">
        <h2 id="suite" className="mb-3 font-semibold">
          {t.whatNext}
        </h2>
        <ol className="grid gap-3 text-sm">
          <Step icon={<ShieldCheck aria-hidden className="size-4" />}>{t.nextReview}</Step>
          <Step icon={<Mail aria-hidden className="size-4" />}>{t.nextAnswer}</Step>
          <Step icon={<KeyRound aria-hidden className="size-4" />}>{t.nextAccount}</Step>
        </ol>
      </section>

      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button asChild size="lg">
          <Link to={statusPageLink(reference)} state={state}>
            <Search aria-hidden />
            {t.trackRequest}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">
            <Home aria-hidden />
            {t.backHome}
          </Link>
        </Button>
      </div>
    </PageContainer>
  );
}

function Step({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        {icon}
      </span>
      <span className="pt-1.5">{children}</span>
    </li>
  );
}
