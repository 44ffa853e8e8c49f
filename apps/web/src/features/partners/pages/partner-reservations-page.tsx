import { ReservationsBoard } from '../components/ops/reservations-board';
import { usePartnerOpsTexts } from '../components/ops/texts';
import { PartnerPage } from '../components/partner-page';

export default function PartnerReservationsPage() {
  const t = usePartnerOpsTexts();
  return (
    <PartnerPage title={t.reservationsTitle} description={t.reservationsIntro}>
      {(business) => <ReservationsBoard businessId={business.id} />}
    </PartnerPage>
  );
}
