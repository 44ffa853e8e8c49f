import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export default function AnalyticsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Analytique et Rapports"
        description="Les chiffres de la plateforme, mois par mois."
      />
      <ComingSoon>Les statistiques et les graphiques arrivent très bientôt.</ComingSoon>
    </>
  );
}
