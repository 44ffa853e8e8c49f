import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export default function AdminRequestsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Gestion des Demandes"
        description="Les candidatures des partenaires et des livreurs."
      />
      <ComingSoon>Le traitement des demandes arrive très bientôt.</ComingSoon>
    </>
  );
}
