import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';

export default function EmailTestPage() {
  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Test d'Emails"
        description="Envoyez un e-mail transactionnel d'essai."
      />
      <ComingSoon>L'outil de test des e-mails arrive très bientôt.</ComingSoon>
    </>
  );
}
