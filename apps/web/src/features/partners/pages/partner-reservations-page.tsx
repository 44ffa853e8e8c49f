import { ReservationsBoard } from '../components/ops/reservations-board';
import { PartnerPage } from '../components/partner-page';

export default function PartnerReservationsPage() {
  return (
    <PartnerPage
      title="Réservations"
      description="Les demandes de table de vos clients : acceptez ou refusez, ils sont prévenus aussitôt."
    >
      {(business) => <ReservationsBoard businessId={business.id} />}
    </PartnerPage>
  );
}
