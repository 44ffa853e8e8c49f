/**
 * Ours (the spec says there is one message per e-mail type, without its text). In their own module,
 * out of MESSAGES, so that they stay out of the web app's first load: only the e-mail page reads them.
 */
export const EMAIL_TEST_TEXTS = {
  typeInvalid: "Type d'e-mail invalide",
  cleared: 'Résultats effacés',
  pending: 'En cours',
  /** The toast and the history line of a test just queued: one per e-mail type. */
  queued: (typeLabel: string, to: string) => `« ${typeLabel} » mis en file d'envoi pour ${to}`,
  delivered: (to: string) => `Envoyé à ${to}`,
  kept: (to: string) => `Conservé pour ${to} sans envoi (aucun SMTP configuré) : lisible dans la boîte d'envoi`,
  retrying: (attempts: number, error: string) =>
    `Nouvelle tentative après ${attempts} échec${attempts > 1 ? 's' : ''} : ${error}`,
  failed: (attempts: number, error: string) =>
    `Abandon après ${attempts} tentative${attempts > 1 ? 's' : ''} : ${error}`,
  messageNotFound: 'E-mail non trouvé',
  idInvalid: 'Identifiant invalide',
  recipientTooLong: 'Ce champ ne doit pas dépasser 254 caractères',
  statusInvalid: "Statut d'e-mail invalide",
} as const;
