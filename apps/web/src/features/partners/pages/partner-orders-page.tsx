import { OrdersBoard } from '../components/ops/orders-board';
import { usePartnerOpsTexts } from '../components/ops/texts';
import { PartnerPage } from '../components/partner-page';

export default function PartnerOrdersPage() {
  const t = usePartnerOpsTexts();
  return (
    <PartnerPage title={t.ordersTitle} description={t.ordersIntro}>
      {(business) => <OrdersBoard businessId={business.id} />}
    </PartnerPage>
  );
}
