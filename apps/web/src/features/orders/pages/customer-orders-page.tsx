import { PageHeader } from '@/components/page-header';
import { OrderHistory } from '../components/order-history';

/** /dashboard/orders: the order history in the customer's space (the route guard checked the role). */
export default function CustomerOrdersPage() {
  return (
    <div className="max-w-3xl">
      <PageHeader title="Mes commandes" description="Vos commandes, de la plus récente à la plus ancienne." />
      <OrderHistory />
    </div>
  );
}
