import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export default function AdminOrdersPage() {
  return (
    <>
      <PageHeader eyebrow="Administration" title="Commandes" description="Toutes les commandes de la plateforme." />
      <ComingSoon>La gestion des commandes arrive très bientôt.</ComingSoon>
    </>
  );
}
