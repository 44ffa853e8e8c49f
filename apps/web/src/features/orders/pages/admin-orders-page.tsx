import { PageHeader } from '@/components/page-header';
import { AdminOrdersBoard } from '../components/admin/admin-orders-board';

/** `/admin-dashboard/orders`: every order of the platform, and the admin's hand on each (spec 02 §2, §4). */
export default function AdminOrdersPage() {
  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Commandes"
        description="Toutes les commandes de la plateforme : suivez-les, changez leur statut, assignez un livreur."
      />
      <AdminOrdersBoard />
    </>
  );
}
