import { formatDate } from './dates';
import type { Locale, Translation } from './locale';
import { formatGNFFull } from './money';
import type { SubscriptionHistoryDetails } from './subscriptions';

/**
 * A subscription's history lines (activation, payments, reminders, suspensions…), written from
 * the entry's type and details in the reader's language: the admin's history dialog and the
 * partner's billing page show them in the chosen language, and the server stores the French one
 * in `message`. An entry written before details were kept shows its stored French `message`.
 */

const s = (count: number) => (count > 1 ? 's' : '');

/** The lines in French (their English: `SUBSCRIPTION_HISTORY_LINES_EN`, ui/en/admin-labels.ts). */
export const SUBSCRIPTION_HISTORY_LINES = {
  activated: (plan: string) => `Abonnement ${plan} activé.`,
  activatedWithAccount: (plan: string) => `Abonnement ${plan} activé à la création du compte partenaire.`,
  payment: (amount: string) => `Paiement reçu : ${amount}.`,
  reminder: (to: string, days: number, endDate: string) =>
    `Rappel de paiement envoyé à ${to} : échéance dans ${days} jour${s(days)}, le ${endDate}.`,
  finalReminder: (to: string, endDate: string) => `Dernier rappel de paiement envoyé à ${to} : échéance le ${endDate}.`,
  suspended: (days: number, until: string) => `Abonnement suspendu pour ${days} jour${s(days)}, jusqu'au ${until}.`,
  deactivated: 'Abonnement désactivé.',
  reactivated: 'Abonnement réactivé.',
  resumed: "Fin de la suspension : l'abonnement est de nouveau actif.",
  expired: (endDate: string) => `Abonnement expiré : échéance du ${endDate} atteinte sans renouvellement.`,
  reason: (reason: string) => ` Motif : ${reason}`,
};

export type SubscriptionHistoryLines = Translation<typeof SUBSCRIPTION_HISTORY_LINES>;

/** The line of an entry in the language of `lines`; null when the details do not make one. */
function lineOf(
  type: string,
  details: SubscriptionHistoryDetails,
  lines: SubscriptionHistoryLines,
  locale: Locale,
): string | null {
  const date = (iso: string | undefined) => (iso ? formatDate(iso, locale) : null);
  const withReason = (line: string) => (details.reason ? `${line}${lines.reason(details.reason)}` : line);
  switch (type) {
    case 'activated':
      if (!details.plan) return null;
      return details.withAccount ? lines.activatedWithAccount(details.plan) : lines.activated(details.plan);
    case 'payment':
      return details.amount === undefined ? null : lines.payment(formatGNFFull(details.amount, locale));
    case 'reminder': {
      const end = date(details.endDate);
      if (!end || !details.to) return null;
      if (details.reminder === 'final') return lines.finalReminder(details.to, end);
      return details.days === undefined ? null : lines.reminder(details.to, details.days, end);
    }
    case 'suspended': {
      const until = date(details.until);
      return until && details.days !== undefined ? withReason(lines.suspended(details.days, until)) : null;
    }
    case 'deactivated':
      return withReason(lines.deactivated);
    case 'reactivated':
      return details.resumed ? lines.resumed : lines.reactivated;
    case 'expired': {
      const end = date(details.endDate);
      return end ? lines.expired(end) : null;
    }
    default:
      return null;
  }
}

/** What a history entry says: from its details in the reader's language, else its stored French. */
export function subscriptionHistoryLine(
  entry: { type: string; details: SubscriptionHistoryDetails | null; message: string },
  lines: SubscriptionHistoryLines,
  locale: Locale,
): string {
  return (entry.details && lineOf(entry.type, entry.details, lines, locale)) ?? entry.message;
}

/** The French line the server stores with an entry's details (`subscription_notifications.message`). */
export function frenchHistoryLine(type: string, details: SubscriptionHistoryDetails): string {
  const line = lineOf(type, details, SUBSCRIPTION_HISTORY_LINES, 'fr');
  if (line === null) throw new Error(`Historique d'abonnement incomplet : ${type}`);
  return line;
}
