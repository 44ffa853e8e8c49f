import { EMAIL_TEST_RESULT_LABELS } from '../email-test';
import { EMAIL_TEST_TEXTS } from '../email-test-texts';
import { EMAIL_STATUS_LABELS, EMAIL_TYPE_LABELS } from '../emails';

const s = (count: number) => (count > 1 ? 's' : '');

/** The admin « Test d'Emails » page and its outbox reader in French (source of `ui/en/admin-emails.ts`). */
export const ADMIN_EMAILS_UI = {
  eyebrow: 'Administration',
  title: "Test d'Emails",
  description: "Envoyez un e-mail transactionnel d'essai et lisez chaque e-mail de la plateforme.",
  sendHeading: 'Envoyer un e-mail de test',
  types: EMAIL_TYPE_LABELS,
  statuses: EMAIL_STATUS_LABELS,
  results: EMAIL_TEST_RESULT_LABELS,
  test: EMAIL_TEST_TEXTS,
  // Send form
  emailType: "Type d'e-mail",
  recipientEmail: 'Email du destinataire',
  recipientName: 'Nom du destinataire',
  sampleData: "Données d'exemple",
  readOnly: '(lecture seule)',
  sendTest: 'Envoyer le test',
  // History
  type: 'Type',
  result: 'Résultat',
  message: 'Message',
  time: 'Heure',
  preview: 'Aperçu',
  readEmail: (subject: string, to: string) => `Lire l'e-mail « ${subject} » envoyé à ${to}`,
  read: 'Lire',
  noTests: 'Aucun test',
  noTestsHint: 'Les e-mails de test envoyés apparaîtront ici.',
  historyHeading: 'Historique des tests',
  historyCaption: 'Historique des e-mails de test',
  // Outbox reader
  date: 'Date',
  recipient: 'Destinataire',
  typeAndSubject: 'Type et objet',
  testBadge: 'Test',
  status: 'Statut',
  attempts: (count: number) => `${count} tentative${s(count)}`,
  lastErrorOf: (error: string) => `Dernière erreur : ${error}`,
  allStatuses: 'Tous les statuts',
  allTypes: 'Tous les types',
  outbox: "Boîte d'envoi",
  outboxText:
    'Chaque e-mail de la plateforme, envoyé ou non : sans serveur SMTP, les e-mails sont conservés ici et se lisent avec « Lire ».',
  outboxCaption: "Boîte d'envoi des e-mails",
  searchRecipient: 'Rechercher un destinataire',
  noEmails: 'Aucun e-mail',
  noEmailsHint: 'Aucun e-mail pour ces filtres.',
  // Preview dialog
  previewTitle: "Aperçu de l'e-mail",
  previewLine: (type: string, to: string, date: string) => `${type} · à ${to} · ${date}`,
  loading: 'Chargement…',
  attemptsLabel: 'Tentatives',
  lastError: 'Dernière erreur',
  sentOn: 'Envoyé le',
  htmlVersion: 'Version HTML',
  htmlPreview: (subject: string) => `Aperçu HTML : ${subject}`,
  textVersion: 'Version texte',
} as const;
