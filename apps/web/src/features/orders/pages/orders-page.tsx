import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { CustomerGate } from '../components/customer-gate';
import { OrderHistory } from '../components/order-history';

/** /orders: the order history on the public site. */
export default function OrdersPage() {
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title="Mes commandes" description="Vos commandes, de la plus récente à la plus ancienne." />
      <CustomerGate>
        <OrderHistory />
      </CustomerGate>
    </PageContainer>
  );
}
