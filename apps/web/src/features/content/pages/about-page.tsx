import { BUSINESS_TYPE_NAMES, REGIONS } from '@livra/shared/regions';
import { Banknote, Bike, Handshake, Mail, MapPin, Search, ShoppingBag, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';

const STEPS = [
  {
    icon: Search,
    title: 'Choisissez',
    text: 'Un restaurant, un marché, une pharmacie… Cherchez un plat ou un produit, même sans accents.',
  },
  {
    icon: ShoppingBag,
    title: 'Commandez',
    text: 'Remplissez votre panier auprès d’un commerce, donnez votre adresse et un point de repère.',
  },
  {
    icon: Bike,
    title: 'Suivez',
    text: 'La page de suivi se met à jour toute seule : préparation, départ du livreur, arrivée.',
  },
  {
    icon: Banknote,
    title: 'Payez à la livraison',
    text: 'En espèces, en francs guinéens, quand vous recevez votre commande.',
  },
];

const CONTACT_EMAIL = 'contact@livra.gn';

/** /about: what Livra is, where it delivers, how it works and how to reach us. */
export default function AboutPage() {
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title="À propos de Livra" description="La livraison de vos commerces préférés, partout en Guinée." />

      <div className="space-y-12">
        <Section title="Livra, c’est quoi ?">
          <p>
            Livra met en relation les habitants de Guinée avec les commerces de leur ville : vous commandez depuis votre
            téléphone, le commerce prépare, un livreur vous apporte la commande et vous payez en espèces à la réception.
            Les prix sont en francs guinéens (GNF), sans carte bancaire ni paiement à l’avance.
          </p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Types de commerces">
            {BUSINESS_TYPE_NAMES.filter((name) => name !== 'Autre').map((name) => (
              <li key={name} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
                {name}
              </li>
            ))}
            <li className="rounded-full bg-muted px-3 py-1 text-sm font-semibold">et bien d’autres</li>
          </ul>
        </Section>

        <Section title="Où livrons-nous ?">
          <p>
            Livra est présent dans cinq régions. Chaque commerce indique son délai et ses frais de livraison sur sa
            page.
          </p>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
            {REGIONS.map((region) => (
              <li key={region} className="flex items-center gap-2 rounded-lg border bg-card px-3 py-3 font-semibold">
                <MapPin aria-hidden className="size-4 text-brand-600" />
                {region}
              </li>
            ))}
          </ul>
        </Section>

        <Section title="Comment ça marche ?">
          <ol className="grid gap-3 sm:grid-cols-2">
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="flex gap-3 rounded-lg border bg-card p-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold">
                    {index + 1}. {title}
                  </span>
                  <span className="mt-0.5 block text-sm text-muted-foreground">{text}</span>
                </span>
              </li>
            ))}
          </ol>
          <p className="mt-4 text-sm">
            Tous les détails (frais, annulation, points de repère) sont dans nos{' '}
            <Link to="/articles" className="font-semibold text-primary hover:underline">
              articles pratiques
            </Link>
            .
          </p>
        </Section>

        <Section title="Rejoindre Livra">
          <div className="grid gap-3 sm:grid-cols-2">
            <JoinCard
              icon={<Store aria-hidden className="size-5" />}
              title="Vous avez un commerce ?"
              to="/devenir-partenaire"
              cta="Devenir partenaire"
            >
              Recevez des commandes en ligne et gérez votre menu depuis votre tableau de bord.
            </JoinCard>
            <JoinCard
              icon={<Bike aria-hidden className="size-5" />}
              title="Vous avez une moto ?"
              to="/devenir-conducteur"
              cta="Devenir livreur"
            >
              Livrez à vos horaires, pour tous les commerces ou pour un seul.
            </JoinCard>
          </div>
        </Section>

        <Section title="Nous contacter">
          <ul className="space-y-3">
            <li className="flex gap-3">
              <Handshake aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>
                Une question sur une commande ? Le numéro du commerce est sur sa page, et celui du livreur s’affiche sur
                le suivi dès qu’il est désigné : ce sont eux qui peuvent vous répondre le plus vite.
              </span>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>
                Pour tout le reste, écrivez-nous à{' '}
                <a href={`mailto:${CONTACT_EMAIL}`} className="font-semibold text-primary hover:underline">
                  {CONTACT_EMAIL}
                </a>
                .
              </span>
            </li>
          </ul>
        </Section>
      </div>
    </PageContainer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-3 text-xl font-bold tracking-tight">{title}</h2>
      <div className="leading-relaxed text-stone-800">{children}</div>
    </section>
  );
}

function JoinCard({
  icon,
  title,
  to,
  cta,
  children,
}: {
  icon: ReactNode;
  title: string;
  to: string;
  cta: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border bg-card p-4">
      <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-600">{icon}</span>
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-muted-foreground">{children}</p>
      <Button asChild variant="outline" className="mt-auto h-11 self-start">
        <Link to={to}>{cta}</Link>
      </Button>
    </div>
  );
}
