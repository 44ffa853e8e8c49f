/**
 * Messages of the users page, the admin home and the admin profile (issue 11). The spec gives no
 * words for these rules (activate, deactivate, delete, the admin's own account): they are ours.
 * Spread into `MESSAGES` (messages.ts).
 */
export const USERS_MESSAGES = {
  userActivated: 'Utilisateur activé avec succès',
  userDeactivated: 'Utilisateur désactivé avec succès',
  userErased: 'Utilisateur supprimé avec succès',
  userAnonymised:
    'Utilisateur supprimé : son compte a été anonymisé, ses commandes et le chiffre d’affaires restent inchangés',
  userIdInvalid: "Format d'ID invalide (UUID attendu)",
  userDeletedAlready: 'Ce compte a été supprimé : il ne peut plus être modifié',
  ownAccountDeactivate: 'Vous ne pouvez pas désactiver votre propre compte',
  ownAccountDelete: 'Vous ne pouvez pas supprimer votre propre compte',
  userRoleInvalid: 'Rôle invalide : customer, partner, driver ou admin',
  userStatusInvalid: 'Statut invalide : active ou inactive',
  quickSearchEmpty: 'Saisissez au moins un caractère',
} as const;
