import { dateLocale } from '@livra/shared/dates';
import { MESSAGES } from '@livra/shared/messages';
import type { CustomerReservation, ReservationStatus } from '@livra/shared/reservations';
import { format } from 'date-fns';
import { CalendarDays, Clock, MessageSquareText, Store, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from '@/components/link';
import { Image } from '@/components/image';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useCancelReservation, useMyReservations } from '../reservations-api';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { placeholderKeys } from '@/lib/utils';
import { CUSTOMERS_UI } from '@livra/shared/ui/customers';
import { useLocale, useTexts } from '@/lib/i18n';
import { LOCALE_TAGS, type Locale } from '@livra/shared/locale';
import { useCustomerMessage } from '../messages';

const STATUS_VARIANTS: Record<ReservationStatus, 'brand' | 'success' | 'destructive' | 'secondary'> = {
  pending: 'brand',
  confirmed: 'success',
  declined: 'destructive',
  cancelled: 'secondary',
};

/**
 * `2025-03-15` → `samedi 15 mars 2025` (`Saturday 15 March 2025` in English), read as a calendar
 * day (no time zone shift).
 */
function longDate(date: string, locale: Locale) {
  const [year, month, day] = date.split('-').map(Number);
  const calendarDay = new Date(year, month - 1, day);
  if (locale === 'en') {
    return new Intl.DateTimeFormat(LOCALE_TAGS.en, { dateStyle: 'full' }).format(calendarDay).replace(',', '');
  }
  return format(calendarDay, 'EEEE d MMMM yyyy', { locale: dateLocale });
}

/** The customer's reservations: upcoming first, then past; live when the restaurant answers. */
export function ReservationList({ emptyAction }: { emptyAction?: ReactNode }) {
  const reservations = useMyReservations();
  const [cancelling, setCancelling] = useState<CustomerReservation | null>(null);
  const cancel = useCancelReservation();
  const customerMessage = useCustomerMessage();
  const t = useTexts('customers', CUSTOMERS_UI);
  const locale = useLocale();

  if (reservations.isError) return <LoadError error={reservations.error} onRetry={() => void reservations.refetch()} />;
  if (!reservations.data) {
    return (
      <div className="space-y-3">
        {placeholderKeys(3).map((key) => (
          <Skeleton key={key} className="h-28 rounded-lg" />
        ))}
      </div>
    );
  }
  if (reservations.data.length === 0) {
    return (
      <EmptyState
        icon={CalendarDays}
        title={t.noReservations}
        description={t.noReservationsText}
        action={emptyAction}
      />
    );
  }

  const upcoming = reservations.data.filter((r) => !r.isPast);
  const past = reservations.data.filter((r) => r.isPast);
  return (
    <div className="space-y-6">
      {[
        { title: t.upcoming, items: upcoming },
        { title: t.past, items: past },
      ].map(
        (group) =>
          group.items.length > 0 && (
            <section key={group.title} aria-label={group.title} className="space-y-3">
              <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{group.title}</h2>
              <ul className="space-y-3">
                {group.items.map((reservation) => (
                  <li key={reservation.id}>
                    <ReservationCard reservation={reservation} onCancel={() => setCancelling(reservation)} />
                  </li>
                ))}
              </ul>
            </section>
          ),
      )}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t.cancelReservationTitle}
        description={
          cancelling
            ? t.cancelReservationText(cancelling.businessName, longDate(cancelling.date, locale), cancelling.time)
            : ''
        }
        confirmLabel={t.cancelReservation}
        pending={cancel.isPending}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(cancelling.id, {
            onSuccess: () => {
              toast.success(t.toasts.reservationCancelled);
              setCancelling(null);
            },
            onError: (error) => toast.error(MESSAGES.errorTitle, { description: customerMessage(errorMessage(error)) }),
          })
        }
      />
    </div>
  );
}

function ReservationCard({ reservation, onCancel }: { reservation: CustomerReservation; onCancel: () => void }) {
  const t = useTexts('customers', CUSTOMERS_UI);
  const locale = useLocale();
  return (
    <Card className={reservation.isPast ? 'bg-muted' : undefined}>
      <CardContent className="flex flex-col gap-3 pt-4 sm:flex-row sm:items-center sm:pt-5">
        <div className="flex min-w-0 flex-1 gap-3">
          <Image
            src={reservation.businessLogo}
            alt=""
            className="size-12 shrink-0 rounded-full"
            fallback={<Store aria-hidden className="size-5" />}
          />
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={`/services/${reservation.businessId}`}
                className="font-semibold hover:text-primary hover:underline"
              >
                {reservation.businessName}
              </Link>
              <Badge variant={STATUS_VARIANTS[reservation.status]}>{t.reservationStatuses[reservation.status]}</Badge>
            </div>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span className="flex items-center gap-1.5">
                <CalendarDays aria-hidden className="size-3.5" />
                <span className="inline-block first-letter:uppercase">{longDate(reservation.date, locale)}</span>
              </span>
              <span className="flex items-center gap-1.5">
                <Clock aria-hidden className="size-3.5" />
                {reservation.time}
              </span>
              <span className="flex items-center gap-1.5">
                <Users aria-hidden className="size-3.5" />
                {t.people(reservation.partySize)}
              </span>
            </p>
            {reservation.note && (
              <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
                <MessageSquareText aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                {reservation.note}
              </p>
            )}
          </div>
        </div>
        {reservation.canCancel && (
          <Button variant="outline" className="h-11 self-start sm:self-center" onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
