import { SUBSCRIPTION_TEXTS } from '@livra/shared/subscriptions';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PaymentResult } from '../components/payment-result';

/** The result page of a subscription payment (spec 01 §2), linking back to billing. */
export default function SubscriptionPaymentStatusPage() {
  return (
    <PaymentResult
      documentTitle="Paiement de l'abonnement"
      explanations={{
        success:
          "Le service de paiement indique que le paiement de votre abonnement a abouti. Il apparaît dans votre facturation dès que l'équipe Livra l'a enregistré.",
        pending:
          "Le service de paiement n'a pas encore confirmé le paiement de votre abonnement. Votre facturation montre le statut enregistré par Livra.",
        failed:
          "Le service de paiement indique que le paiement de votre abonnement n'a pas abouti : rien n'a été encaissé pour cette tentative.",
        unknown: SUBSCRIPTION_TEXTS.cashPayment,
      }}
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/partner-dashboard/billing">Voir ma facturation</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/partner-dashboard">Tableau de bord</Link>
          </Button>
        </>
      }
    />
  );
}
