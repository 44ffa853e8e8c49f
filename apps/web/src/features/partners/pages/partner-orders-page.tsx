import { OrdersBoard } from '../components/ops/orders-board';
import { PartnerPage } from '../components/partner-page';

export default function PartnerOrdersPage() {
  return (
    <PartnerPage
      title="Commandes"
      description="Les commandes de votre commerce, en direct : les nouvelles arrivent avec un signal sonore."
    >
      {(business) => <OrdersBoard businessId={business.id} />}
    </PartnerPage>
  );
}
