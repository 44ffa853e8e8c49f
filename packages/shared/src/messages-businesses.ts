/**
 * Words of the admin businesses page (spec 02 §2, §4, §5, §8). The spec gives the add dialog's
 * messages (in messages.ts); what it leaves unsaid (edit, delete, open/close) is ours.
 */
export const BUSINESSES_MESSAGES = {
  businessUpdated: 'Commerce mis à jour avec succès',
  businessUpdateError: 'Erreur lors de la mise à jour du commerce',
  businessDeleted: 'Commerce supprimé avec succès',
  businessActivated: 'Commerce activé : il apparaît de nouveau dans le catalogue',
  businessDeactivated: "Commerce désactivé : il n'apparaît plus dans le catalogue",
  businessOpened: 'Commerce ouvert : il reçoit des commandes',
  businessClosedByAdmin: 'Commerce fermé : il ne reçoit plus de commandes',
  notAPartner: "Ce compte n'est pas un partenaire : choisissez un partenaire dans la liste",
  businessHasOrders: (count: number) =>
    `Ce commerce a ${count} commande${count > 1 ? 's' : ''} : il ne peut pas être supprimé, pour que l'historique des commandes reste juste. Désactivez-le plutôt.`,
  businessHasDrivers: (count: number) =>
    `Ce commerce a ${count} livreur${count > 1 ? 's' : ''} de service : rattachez-${count > 1 ? 'les' : 'le'} à un autre commerce ou désactivez celui-ci plutôt que de le supprimer.`,
  businessSearchTooLong: 'La recherche ne doit pas dépasser 100 caractères',
} as const;
