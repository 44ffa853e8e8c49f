import {
  PLAN_TYPE_LABELS,
  SUBSCRIPTION_EVENT_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_TEXTS,
} from '../subscriptions';
import { SUBSCRIPTION_HISTORY_LINES } from '../subscription-history';

const s = (count: number) => (count > 1 ? 's' : '');

/**
 * The subscriptions feature's pages outside the back-office, in French (source of
 * `ui/en/admin-billing.ts`): the partner's billing page and the payment result pages. An area of
 * its own (named with the feature's `admin` prefix), so the partner's pages do not load the
 * back-office's words.
 */
export const ADMIN_BILLING_UI = {
  texts: SUBSCRIPTION_TEXTS,
  statuses: SUBSCRIPTION_STATUS_LABELS,
  planTypes: PLAN_TYPE_LABELS,
  events: SUBSCRIPTION_EVENT_LABELS,
  historyLines: SUBSCRIPTION_HISTORY_LINES,
  // Billing
  title: 'Facturation',
  description: 'Votre abonnement Livra, son échéance et son historique.',
  howToPay: 'Comment payer ?',
  history: 'Historique',
  noEvents: 'Aucun événement pour le moment.',
  plans: 'Les formules Livra',
  changePlan: "Pour changer de formule, adressez-vous à l'équipe Livra.",
  currentPlan: 'Formule actuelle',
  monthlyAmount: 'Montant mensuel',
  totalPaid: 'Total payé',
  start: 'Début',
  end: 'Échéance',
  suspended: (until: string | null) => `Abonnement suspendu${until ? ` jusqu'au ${until}` : ''}.`,
  deactivated: 'Abonnement désactivé.',
  expired: (on: string | null) => `Abonnement expiré${on ? ` le ${on}` : ''}.`,
  reason: (reason: string) => `Motif : ${reason}`,
  overdue: (days: number) => `Échéance dépassée depuis ${days} jour${s(days)}`,
  dueToday: "Échéance aujourd'hui",
  dueIn: (days: number) => `Échéance dans ${days} jour${s(days)}`,
  requestedPlan: (name: string, price: string) =>
    `Formule choisie lors de votre demande : ${name} (${price} par mois). L'équipe Livra l'active à réception du premier paiement.`,
  activatedOnPayment: "L'équipe Livra active votre formule à réception du premier paiement.",
  yourPlan: 'Votre formule',
  perMonth: '/ mois',
  // Payment results
  referenceOf: (reference: string) => `${SUBSCRIPTION_TEXTS.referenceLabel} : ${reference}`,
  orderPaymentTitle: 'Statut du paiement',
  orderPaymentSuccess:
    "Le service de paiement indique que votre paiement a abouti. Votre commande affiche « Payée » dès que Livra l'a enregistré.",
  orderPaymentPending:
    "Le service de paiement n'a pas encore confirmé votre paiement. Vous n'avez rien à refaire : suivez votre commande, son statut de paiement se mettra à jour.",
  orderPaymentFailed:
    "Le service de paiement indique que le paiement n'a pas abouti : rien n'a été encaissé pour cette tentative. Vous pouvez toujours régler en espèces à la livraison.",
  orderPaymentUnknown:
    "Ce lien n'indique pas de résultat de paiement. Sur Livra, les commandes se règlent en espèces à la livraison : retrouvez leur statut dans vos commandes.",
  myOrders: 'Voir mes commandes',
  backHome: "Retour à l'accueil",
  subscriptionPaymentTitle: "Paiement de l'abonnement",
  subscriptionPaymentSuccess:
    "Le service de paiement indique que le paiement de votre abonnement a abouti. Il apparaît dans votre facturation dès que l'équipe Livra l'a enregistré.",
  subscriptionPaymentPending:
    "Le service de paiement n'a pas encore confirmé le paiement de votre abonnement. Votre facturation montre le statut enregistré par Livra.",
  subscriptionPaymentFailed:
    "Le service de paiement indique que le paiement de votre abonnement n'a pas abouti : rien n'a été encaissé pour cette tentative.",
  myBilling: 'Voir ma facturation',
  dashboard: 'Tableau de bord',
} as const;
