import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export default function AdminDriversPage() {
  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Gestion des Livreurs"
        description="Les livreurs indépendants et de service."
      />
      <ComingSoon>La gestion des livreurs arrive très bientôt.</ComingSoon>
    </>
  );
}
