import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ReservationForm } from '../components/reservation-form';
import { ReservationList } from '../components/reservation-list';
import { CUSTOMERS_UI } from '@livra/shared/ui/customers';
import { useTexts } from '@/lib/i18n';

export default function CustomerReservationsPage() {
  const [booking, setBooking] = useState(false);
  const t = useTexts('customers', CUSTOMERS_UI);
  const bookButton = (
    <Button className="h-11" onClick={() => setBooking(true)}>
      <CalendarPlus aria-hidden />
      {t.bookTable}
    </Button>
  );
  return (
    <>
      <PageHeader title={t.myReservations} description={t.reservationsIntro} actions={bookButton} />
      <ReservationList emptyAction={bookButton} />
      <Dialog open={booking} onOpenChange={setBooking}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{t.bookTable}</DialogTitle>
            <DialogDescription>{t.bookDialogText}</DialogDescription>
          </DialogHeader>
          <ReservationForm onBooked={() => setBooking(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
