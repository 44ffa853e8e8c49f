import type { Role } from './roles';

/** Which kind of application a notification is about (`data.requestKind`). */
export type NotificationRequestKind = 'partner' | 'driver';

const days = (n: number) => `${n} jour${n > 1 ? 's' : ''}`;
const people = (n: number) => `${n} personne${n > 1 ? 's' : ''}`;
const withReason = (text: string, reason?: string | null) => (reason ? `${text} Motif : ${reason}` : text);
/** Where a delivery goes: the address and its landmark, as the driver reads them. */
const deliveryPlace = (address?: string | null, landmark?: string | null) =>
  [address, landmark && `repère : ${landmark}`].filter(Boolean).join(', ');

/**
 * The in-app notifications of every role (orders, deliveries, payments, reservations,
 * applications, status and subscription changes): short titles, one or two sentences each.
 * Every notification is written from here, in its recipient's language (`localized`).
 */
export const NOTIFY_TEXTS = {
  // The customer's orders
  orderPlacedTitle: 'Commande passée',
  orderPlaced: (orderNumber: string, businessName: string, total: string) =>
    `Votre commande ${orderNumber} chez ${businessName} est enregistrée : ${total} à payer en espèces à la livraison.`,
  orderStatusTitle: (label: string) => `Commande ${label.toLowerCase()}`,
  /** `news`: what the status tells the customer (`orderNews`, the lifecycle table's sentence). */
  orderStatus: (news: string, orderNumber: string, businessName: string) =>
    `${news} (commande ${orderNumber} chez ${businessName})`,

  // Drivers and payments
  driverFoundTitle: 'Livreur trouvé',
  driverAssignedTitle: 'Livreur assigné',
  driverWillDeliver: (driverName: string, orderNumber: string, businessName: string) =>
    `${driverName} livrera votre commande ${orderNumber} de ${businessName}.`,
  driverComingTitle: 'Livreur en route vers vous',
  driverComing: (driverName: string, orderNumber: string) =>
    `${driverName} a accepté la commande ${orderNumber} et vient la récupérer.`,
  newDeliveryTitle: 'Nouvelle livraison',
  newDelivery: (businessName: string, orderNumber: string, address?: string | null, landmark?: string | null) => {
    const where = deliveryPlace(address, landmark);
    return `${businessName} vous confie la commande ${orderNumber}${where ? ` à livrer : ${where}` : ''}.`;
  },
  deliveryReassignedTitle: 'Livraison réattribuée',
  deliveryReassigned: (orderNumber: string) => `La commande ${orderNumber} a été confiée à un autre livreur.`,
  paymentReceivedTitle: 'Paiement reçu',
  paymentReceived: (amount: string, orderNumber: string) =>
    `Paiement de ${amount} reçu en espèces pour la commande ${orderNumber}. Merci !`,
  paymentCollectedTitle: 'Paiement encaissé',
  paymentCollected: (driverName: string, amount: string, orderNumber: string) =>
    `${driverName} a encaissé ${amount} pour la commande ${orderNumber}.`,
  /** Who collected the cash when the order kept no driver's name. */
  unnamedDriver: 'Le livreur',

  // Reservations (date as dd/mm/yyyy, time as HH:mm)
  newReservationTitle: 'Nouvelle réservation',
  newReservation: (customer: string, partySize: number, date: string, time: string, businessName: string) =>
    `${customer} souhaite réserver pour ${people(partySize)} le ${date} à ${time} chez ${businessName}.`,
  reservationCancelledTitle: 'Réservation annulée',
  reservationCancelled: (partySize: number, date: string, time: string, businessName: string) =>
    `La réservation pour ${people(partySize)} le ${date} à ${time} chez ${businessName} a été annulée par le client.`,
  reservationConfirmedTitle: 'Réservation confirmée',
  reservationConfirmed: (businessName: string, partySize: number, date: string, time: string) =>
    `${businessName} a confirmé votre table pour ${people(partySize)} le ${date} à ${time}.`,
  reservationDeclinedTitle: 'Réservation refusée',
  reservationDeclined: (businessName: string, date: string, time: string, reason?: string | null) =>
    `${businessName} ne peut pas vous accueillir le ${date} à ${time}. ${reason ? `Motif : ${reason}. ` : ''}Essayez un autre horaire.`,

  // The business's orders
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
