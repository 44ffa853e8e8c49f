import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ReservationForm } from '../components/reservation-form';
import { ReservationList } from '../components/reservation-list';

export default function CustomerReservationsPage() {
  const [booking, setBooking] = useState(false);
  const bookButton = (
    <Button className="h-11" onClick={() => setBooking(true)}>
      <CalendarPlus aria-hidden />
      Réserver une table
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Mes réservations"
        description="Vos réservations de table, à venir et passées."
        actions={bookButton}
      />
      <ReservationList emptyAction={bookButton} />
      <Dialog open={booking} onOpenChange={setBooking}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Réserver une table</DialogTitle>
            <DialogDescription>
              Le restaurant confirmera votre table ; vous serez prévenu dans vos notifications.
            </DialogDescription>
          </DialogHeader>
          <ReservationForm onBooked={() => setBooking(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
