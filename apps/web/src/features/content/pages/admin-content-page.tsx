import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export default function AdminContentPage() {
  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Gestion du Contenu"
        description="Les catégories et les types de commerce."
      />
      <ComingSoon>La gestion du contenu arrive très bientôt.</ComingSoon>
    </>
  );
}
