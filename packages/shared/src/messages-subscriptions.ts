/**
 * Messages of the admin subscriptions page and of what a subscription does to its business
 * (issue 11). The spec's own words (spec 02 §8) stay in messages.ts: subscriptionSuspended,
 * subscriptionDeactivated, subscriptionReactivated, subscriptionsLoadError. These are ours.
 */
export const SUBSCRIPTIONS_MESSAGES = {
  subscriptionNotFound: 'Abonnement non trouvé',
  subscriptionIdInvalid: "Format d'ID d'abonnement invalide (UUID attendu)",
  subscriptionNoAction: (statusLabel: string) =>
    `Aucune action n'est possible sur un abonnement ${statusLabel.toLowerCase()}`,
  subscriptionSuspendNotActive: 'Seul un abonnement actif peut être suspendu',
  subscriptionDeactivateNotActive: 'Seul un abonnement actif peut être désactivé',
  subscriptionAlreadyActive: 'Cet abonnement est déjà actif',
  subscriptionPastEnd: (date: string) =>
    `L'échéance de cet abonnement est passée (${date}) : il ne peut pas être réactivé`,
  subscriptionReasonTooLong: 'Le motif ne doit pas dépasser 500 caractères',
  subscriptionActionError: "Erreur lors de l'action sur l'abonnement",
  businessSuspended: (name: string) =>
    `${name} est suspendu pour le moment et n'accepte pas de commandes. Choisissez un autre commerce.`,
} as const;
