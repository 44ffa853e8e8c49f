import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PaymentResult } from '../components/payment-result';

/** The result page of an order payment (spec 01 §2), for when a payment service sends people back. */
export default function PaymentStatusPage() {
  return (
    <PaymentResult
      documentTitle="Statut du paiement"
      explanations={{
        success:
          "Le service de paiement indique que votre paiement a abouti. Votre commande affiche « Payée » dès que Livra l'a enregistré.",
        pending:
          "Le service de paiement n'a pas encore confirmé votre paiement. Vous n'avez rien à refaire : suivez votre commande, son statut de paiement se mettra à jour.",
        failed:
          "Le service de paiement indique que le paiement n'a pas abouti : rien n'a été encaissé pour cette tentative. Vous pouvez toujours régler en espèces à la livraison.",
        unknown:
          "Ce lien n'indique pas de résultat de paiement. Sur Livra, les commandes se règlent en espèces à la livraison : retrouvez leur statut dans vos commandes.",
      }}
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/orders">Voir mes commandes</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/">Retour à l'accueil</Link>
          </Button>
        </>
      }
    />
  );
}
