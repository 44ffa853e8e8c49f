/** The analytics page's messages (its load error is `adminLoadError('analytics')`, spec 02 §8). */
export const ANALYTICS_MESSAGES = {
  // Ours: the spec gives no message for a window the page does not offer.
  analyticsMonthsInvalid: 'Période invalide (3, 6 ou 12 mois)',
} as const;
