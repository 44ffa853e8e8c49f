import { ArrowRight, Banknote, Bike, Clock, Handshake, MapPin, Store } from 'lucide-react';
import { HOME_UI } from '@livra/shared/ui/home';
import { SHELL_UI } from '@livra/shared/ui/shell';
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { LoadError } from '@/components/load-error';
import { useDocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchBox } from '@/features/search/components/search-box';
import { useHomeData } from '../api';
import { BusinessTypeLinks, BusinessTypeLinksSkeleton } from '../components/business-type-links';
import { FeaturedItemCard, FeaturedItemCardSkeleton } from '../components/featured-item-card';
import { RestaurantCard, RestaurantCardSkeleton } from '../components/restaurant-card';
import { useTexts } from '@/lib/i18n';
import { placeholderKeys } from '@/lib/utils';

export default function HomePage() {
  useDocumentTitle(undefined);
  const home = useHomeData();
  const t = useTexts('home', HOME_UI);

  return (
    <>
      <Hero />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-8 sm:py-12 lg:px-6">
        {home.isError ? (
          <LoadError error={home.error} onRetry={() => void home.refetch()} />
        ) : (
          <>
            <Section title={t.whatAreYouLookingFor} id="types">
              {home.data ? <BusinessTypeLinks types={home.data.businessTypes} /> : <BusinessTypeLinksSkeleton />}
            </Section>

            <Section title={t.popularRestaurants} id="populaires" more={{ to: '/restaurants', label: t.seeAll }}>
              {home.data && home.data.popularRestaurants.length === 0 ? (
                <EmptyState icon={Store} title={t.noRestaurants} />
              ) : (
                // `relative` keeps the cards' screen-reader texts inside the scroller: without it
                // they widen the whole page on a phone.
                <ul className="relative -mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:px-0 lg:grid-cols-4">
                  {home.data
                    ? home.data.popularRestaurants.map((business) => (
                        <li key={business.id} className="w-[84%] max-w-xs shrink-0 snap-start sm:w-auto sm:max-w-none">
                          <RestaurantCard business={business} />
                        </li>
                      ))
                    : placeholderKeys(4).map((key) => (
                        <li key={key} className="w-[84%] max-w-xs shrink-0 sm:w-auto sm:max-w-none">
                          <RestaurantCardSkeleton />
                        </li>
                      ))}
                </ul>
              )}
            </Section>

            <Section title={t.featured} id="a-la-une" more={{ to: '/search', label: t.allFeatured }}>
              {home.data && home.data.featuredItems.length === 0 ? (
                <EmptyState icon={Store} title={t.noFeatured} />
              ) : (
                <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
                  {home.data
                    ? home.data.featuredItems.slice(0, 8).map((item) => (
                        <li key={item.id}>
                          <FeaturedItemCard item={item} />
                        </li>
                      ))
                    : placeholderKeys(4).map((key) => (
                        <li key={key}>
                          <FeaturedItemCardSkeleton />
                        </li>
                      ))}
                </ul>
              )}
            </Section>
          </>
        )}
        <JoinUs />
      </div>
    </>
  );
}

function Hero() {
  const t = useTexts('home', HOME_UI);
  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-b from-brand-50 to-background">
      <div aria-hidden className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-200/40 blur-3xl" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-8 sm:py-16 lg:grid-cols-[1fr_auto] lg:px-6">
        <div>
          <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-card px-3 py-1 text-xs font-semibold text-brand-700 shadow-xs">
            <MapPin aria-hidden className="size-3.5" />
            Conakry · Kindia · Labé · Kankan · Boké
          </p>
          <h1 className="max-w-2xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t.heroTitle}
            <span className="text-brand-600">{t.heroTitleStrong}</span>
          </h1>
          <p className="mt-3 max-w-xl text-base text-muted-foreground sm:text-lg">{t.heroText}</p>
          <SearchBox size="lg" label={t.whatAreYouLookingFor} className="mt-6 max-w-xl" />
          <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-stone-700">
            <HeroPoint icon={<Banknote aria-hidden className="size-4 text-success" />}>{t.cashOnDelivery}</HeroPoint>
            <HeroPoint icon={<Clock aria-hidden className="size-4 text-success" />}>{t.deliveredIn}</HeroPoint>
            <HeroPoint icon={<Bike aria-hidden className="size-4 text-success" />}>{t.driverTracking}</HeroPoint>
          </ul>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

/** A decorative delivery scene for wide screens. */
function HeroArt() {
  return (
    <div aria-hidden className="relative hidden size-80 lg:block">
      <div className="absolute inset-0 rounded-full bg-gradient-to-br from-brand-200 to-brand-100" />
      <div className="absolute inset-10 flex items-center justify-center rounded-full bg-card shadow-xl">
        <Bike className="size-32 text-brand-600" strokeWidth={1.5} />
      </div>
      <span className="absolute top-6 right-2 flex size-16 items-center justify-center rounded-2xl bg-card shadow-lg">
        <Store className="size-8 text-success" />
      </span>
      <span className="absolute bottom-8 left-0 flex size-14 items-center justify-center rounded-2xl bg-card shadow-lg">
        <Banknote className="size-7 text-brand-600" />
      </span>
      <span className="absolute right-10 bottom-0 flex size-12 items-center justify-center rounded-full bg-brand-600 shadow-lg">
        <MapPin className="size-6 text-white" />
      </span>
    </div>
  );
}

function HeroPoint({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      {icon}
      {children}
    </li>
  );
}

function Section({
  title,
  id,
  more,
  children,
}: {
  title: string;
  id: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={id} className="text-xl font-bold tracking-tight sm:text-2xl">
          {title}
        </h2>
        {more && (
          <Link
            to={more.to}
            className="flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-primary hover:underline"
          >
            {more.label}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

function JoinUs() {
  const t = useTexts('home', HOME_UI);
  const shell = useTexts('shell', SHELL_UI);
  return (
    <section aria-label={t.joinLivra} className="grid gap-4 sm:grid-cols-2">
      <JoinCard
        icon={<Handshake aria-hidden className="size-6" />}
        title={t.haveBusiness}
        text={t.haveBusinessText}
        to="/devenir-partenaire"
        cta={shell.becomePartner}
      />
      <JoinCard
        icon={<Bike aria-hidden className="size-6" />}
        title={t.haveMotorbike}
        text={t.haveMotorbikeText}
        to="/devenir-conducteur"
        cta={shell.becomeDriver}
      />
    </section>
  );
}

function JoinCard({
  icon,
  title,
  text,
  to,
  cta,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  to: string;
  cta: string;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-stone-900 p-5 text-stone-200 sm:p-6">
      <span className="flex size-11 items-center justify-center rounded-full bg-brand-600 text-white">{icon}</span>
      <h2 className="text-lg font-bold text-white">{title}</h2>
      <p className="text-sm text-stone-300">{text}</p>
      <Button asChild variant="secondary" className="mt-auto self-start">
        <Link to={to}>
          {cta}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </div>
  );
}
