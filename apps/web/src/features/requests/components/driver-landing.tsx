import { BadgeCheck, Clock, FileText, Headset, ShieldCheck, Star, Truck, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LOCALE_TAGS } from '@livra/shared/locale';
import { useLocale } from '@/lib/i18n';
import { useDriverFigures } from '../api';
import { useRequestsTexts } from '../texts';
import { IconCards } from './icon-cards';

/** Spec 01 §2: the icons of the three benefits of driving with Livra, in the order of `benefits`. */
const BENEFIT_ICONS: LucideIcon[] = [Wallet, Clock, ShieldCheck];

/** The figures of spec 01 §2, read from the platform's own data rather than written in. */
function useFigures(): { icon: LucideIcon; value: string; label: string }[] {
  const t = useRequestsTexts();
  const tag = LOCALE_TAGS[useLocale()];
  const count = (n: number | undefined) => (n === undefined ? '…' : new Intl.NumberFormat(tag).format(n));
  const { data } = useDriverFigures();
  const rating = data?.averageRating;
  return [
    { icon: Truck, value: count(data?.activeDrivers), label: t.activeDrivers },
    { icon: BadgeCheck, value: count(data?.deliveries), label: t.deliveriesDone },
    { icon: Star, value: rating == null ? '—' : rating.toLocaleString(tag), label: t.averageRating },
    { icon: Headset, value: t.allDay, label: t.support },
  ];
}

export function DriverBenefits() {
  const t = useRequestsTexts();
  return (
    <Section title={t.whyDrive} id="avantages">
      <IconCards items={t.benefits} icons={BENEFIT_ICONS} className="sm:grid-cols-3 sm:gap-4" />
    </Section>
  );
}

export function DriverRequirements() {
  const t = useRequestsTexts();
  return (
    <Section title={t.requirements} id="conditions">
      <div className="grid gap-3 sm:grid-cols-2 sm:gap-4">
        <Checklist icon={FileText} title={t.documents} items={t.documentList} />
        <Checklist icon={BadgeCheck} title={t.conditions} items={t.conditionList} />
      </div>
    </Section>
  );
}

export function DriverFigures() {
  const t = useRequestsTexts();
  const figures = useFigures();
  return (
    <section aria-label={t.inFigures} className="rounded-xl bg-stone-900 px-4 py-6 text-white sm:px-6">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figures.map(({ icon: Icon, value, label }) => (
          <li key={label} className="flex flex-col items-center gap-1 text-center">
            <Icon aria-hidden className="size-5 text-brand-400" />
            <span className="text-2xl font-extrabold sm:text-3xl">{value}</span>
            <span className="text-sm text-stone-300">{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Checklist({ icon: Icon, title, items }: { icon: LucideIcon; title: string; items: readonly string[] }) {
  return (
    <div className="rounded-lg border bg-card p-4 sm:p-5">
      <h3 className="mb-3 flex items-center gap-2 font-semibold">
        <Icon aria-hidden className="size-5 text-brand-600" />
        {title}
      </h3>
      <ul className="grid gap-2 text-sm">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-bold tracking-tight sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
