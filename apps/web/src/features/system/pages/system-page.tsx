import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export default function SystemPage() {
  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Gestion Système"
        description="L'état du serveur et de la base de données."
      />
      <ComingSoon>L'état du système arrive très bientôt.</ComingSoon>
    </>
  );
}
