import { ORDERS_ADMIN_UI } from '@livra/shared/ui/orders-admin';
import { PageHeader } from '@/components/page-header';
import { useTexts } from '@/lib/i18n';
import { AdminOrdersBoard } from '../components/admin/admin-orders-board';

/** `/admin-dashboard/orders`: every order of the platform, and the admin's hand on each (spec 02 §2, §4). */
export default function AdminOrdersPage() {
  const t = useTexts('ordersAdmin', ORDERS_ADMIN_UI);
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} description={t.description} />
      <AdminOrdersBoard />
    </>
  );
}
