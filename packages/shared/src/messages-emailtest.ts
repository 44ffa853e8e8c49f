/**
 * Messages of the admin « Test d'Emails » page and of its outbox reader (spec 02 §2, §8).
 * The spec gives 'Email envoyé', "Erreur d'envoi", 'Effacer les résultats', Succès / Échec;
 * the others are ours (the spec says there is one message per e-mail type, without its text).
 */
export const EMAIL_TEST_MESSAGES = {
  emailTestRecipientRequired: "Veuillez remplir l'email et le nom du destinataire",
  emailTestTypeInvalid: "Type d'e-mail invalide",
  emailTestSent: 'Email envoyé',
  emailTestSendError: "Erreur d'envoi",
  emailTestClear: 'Effacer les résultats',
  emailTestCleared: 'Résultats effacés',
  emailTestSuccess: 'Succès',
  emailTestFailure: 'Échec',
  emailTestPending: 'En cours',
  /** The toast and the history line of a test just queued: one per e-mail type. */
  emailTestQueued: (typeLabel: string, to: string) => `« ${typeLabel} » mis en file d'envoi pour ${to}`,
  emailTestDelivered: (to: string) => `Envoyé à ${to}`,
  emailTestKept: (to: string) =>
    `Conservé pour ${to} sans envoi (aucun SMTP configuré) : lisible dans la boîte d'envoi`,
  emailTestRetrying: (attempts: number, error: string) =>
    `Nouvelle tentative après ${attempts} échec${attempts > 1 ? 's' : ''} : ${error}`,
  emailTestFailed: (attempts: number, error: string) =>
    `Abandon après ${attempts} tentative${attempts > 1 ? 's' : ''} : ${error}`,
  outboxLoadError: "Erreur lors du chargement de la boîte d'envoi",
  outboxMessageNotFound: 'E-mail non trouvé',
  outboxIdInvalid: 'Identifiant invalide',
  outboxRecipientTooLong: 'Ce champ ne doit pas dépasser 254 caractères',
} as const;
