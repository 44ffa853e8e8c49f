import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export default function AdminBusinessesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Gestion des Commerces"
        description="Les commerces de la plateforme."
      />
      <ComingSoon>La gestion des commerces arrive très bientôt.</ComingSoon>
    </>
  );
}
