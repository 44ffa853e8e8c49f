import { OPENING_DAYS, type OpeningDay, type OpeningHoursView } from '@livra/shared/catalog';
import { Clock } from 'lucide-react';
import { cn } from '@/lib/utils';
import { CATALOG_UI } from '@livra/shared/ui/catalog';
import { useTexts } from '@/lib/i18n';
import { COMMON_UI } from '@livra/shared/ui/common';

/**
 * Today in Conakry, as the weekday keys of the opening hours: Conakry keeps GMT all year, so its
 * day is the UTC day (`getUTCDay` counts from Sunday, OPENING_DAYS from Monday). Not Intl with
 * the time zone: it would be the business page's only Intl, and the first Intl a page builds
 * loads the browser's locale data (see formatGNFFull).
 */
function today(): OpeningDay {
  return OPENING_DAYS[(new Date().getUTCDay() + 6) % 7];
}

function slot(hours: OpeningHoursView, day: OpeningDay, closed: string) {
  const range = hours[day];
  return range ? `${range.open} – ${range.close}` : closed;
}

/** The week's opening hours, Monday first (French weeks), today's in bold; folded on phones. */
export function OpeningHours({ hours }: { hours: OpeningHoursView | null }) {
  const t = useTexts('catalog', CATALOG_UI);
  const days = useTexts('common', COMMON_UI).days;
  if (!hours || Object.keys(hours).length === 0) return null;
  const current = today();
  return (
    <details className="group rounded-lg border bg-card">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 px-4 text-sm [&::-webkit-details-marker]:hidden">
        <Clock aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <span className="font-semibold">{t.hours}</span>
        <span className="ml-auto text-right text-muted-foreground">
          {t.today} <span className="whitespace-nowrap">{slot(hours, current, t.closed)}</span>
        </span>
      </summary>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 border-t px-4 py-3 text-sm">
        {OPENING_DAYS.map((day) => (
          <div key={day} className={cn('contents', day === current && 'font-semibold')}>
            <dt>{days[day]}</dt>
            <dd className={cn('text-right', !hours[day] && 'text-muted-foreground')}>{slot(hours, day, t.closed)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
