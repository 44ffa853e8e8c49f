import { BUSINESS_TYPE_NAMES, REGIONS } from '@livra/shared/regions';
import { ADMIN_PUBLIC_CONTENT_UI } from '@livra/shared/ui/admin-public-content';
import { Banknote, Bike, Handshake, Mail, MapPin, Search, ShoppingBag, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/lib/i18n';

/** The icons of the four steps, in the order of the area's `steps`. */
const STEP_ICONS = [Search, ShoppingBag, Bike, Banknote];

const CONTACT_EMAIL = 'contact@livra.gn';

/** /about: what Livra is, where it delivers, how it works and how to reach us. */
export default function AboutPage() {
  const t = useTexts('adminPublicContent', ADMIN_PUBLIC_CONTENT_UI);
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={t.aboutTitle} description={t.aboutDescription} />

      <div className="space-y-12">
        <Section title={t.whatTitle}>
          <p>{t.whatText}</p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t.businessTypes}>
            {BUSINESS_TYPE_NAMES.filter((name) => name !== 'Autre').map((name) => (
              <li key={name} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
                {name}
              </li>
            ))}
            <li className="rounded-full bg-muted px-3 py-1 text-sm font-semibold">{t.andMore}</li>
          </ul>
        </Section>

        <Section title={t.whereTitle}>
          <p>{t.whereText}</p>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
            {REGIONS.map((region) => (
              <li key={region} className="flex items-center gap-2 rounded-lg border bg-card px-3 py-3 font-semibold">
                <MapPin aria-hidden className="size-4 text-brand-600" />
                {region}
              </li>
            ))}
          </ul>
        </Section>

        <Section title={t.howTitle}>
          <ol className="grid gap-3 sm:grid-cols-2">
            {t.steps.map(({ title, text }, index) => {
              const Icon = STEP_ICONS[index] ?? Search;
              return (
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
              );
            })}
          </ol>
          <p className="mt-4 text-sm">
            {t.detailsLead}
            <Link to="/articles" className="font-semibold text-primary hover:underline">
              {t.practicalArticles}
            </Link>
            .
          </p>
        </Section>

        <Section title={t.joinTitle}>
          <div className="grid gap-3 sm:grid-cols-2">
            <JoinCard
              icon={<Store aria-hidden className="size-5" />}
              title={t.haveBusiness}
              to="/devenir-partenaire"
              cta={t.becomePartner}
            >
              {t.partnerText}
            </JoinCard>
            <JoinCard
              icon={<Bike aria-hidden className="size-5" />}
              title={t.haveMotorbike}
              to="/devenir-conducteur"
              cta={t.becomeDriver}
            >
              {t.driverText}
            </JoinCard>
          </div>
        </Section>

        <Section title={t.contactTitle}>
          <ul className="space-y-3">
            <li className="flex gap-3">
              <Handshake aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>{t.orderQuestion}</span>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>
                {t.writeToUs}
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
