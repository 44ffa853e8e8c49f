import { ArrowRight, BarChart3, Banknote, Bike, ClipboardCheck, Handshake, KeyRound, Store, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { PartnerApplicationForm } from '../components/partner-application-form';
import { PlanCards } from '../components/plan-cards';
import { scrollBelowHeader } from '../components/scroll';

const REASONS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Users,
    title: 'De nouveaux clients',
    text: 'Votre commerce apparaît aux clients de votre quartier et de toute votre ville.',
  },
  {
    icon: Bike,
    title: 'Des livreurs disponibles',
    text: 'Nos chauffeurs livreurs récupèrent vos commandes : pas besoin de votre propre flotte.',
  },
  {
    icon: Banknote,
    title: 'Paiement à la livraison',
    text: 'Vos clients paient en espèces à la réception, comme ils en ont l’habitude.',
  },
  {
    icon: BarChart3,
    title: 'Un tableau de bord simple',
    text: 'Commandes en direct, menu, revenus : tout se gère depuis un téléphone.',
  },
];

const STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: ClipboardCheck,
    title: 'Vous envoyez votre demande',
    text: 'Quelques minutes suffisent, sans document à joindre.',
  },
  { icon: Handshake, title: 'Notre équipe l’examine', text: 'Nous vous contactons par email ou téléphone si besoin.' },
  { icon: KeyRound, title: 'Vous recevez vos accès', text: 'Après approbation, vos identifiants arrivent par email.' },
];

/** /devenir-partenaire: why join, the plans from the server, and the application form. */
export default function PartnerApplicationPage() {
  useDocumentTitle('Devenir partenaire');
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
            Restaurants, marchés, pharmacies, boutiques
          </p>
          <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Vendez plus, <span className="text-brand-600">livrez partout en Guinée</span>
          </h1>
          <p className="mt-3 max-w-2xl text-base text-muted-foreground sm:text-lg">
            Rejoignez Livra : vos clients commandent en ligne, nos livreurs s’occupent du reste. Conakry, Kindia, Labé,
            Kankan et Boké.
          </p>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row">
            <Button size="lg" onClick={toForm}>
              Déposer ma demande
              <ArrowRight aria-hidden />
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/requests">Suivre ma demande</Link>
            </Button>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-12 px-4 py-8 sm:py-12 lg:px-6">
        <Section title="Pourquoi rejoindre Livra ?" id="pourquoi">
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {REASONS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3 rounded-lg border bg-card p-4 sm:grid">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                  <Icon aria-hidden className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Section>

        <Section title="Comment ça marche" id="etapes">
          <ol className="grid gap-3 sm:grid-cols-3">
            {STEPS.map(({ icon: Icon, title, text }, index) => (
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
            ))}
          </ol>
        </Section>

        <Section
          title="Nos formules"
          id="formules"
          description="Un abonnement mensuel, payable en espèces ou par Mobile Money auprès de l’équipe Livra."
        >
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
            Votre demande de partenariat
          </h2>
          <p className="mb-4 text-sm text-muted-foreground">Tous les champs sont requis, sauf le message.</p>
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
