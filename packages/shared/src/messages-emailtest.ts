/**
 * Messages of the admin « Test d'Emails » page and of its outbox reader (spec 02 §2, §8).
 * The spec's words; its 'Email envoyé', "Erreur d'envoi" and the required-recipient message
 * were already in messages.ts (emailSentTitle, emailSendErrorTitle, emailTestMissing).
 */
export const EMAIL_TEST_MESSAGES = {
  emailTestClear: 'Effacer les résultats',
  emailTestSuccess: 'Succès',
  emailTestFailure: 'Échec',
} as const;
