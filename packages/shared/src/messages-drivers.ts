/**
 * Messages of the admin drivers page (issue 11) that the spec does not word. The spec's own
 * driver messages (driverCreated, driverNotFound, selectBusinessForService…) stay in
 * messages.ts; these are ours. Spread into `MESSAGES`.
 */
export const DRIVERS_MESSAGES = {
  driverActivated: 'Livreur activé avec succès',
  driverDeactivated: 'Livreur désactivé avec succès',
  driverAnonymised: 'Livreur désactivé et anonymisé : ses livraisons sont conservées',
  driverNoAccount: "Ce livreur n'a pas de compte de connexion",
  driverSelfProtected: 'Vous ne pouvez pas désactiver ni supprimer votre propre compte',
  driverDeleteConfirm:
    'Le livreur et son compte de connexion seront supprimés. Un livreur qui a déjà des livraisons est désactivé et anonymisé à la place : ses livraisons restent dans l’historique des commandes.',
  driverDeleteWithDeliveries: (count: number) =>
    `Ce livreur a ${count} livraison${count > 1 ? 's' : ''} : il sera désactivé et anonymisé, ses livraisons restent dans l’historique des commandes et son compte de connexion est supprimé.`,
  anonymisedDriverName: 'Livreur supprimé',
  driverBooleanFilter: 'Filtre invalide : true ou false',
  driverTypeFilter: 'Type de livreur invalide : independent ou service',
} as const;
