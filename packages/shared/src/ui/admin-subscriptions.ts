import { SUBSCRIPTION_HISTORY_LINES } from '../subscription-history';
import { PLAN_TYPE_LABELS, SUBSCRIPTION_EVENT_LABELS, SUBSCRIPTION_STATUS_LABELS } from '../subscriptions';

const s = (count: number) => (count > 1 ? 's' : '');

/** The admin subscriptions page and its dialogs in French (source of `ui/en/admin-subscriptions.ts`). */
export const ADMIN_SUBSCRIPTIONS_UI = {
  eyebrow: 'Administration',
  title: 'Abonnements',
  description: "Les abonnements des partenaires : suspendre, désactiver, réactiver, et l'historique de chacun.",
  refresh: 'Actualiser',
  noSubscription: 'Aucun abonnement',
  noSubscriptionForFilter: 'Aucun abonnement pour ce filtre.',
  list: 'Liste des abonnements',
  status: 'Statut',
  allStatuses: 'Tous les statuts',
  statuses: SUBSCRIPTION_STATUS_LABELS,
  planTypes: PLAN_TYPE_LABELS,
  events: SUBSCRIPTION_EVENT_LABELS,
  historyLines: SUBSCRIPTION_HISTORY_LINES,
  otherEvent: 'Information',
  caption: 'Abonnements des partenaires',
  // Stats
  actives: 'Actifs',
  outOf: (total: number) => `sur ${total} abonnements`,
  pending: 'En attente',
  firstPaymentDue: 'premier paiement attendu',
  suspended: 'Suspendus',
  hiddenBusinesses: 'commerces masqués',
  inactives: 'Inactifs',
  andExpired: (count: number) => `et ${count} expiré${s(count)}`,
  // Export
  totalPaid: 'Total payé',
  reason: 'Motif',
  csvFileName: 'abonnements.csv',
  export: 'Exporter',
  // Columns, menu and cards
  suspend: 'Suspendre',
  deactivate: 'Désactiver',
  reactivate: 'Réactiver',
  actionsOn: (business: string) => `Actions sur l'abonnement de ${business}`,
  actions: 'Actions',
  history: 'Historique',
  actionOn: (action: string, business: string) => `${action} l'abonnement de ${business}`,
  historyOf: (business: string) => `Historique de l'abonnement de ${business}`,
  until: (date: string) => `jusqu'au ${date}`,
  business: 'Business',
  plan: 'Plan',
  amount: 'Montant',
  perMonth: (amount: string) => `${amount} / mois`,
  paid: (amount: string) => `payé : ${amount}`,
  period: 'Période',
  loading: 'Chargement…',
  // History dialog
  historyTitle: "Historique de l'abonnement",
  historyOfPlan: (business: string, plan: string) => `${business} — formule ${plan}`,
  noEvents: 'Aucun événement pour cet abonnement.',
  // Action dialogs
  heldNotice: (name: string) =>
    `${name} n'apparaîtra plus dans le catalogue ni dans la recherche, et ne pourra plus recevoir de commandes.`,
  suspendTitle: "Suspendre l'abonnement",
  suspendEnds: " La suspension prend fin d'elle-même à la date prévue.",
  days: 'Durée (jours)',
  daysHint: (min: number, max: number, fallback: number) =>
    `De ${min} à ${max} jours ; ${fallback} si le champ est vide ou invalide.`,
  suspendedFor: (days: number) => `Suspendu ${days} jour${s(days)}, jusqu'au `,
  cancel: 'Annuler',
  suspendDays: (days: number) => `Suspendre ${days} jour${s(days)}`,
  deactivateTitle: "Désactiver l'abonnement",
  deactivateEnds: " Il le restera jusqu'à sa réactivation.",
  reactivateTitle: "Réactiver l'abonnement",
  reactivateText: (name: string) =>
    `${name} sera de nouveau visible dans le catalogue et pourra recevoir des commandes dès maintenant.`,
  currentReason: 'Motif actuel : ',
  reasonOptional: 'Motif (facultatif)',
  reasonHint: 'Le partenaire le verra sur sa page Facturation.',
} as const;
