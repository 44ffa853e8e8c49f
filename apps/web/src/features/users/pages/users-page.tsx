import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export default function UsersPage() {
  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Gestion des Utilisateurs"
        description="Tous les comptes de la plateforme."
      />
      <ComingSoon>La gestion des utilisateurs arrive très bientôt.</ComingSoon>
    </>
  );
}
