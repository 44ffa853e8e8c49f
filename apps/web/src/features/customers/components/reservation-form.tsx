import { zodResolver } from '@hookform/resolvers/zod';
import { shiftIsoDate, todayInGuinea } from '@livra/shared/customers';
import { MESSAGES } from '@livra/shared/messages';
import {
  bookableSlots,
  PARTY_SIZE_MAX,
  RESERVATION_MAX_DAYS_AHEAD,
  reservationSchema,
  type ReservationVenue,
} from '@livra/shared/reservations';
import type { z } from '@livra/shared/zod';
import { CalendarCheck, LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { fieldProps, FormField, InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { rememberOrigin, useSession } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useBookReservation } from '../reservations-api';
import { VenuePicker } from './venue-picker';
import { CUSTOMERS_UI } from '@livra/shared/ui/customers';
import { useTexts } from '@/lib/i18n';
import { useCustomerMessage } from '../messages';

type FormInput = z.input<typeof reservationSchema>;
type FormOutput = z.output<typeof reservationSchema>;

const PARTY_SIZES = Array.from({ length: PARTY_SIZE_MAX }, (_, i) => i + 1);

/** Book a table: restaurant, day, a half-hour slot inside its opening hours, party size, note. */
export function ReservationForm({
  initialBusinessId,
  onBooked,
}: {
  initialBusinessId?: string | null;
  onBooked?: () => void;
}) {
  const { user, status: sessionStatus } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const book = useBookReservation();
  const customerMessage = useCustomerMessage();
  const t = useTexts('customers', CUSTOMERS_UI);
  const [venue, setVenue] = useState<ReservationVenue | null>(null);
  const today = todayInGuinea();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(reservationSchema),
    defaultValues: { businessId: initialBusinessId ?? '', date: today, time: '', partySize: 2, note: '' },
  });
  const { errors } = form.formState;
  const [businessId, date, time] = form.watch(['businessId', 'date', 'time']);
  const slots = venue && date ? bookableSlots(venue.openingHours, date) : [];
  const slotGone = Boolean(time) && !slots.includes(time);
  // Another restaurant or day may not offer the chosen time any more.
  useEffect(() => {
    if (slotGone) form.setValue('time', '');
  }, [slotGone, form]);

  function chooseVenue(next: ReservationVenue | null) {
    setVenue(next);
    form.setValue('businessId', next?.id ?? '', { shouldValidate: form.formState.isSubmitted });
  }

  /** Visitors sign in first and come back here, with the restaurant they chose. */
  function signInFirst() {
    const here = businessId ? `${location.pathname}?business=${businessId}` : location.pathname;
    rememberOrigin(here);
    void navigate('/login', { state: { from: here } });
  }

  const submit = form.handleSubmit((body) => {
    book.mutate(body, {
      onSuccess: (reservation) => {
        toast.success(t.toasts.reservationSent, { description: t.reservationSentText(reservation.businessName) });
        form.reset({ ...body, time: '', note: '' });
        onBooked?.();
      },
      onError: (error) => toast.error(MESSAGES.errorTitle, { description: customerMessage(errorMessage(error)) }),
    });
  });

  const customerOnly = user !== null && user.role !== 'customer';
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <VenuePicker value={businessId} onChange={chooseVenue} error={customerMessage(errors.businessId?.message)} />
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          id="reservation-date"
          label={t.date}
          error={customerMessage(errors.date?.message)}
          type="date"
          min={today}
          max={shiftIsoDate(today, RESERVATION_MAX_DAYS_AHEAD)}
          {...form.register('date')}
        />
        <FormField
          id="reservation-time"
          label={t.time}
          error={customerMessage(errors.time?.message)}
          hint={venue && date && slots.length === 0 ? t.toasts.reservationClosedDay : undefined}
        >
          <Select
            {...fieldProps('reservation-time', customerMessage(errors.time?.message))}
            disabled={!venue || slots.length === 0}
            {...form.register('time')}
          >
            <option value="">{venue ? t.chooseTime : '—'}</option>
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {t.slot(slot)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="reservation-size" label={t.partySize} error={customerMessage(errors.partySize?.message)}>
          <Select
            {...fieldProps('reservation-size', customerMessage(errors.partySize?.message))}
            {...form.register('partySize')}
          >
            {PARTY_SIZES.map((size) => (
              <option key={size} value={size}>
                {t.people(size)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField id="reservation-note" label={t.noteLabel} error={customerMessage(errors.note?.message)}>
        <Textarea
          {...fieldProps('reservation-note', customerMessage(errors.note?.message))}
          rows={2}
          className="min-h-16"
          maxLength={500}
          placeholder={t.notePlaceholder}
          {...form.register('note')}
        />
      </FormField>
      {customerOnly ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{t.customersOnly}</p>
      ) : sessionStatus === 'pending' ? (
        // Until the session answers, neither "sign in" nor "book": a signed-in customer would be sent to sign in.
        <Button type="button" size="lg" className="justify-self-start" loading disabled>
          {t.bookTheTable}
        </Button>
      ) : !user ? (
        <Button type="button" size="lg" className="justify-self-start" onClick={signInFirst}>
          <LogIn aria-hidden />
          {t.signInToBook}
        </Button>
      ) : (
        <Button type="submit" size="lg" className="justify-self-start" loading={book.isPending}>
          {!book.isPending && <CalendarCheck aria-hidden />}
          {t.bookTheTable}
        </Button>
      )}
    </form>
  );
}
