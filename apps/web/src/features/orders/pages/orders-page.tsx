import { ORDERS_UI } from '@livra/shared/ui/orders';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { useTexts } from '@/lib/i18n';
import { CustomerGate } from '../components/customer-gate';
import { OrderHistory } from '../components/order-history';

/** /orders: the order history on the public site. */
export default function OrdersPage() {
  const t = useTexts('orders', ORDERS_UI);
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t.myOrders} description={t.myOrdersDescription} />
      <CustomerGate>
        <OrderHistory />
      </CustomerGate>
    </PageContainer>
  );
}
