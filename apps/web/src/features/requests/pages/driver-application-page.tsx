import { ArrowRight, Bike, CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/link';
import { useDocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { DriverApplicationForm } from '../components/driver-application-form';
import { DriverBenefits, DriverFigures, DriverRequirements } from '../components/driver-landing';
import { statusPageLink } from '../components/links';
import { scrollBelowHeader } from '../components/scroll';
import { useRequestsTexts } from '../texts';

/** /devenir-conducteur and /devenir-chauffeur (spec 01 §2): the hero's button reveals the form. */
export default function DriverApplicationPage() {
  const t = useRequestsTexts();
  useDocumentTitle(t.driverDocumentTitle);
  const navigate = useNavigate();
  const [formOpen, setFormOpen] = useState(false);
  const [sent, setSent] = useState<{ id: string; email: string } | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (formOpen) scrollBelowHeader(formRef.current);
  }, [formOpen]);

  return (
    <>
      <section className="relative overflow-hidden border-b bg-gradient-to-b from-brand-50 to-background">
        <div aria-hidden className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-200/40 blur-3xl" />
        <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-8 sm:py-14 lg:grid-cols-[1fr_auto] lg:px-6">
          <div>
            <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-card px-3 py-1 text-xs font-semibold text-brand-700 shadow-xs">
              <Bike aria-hidden className="size-3.5" />
              {t.driverEyebrow}
            </p>
            <h1 className="max-w-2xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {t.driverTitleStart}
              <span className="text-brand-600">{t.driverTitleEnd}</span>
            </h1>
            <p className="mt-3 max-w-xl text-base text-muted-foreground sm:text-lg">{t.driverIntro}</p>
            {!formOpen && (
              <Button size="lg" className="mt-6" onClick={() => setFormOpen(true)}>
                {t.startApplication}
                <ArrowRight aria-hidden />
              </Button>
            )}
          </div>
          <div
            aria-hidden
            className="hidden size-72 items-center justify-center rounded-full bg-card shadow-xl lg:flex"
          >
            <Bike className="size-32 text-brand-600" strokeWidth={1.5} />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-12 px-4 py-8 sm:py-12 lg:px-6">
        {sent && !formOpen && (
          <div role="status" className="flex flex-col gap-3 rounded-lg bg-success-soft p-4 sm:flex-row sm:items-center">
            <CheckCircle2 aria-hidden className="size-6 shrink-0 text-success" />
            <p className="flex-1 text-sm">
              {t.driverSentStart}
              <code className="text-xs break-words">{sent.id}</code>
              {t.driverSentEnd(sent.email)}
            </p>
            <Button asChild variant="outline">
              <Link to={statusPageLink(sent.id)} state={{ email: sent.email }}>
                {t.trackRequest}
              </Link>
            </Button>
          </div>
        )}

        {formOpen && (
          <div ref={formRef} className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
            <h2 className="mb-1 text-xl font-bold tracking-tight">{t.yourApplication}</h2>
            <p className="mb-4 text-sm text-muted-foreground">{t.noPasswordAsked}</p>
            <DriverApplicationForm
              onSubmitted={(result) => {
                setSent(result);
                setFormOpen(false);
              }}
              onCancel={() => navigate('/')}
            />
          </div>
        )}

        <DriverBenefits />
        <DriverRequirements />
        <DriverFigures />

        {!formOpen && (
          <div className="flex flex-col items-center gap-3 text-center">
            <p className="text-lg font-semibold">{t.readyToGo}</p>
            <Button size="lg" onClick={() => setFormOpen(true)}>
              {t.startApplication}
              <ArrowRight aria-hidden />
            </Button>
            <Link to="/requests" className="text-sm font-medium text-primary hover:underline">
              {t.alreadyApplied}
            </Link>
          </div>
        )}
      </div>
    </>
  );
}
