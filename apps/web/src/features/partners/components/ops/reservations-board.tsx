import { dateLocale } from '@livra/shared/dates';
import { LOCALE_TAGS, type Locale } from '@livra/shared/locale';
import { MESSAGES } from '@livra/shared/messages';
import { PARTNER_OPS_TEXTS, type PartnerReservation } from '@livra/shared/partner-ops';
import { RESERVATION_STATUSES, type ReservationStatus } from '@livra/shared/reservations';
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { CalendarDays, Check, Clock, Phone, Users, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ChoiceChips, type Choice } from '@/components/ui/choice-chips';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useLiveEvent } from '@/lib/realtime';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { cn, placeholderKeys } from '@/lib/utils';
import { opsKey, useAnswerReservation, usePartnerReservations } from './api';
import { usePartnerOpsMessage, usePartnerOpsTexts } from './texts';

const VARIANT: Record<ReservationStatus, 'default' | 'success' | 'destructive' | 'secondary'> = {
  pending: 'default',
  confirmed: 'success',
  declined: 'destructive',
  cancelled: 'secondary',
};

/** `2026-04-12` → "samedi 12 avril" ("Saturday 12 April"), read as a calendar day (no time zone shift). */
const dayLabel = (date: string, locale: Locale) => {
  const day = new Date(`${date}T12:00:00`);
  return locale === 'fr'
    ? format(day, 'EEEE d MMMM', { locale: dateLocale })
    : new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: 'long', day: 'numeric', month: 'long' }).format(day);
};

export function ReservationsBoard({ businessId }: { businessId: string }) {
  const t = usePartnerOpsTexts();
  const statusChoices: Choice<ReservationStatus | null>[] = [
    { key: 'all', value: null, label: t.all },
    ...RESERVATION_STATUSES.map((value) => ({ key: value, value, label: t.reservationStatusLabels[value] })),
  ];
  const [status, setStatus] = useState<ReservationStatus | null>(null);
  const query = usePartnerReservations(businessId, status);
  const queryClient = useQueryClient();
  // A customer booking or cancelling: the list follows by itself.
  useLiveEvent(
    'reservation',
    () => void queryClient.invalidateQueries({ queryKey: opsKey(businessId, 'reservations') }),
  );

  const list = query.data ?? [];
  const upcoming = list.filter((r) => !r.isPast);
  const past = list.filter((r) => r.isPast);
  return (
    <div className="space-y-4">
      <ChoiceChips
        label={t.filterByStatus}
        choices={statusChoices}
        value={status}
        onChange={setStatus}
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
        chipClassName={(selected) =>
          cn(
            'flex h-11 shrink-0 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
            selected ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-muted',
          )
        }
      />
      {query.isError && !query.data ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <div className="grid gap-3 md:grid-cols-2">
          {placeholderKeys(4).map((key) => (
            <Skeleton key={key} className="h-36 w-full" />
          ))}
        </div>
      ) : (
        <div className={cn('space-y-6 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          <Section title={t.upcoming}>
            {upcoming.length === 0 ? (
              <EmptyState icon={CalendarDays} title={t.noUpcoming} description={t.noUpcomingHint} />
            ) : (
              upcoming.map((r) => <ReservationCard key={r.id} businessId={businessId} reservation={r} />)
            )}
          </Section>
          {past.length > 0 && (
            <Section title={t.past}>
              {past.map((r) => (
                <ReservationCard key={r.id} businessId={businessId} reservation={r} />
              ))}
            </Section>
          )}
        </div>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="grid gap-3 md:grid-cols-2">{children}</div>
    </section>
  );
}

function ReservationCard({ businessId, reservation: r }: { businessId: string; reservation: PartnerReservation }) {
  const t = usePartnerOpsTexts();
  const translate = usePartnerOpsMessage();
  const locale = useLocale();
  const answer = useAnswerReservation();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const canConfirm = !r.isPast && r.status === 'pending';
  const canDecline = !r.isPast && (r.status === 'pending' || r.status === 'confirmed');

  function send(kind: 'confirm' | 'decline') {
    answer.mutate(
      { businessId, id: r.id, answer: kind, reason: reason.trim() || undefined },
      {
        onSuccess: () =>
          toast.success(
            translate(
              kind === 'confirm' ? PARTNER_OPS_TEXTS.reservationConfirmed : PARTNER_OPS_TEXTS.reservationDeclined,
            ),
          ),
        onError: (error) => toast.error(MESSAGES.errorTitle, { description: translate(errorMessage(error)) }),
      },
    );
  }

  return (
    <article className={cn('space-y-3 rounded-lg border bg-card p-4 shadow-xs', r.isPast && 'bg-muted')}>
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold first-letter:uppercase">{dayLabel(r.date, locale)}</p>
          <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden className="size-4" /> {r.time}
            </span>
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden className="size-4" /> {t.people(r.partySize)}
            </span>
          </p>
        </div>
        <Badge variant={VARIANT[r.status]}>{t.reservationStatusLabels[r.status]}</Badge>
      </header>
      <div className="text-sm">
        <p className="font-medium">{r.customerName}</p>
        {r.customerPhone && (
          <a
            href={`tel:${r.customerPhone.replace(/[^\d+]/g, '')}`}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary"
          >
            <Phone aria-hidden className="size-4" /> {r.customerPhone}
          </a>
        )}
        {r.note && (
          <p className="mt-1 rounded-md bg-muted px-3 py-2">{locale === 'fr' ? `« ${r.note} »` : `“${r.note}”`}</p>
        )}
      </div>
      {declining && (
        <div className="space-y-1">
          <label htmlFor={reasonId} className="text-sm font-medium">
            {t.declineReason}
          </label>
          <Input
            id={reasonId}
            value={reason}
            maxLength={300}
            onChange={(event) => setReason(event.target.value)}
            placeholder={t.declinePlaceholder}
          />
        </div>
      )}
      {(canConfirm || canDecline) && (
        <div className="flex gap-2">
          {declining ? (
            <>
              <Button variant="outline" className="h-11 flex-1" onClick={() => setDeclining(false)}>
                {t.back}
              </Button>
              <Button
                variant="destructive"
                className="h-11 flex-1"
                loading={answer.isPending}
                onClick={() => send('decline')}
              >
                {t.confirmDecline}
              </Button>
            </>
          ) : (
            <>
              {canDecline && (
                <Button variant="outline" className="h-11 flex-1 text-red-700" onClick={() => setDeclining(true)}>
                  <X aria-hidden /> {t.decline}
                </Button>
              )}
              {canConfirm && (
                <Button className="h-11 flex-1" loading={answer.isPending} onClick={() => send('confirm')}>
                  <Check aria-hidden /> {t.accept}
                </Button>
              )}
            </>
          )}
        </div>
      )}
    </article>
  );
}
