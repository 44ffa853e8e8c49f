import { describe, expect, it } from 'vitest';
import { frenchHistoryLine, SUBSCRIPTION_HISTORY_LINES, subscriptionHistoryLine } from './subscription-history';
import { SUBSCRIPTION_HISTORY_LINES_EN } from './ui/en/admin-labels';

const END = '2026-12-01T10:00:00.000Z';
const entry = (type: string, details: Parameters<typeof frenchHistoryLine>[1] | null, message = 'stocké') => ({
  type,
  details,
  message,
});
const english = (type: string, details: Parameters<typeof frenchHistoryLine>[1]) =>
  subscriptionHistoryLine(entry(type, details), SUBSCRIPTION_HISTORY_LINES_EN, 'en');

describe('subscription history lines', () => {
  it('writes each kind of entry in French from its values, as the server stores it', () => {
    expect(frenchHistoryLine('activated', { plan: 'Pro', withAccount: true })).toBe(
      'Abonnement Pro activé à la création du compte partenaire.',
    );
    expect(frenchHistoryLine('payment', { amount: 300_000 })).toBe('Paiement reçu : 300 000 GNF.');
    expect(frenchHistoryLine('reminder', { reminder: 'first', to: 'a@livra.gn', days: 5, endDate: END })).toBe(
      'Rappel de paiement envoyé à a@livra.gn : échéance dans 5 jours, le 01/12/2026.',
    );
    expect(frenchHistoryLine('suspended', { days: 1, until: END, reason: 'Impayé' })).toBe(
      "Abonnement suspendu pour 1 jour, jusqu'au 01/12/2026. Motif : Impayé",
    );
    expect(frenchHistoryLine('reactivated', { resumed: true })).toBe(
      "Fin de la suspension : l'abonnement est de nouveau actif.",
    );
  });

  it('writes the same entries in English, amounts and dates included', () => {
    expect(english('activated', { plan: 'Pro' })).toBe('Pro subscription activated.');
    expect(english('payment', { amount: 300_000 })).toBe('Payment received: 300,000 GNF.');
    expect(english('reminder', { reminder: 'first', to: 'a@livra.gn', days: 5, endDate: END })).toBe(
      'Payment reminder sent to a@livra.gn: due in 5 days, on 01/12/2026.',
    );
    expect(english('reminder', { reminder: 'final', to: 'a@livra.gn', days: 1, endDate: END })).toBe(
      'Final payment reminder sent to a@livra.gn: due on 01/12/2026.',
    );
    expect(english('suspended', { days: 7, until: END, reason: 'Impayé' })).toBe(
      'Subscription suspended for 7 days, until 01/12/2026. Reason: Impayé',
    );
    expect(english('deactivated', { reason: null })).toBe('Subscription deactivated.');
    expect(english('reactivated', {})).toBe('Subscription reactivated.');
    expect(english('expired', { endDate: END })).toBe(
      'Subscription expired: end date 01/12/2026 reached without renewal.',
    );
  });

  it('shows the stored line of an entry written before its values were kept, or of an unknown kind', () => {
    expect(
      subscriptionHistoryLine(entry('payment', null, 'Paiement reçu : 1 GNF.'), SUBSCRIPTION_HISTORY_LINES_EN, 'en'),
    ).toBe('Paiement reçu : 1 GNF.');
    expect(subscriptionHistoryLine(entry('note', {}, 'Note'), SUBSCRIPTION_HISTORY_LINES, 'fr')).toBe('Note');
  });
});
