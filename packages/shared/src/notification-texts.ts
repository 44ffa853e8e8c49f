import type { Role } from './roles';

/** Which kind of application a notification is about (`data.requestKind`). */
export type NotificationRequestKind = 'partner' | 'driver';

const days = (n: number) => `${n} jour${n > 1 ? 's' : ''}`;
const withReason = (text: string, reason?: string | null) => (reason ? `${text} Motif : ${reason}` : text);

/**
 * The in-app notifications of partners, drivers and admins (new orders, applications, status
 * and subscription changes): short titles, one or two sentences each.
 */
export const NOTIFY_TEXTS = {
  newOrderTitle: 'Nouvelle commande',
  newOrder: (orderNumber: string, customer: string, total: string) =>
    `${customer} a passé la commande ${orderNumber} : ${total}. À confirmer dès que possible.`,
  customerCancelledTitle: 'Commande annulée par le client',
  customerCancelled: (orderNumber: string, customer: string, reason?: string | null) =>
    withReason(`${customer} a annulé la commande ${orderNumber}.`, reason),
  adminStatusTitle: (label: string) => `Commande ${label.toLowerCase()} par l'administration`,
  adminStatus: (orderNumber: string, label: string, note?: string | null) =>
    withReason(`L'administration a passé la commande ${orderNumber} au statut « ${label} ».`, note),
  deliveryCancelledTitle: 'Livraison annulée',
  deliveryCancelled: (orderNumber: string, businessName: string) =>
    `La commande ${orderNumber} (« ${businessName} ») est annulée : vous n'avez plus à la livrer.`,

  newPartnerRequestTitle: 'Nouvelle demande partenaire',
  newPartnerRequest: (ownerName: string, businessName: string, region: string) =>
    `${ownerName} demande à ouvrir « ${businessName} » (${region}). Demande à examiner.`,
  newDriverRequestTitle: 'Nouvelle demande livreur',
  newDriverRequest: (name: string, vehicle: string, businessName?: string | null) =>
    `${name} (${vehicle}) demande à devenir livreur${businessName ? ` pour « ${businessName} »` : ''}. Demande à examiner.`,
  serviceDriverRequestTitle: 'Un livreur veut vous rejoindre',
  serviceDriverRequest: (name: string, businessName: string) =>
    `${name} demande à livrer pour « ${businessName} ». L'administration examine sa demande.`,

  subscriptionSuspendedTitle: 'Abonnement suspendu',
  subscriptionSuspended: (businessName: string, n: number, until: string, reason?: string | null) =>
    withReason(
      `Votre abonnement « ${businessName} » est suspendu pour ${days(n)}, jusqu'au ${until} : vos clients ne peuvent plus commander d'ici là.`,
      reason,
    ),
  subscriptionDeactivatedTitle: 'Abonnement désactivé',
  subscriptionDeactivated: (businessName: string, reason?: string | null) =>
    withReason(
      `Votre abonnement « ${businessName} » est désactivé : vos clients ne peuvent plus commander. Contactez Livra pour le réactiver.`,
      reason,
    ),
  subscriptionReactivatedTitle: 'Abonnement réactivé',
  subscriptionReactivated: (businessName: string) =>
    `Votre abonnement « ${businessName} » est de nouveau actif : vos clients peuvent commander.`,
  subscriptionResumed: (businessName: string) =>
    `La suspension de votre abonnement « ${businessName} » est terminée : il est de nouveau actif.`,
  subscriptionExpiredTitle: 'Abonnement expiré',
  subscriptionExpired: (businessName: string, endDate: string) =>
    `Votre abonnement « ${businessName} » a expiré le ${endDate}. Renouvelez-le pour recevoir de nouveau des commandes.`,
  paymentReminderTitle: 'Rappel de paiement',
  paymentReminderFinalTitle: 'Dernier rappel de paiement',
  paymentReminder: (businessName: string, n: number, endDate: string, amount: string) =>
    `Votre abonnement « ${businessName} » arrive à échéance dans ${days(n)}, le ${endDate}. Montant à régler : ${amount}.`,
  /** Who an order's customer is when their profile has no name. */
  unnamedCustomer: 'Le client',

  /** The empty list of the notifications page, per role. */
  empty: {
    customer: "Vous serez prévenu ici de l'avancée de vos commandes et de vos réservations.",
    partner: 'Vous serez prévenu ici des nouvelles commandes, des livraisons et de votre abonnement.',
    driver: 'Vous serez prévenu ici des livraisons qui vous sont confiées ou retirées.',
    admin: 'Vous serez prévenu ici des nouvelles demandes de partenaires et de livreurs.',
  } satisfies Record<Role, string>,
  /** The page's description when everything is read, per role. */
  intro: {
    customer: 'Le suivi de vos commandes et les nouvelles de Livra.',
    partner: "Les commandes, les livraisons et l'abonnement de votre commerce.",
    driver: 'Les livraisons qui vous sont confiées.',
    admin: 'Les demandes à examiner et la vie de la plateforme.',
  } satisfies Record<Role, string>,
};
