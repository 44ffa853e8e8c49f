import { ORDERS_UI } from '@livra/shared/ui/orders';
import { PageHeader } from '@/components/page-header';
import { useTexts } from '@/lib/i18n';
import { OrderHistory } from '../components/order-history';

/** /dashboard/orders: the order history in the customer's space (the route guard checked the role). */
export default function CustomerOrdersPage() {
  const t = useTexts('orders', ORDERS_UI);
  return (
    <div className="max-w-3xl">
      <PageHeader title={t.myOrders} description={t.myOrdersDescription} />
      <OrderHistory />
    </div>
  );
}
