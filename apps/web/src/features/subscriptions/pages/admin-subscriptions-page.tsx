import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export default function AdminSubscriptionsPage() {
  return (
    <>
      <PageHeader eyebrow="Administration" title="Abonnements" description="Les abonnements des partenaires." />
      <ComingSoon>La gestion des abonnements arrive très bientôt.</ComingSoon>
    </>
  );
}
