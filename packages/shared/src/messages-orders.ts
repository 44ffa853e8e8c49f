/**
 * The admin orders page (issue 11). The spec gives the order labels, `Commande non trouvée`,
 * `Erreur lors de la mise à jour du statut`, `Erreur lors de l'assignation du chauffeur` and
 * `Erreur lors du chargement des commandes` (all in MESSAGES); the rest is ours.
 */
export const ORDERS_MESSAGES = {
  orderIdFormat: "Format d'ID invalide (UUID attendu)",
  adminOrderSearchTooLong: 'La recherche ne doit pas dépasser 100 caractères',
  adminOrderPeriodInvalid: 'La date de début doit précéder la date de fin',
  /** Leaving a paid delivered order would make the customer's spending and the revenues false. */
  orderDeliveredPaid:
    'Cette commande est livrée et payée : son paiement est compté dans les totaux (client, commerce, livreur), son statut ne peut plus changer.',
  driverNotAssignable:
    "Erreur lors de l'assignation du chauffeur : ce livreur doit être actif, approuvé et avoir un compte (un livreur de service ne livre que pour son commerce).",
  adminStatusChanged: (label: string) => `Statut de la commande : ${label}`,
  adminDriverAssigned: (name: string) => `${name} livrera cette commande`,
  adminOrderCancelled: 'Commande annulée',
} as const;
