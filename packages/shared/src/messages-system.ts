/**
 * Messages of the admin System page (spec 02 §2 "System page"). The spec gives only
 * 'Erreur de chargement' and 'Réessayer' (messages-shell.ts); these are ours.
 */
export const SYSTEM_MESSAGES = {
  systemSettingsSaved: 'Paramètres enregistrés',
  systemPlatformNameRequired: 'Le nom de la plateforme est requis',
  systemContactEmailInvalid: "L'e-mail de contact est invalide",
  systemBackupFrequencyInvalid: 'Fréquence de sauvegarde invalide (horaire, quotidienne, hebdomadaire ou mensuelle)',
  systemBackupDone: 'Sauvegarde effectuée',
  systemBackupExternal:
    "La base est un PostgreSQL externe : ses sauvegardes sont l'affaire du serveur de base de données (pg_dump, sauvegardes de l'hébergeur).",
  systemBackupNotFound: 'Sauvegarde introuvable',
  systemBackupNameInvalid: 'Nom de sauvegarde invalide',
  systemSessionsEnded: (count: number) =>
    count === 0 ? 'Aucune session ouverte' : `${count} session${count > 1 ? 's' : ''} terminée${count > 1 ? 's' : ''}`,
  systemOwnSessions: 'Vous ne pouvez pas terminer vos propres sessions ici : déconnectez-vous',
  systemEmailsRetried: (count: number) =>
    count === 0 ? 'Aucun e-mail en échec' : `${count} e-mail${count > 1 ? 's' : ''} remis en file d'envoi`,
  systemPurged: (sessions: number, notifications: number) =>
    `${sessions} session${sessions > 1 ? 's' : ''} expirée${sessions > 1 ? 's' : ''} et ${notifications} notification${notifications > 1 ? 's' : ''} ancienne${notifications > 1 ? 's' : ''} supprimée${sessions + notifications > 1 ? 's' : ''}`,
  systemAuditDateInvalid: 'La date de début doit précéder la date de fin',
  systemActorInvalid: "Format d'ID d'administrateur invalide (UUID attendu)",
} as const;
