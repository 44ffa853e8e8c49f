import { ArrowRight, BarChart3, Banknote, Bike, ClipboardCheck, Handshake, KeyRound, Store, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/link';
import { useDocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { IconCards } from '../components/icon-cards';
import { PartnerApplicationForm } from '../components/partner-application-form';
import { PlanCards } from '../components/plan-cards';
import { scrollBelowHeader } from '../components/scroll';
import { useRequestsTexts } from '../texts';

/** The icons of the reasons and steps, in the order of their texts (`reasons`, `steps`). */
const REASON_ICONS: LucideIcon[] = [Users, Bike, Banknote, BarChart3];
const STEP_ICONS: LucideIcon[] = [ClipboardCheck, Handshake, KeyRound];

/** /devenir-partenaire: why join, the plans from the server, and the application form. */
export default function PartnerApplicationPage() {
  const t = useRequestsTexts();
  useDocumentTitle(t.partnerDocumentTitle);
  const navigate = useNavigate();
  const [planId, setPlanId] = useState<string>();
  const formRef = useRef<HTMLElement>(null);
  const toForm = () => scrollBelowHeader(formRef.current);

  return (
    <>
      <section className="relative overflow-hidden border-b bg-gradient-to-b from-brand-50 to-background">
        <div aria-hidden className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-200/40 blur-3xl" />
        <div className="relative mx-auto max-w-6xl px-4 py-8 sm:py-14 lg:px-6">
          <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-card px-3 py-1 text-xs font-semibold text-brand-700 shadow-xs">
            <Store aria-hidden className="size-3.5" />
            {t.partnerEyebrow}
          </p>
          <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t.partnerTitleStart}
            <span className="text-brand-600">{t.partnerTitleEnd}</span>
          </h1>
          <p className="mt-3 max-w-2xl text-base text-muted-foreground sm:text-lg">{t.partnerIntro}</p>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row">
            <Button size="lg" onClick={toForm}>
              {t.applyNow}
              <ArrowRight aria-hidden />
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/requests">{t.trackRequest}</Link>
            </Button>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-12 px-4 py-8 sm:py-12 lg:px-6">
        <Section title={t.whyJoin} id="pourquoi">
          <IconCards items={t.reasons} icons={REASON_ICONS} className="sm:grid-cols-2 lg:grid-cols-4" />
        </Section>

        <Section title={t.howItWorks} id="etapes">
          <ol className="grid gap-3 sm:grid-cols-3">
            {t.steps.map(({ title, text }, index) => {
              const Icon = STEP_ICONS[index];
              return (
                <li key={title} className="flex gap-3 rounded-lg border bg-card p-4">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-stone-900 text-sm font-bold text-white">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="flex items-center gap-1.5 font-semibold">
                      <Icon aria-hidden className="size-4 text-brand-600" />
                      {title}
                    </h3>
                    <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </Section>

        <Section title={t.ourPlans} id="formules" description={t.plansIntro}>
          <PlanCards
            selectedId={planId}
            onChoose={(plan) => {
              setPlanId(plan.id);
              toForm();
            }}
          />
        </Section>

        <section ref={formRef} aria-labelledby="demande" className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
          <h2 id="demande" className="mb-1 text-xl font-bold tracking-tight sm:text-2xl">
            {t.partnerFormTitle}
          </h2>
          <p className="mb-4 text-sm text-muted-foreground">{t.partnerFormIntro}</p>
          <PartnerApplicationForm
            planId={planId}
            onPlanChange={setPlanId}
            onSubmitted={({ id, email }) =>
              navigate(`/request-confirmation?type=partner&reference=${encodeURIComponent(id)}`, { state: { email } })
            }
          />
        </section>
      </div>
    </>
  );
}

function Section({
  title,
  id,
  description,
  children,
}: {
  title: string;
  id: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold tracking-tight sm:text-2xl">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted-foreground sm:text-base">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
