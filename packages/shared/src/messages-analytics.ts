/** The analytics page's messages (spec 02 §2 "Analytics and Reports", §8 admin loads). */
export const ANALYTICS_MESSAGES = {
  analyticsLoadError: 'Erreur lors du chargement des analytics',
  // Ours: the spec gives no message for a window the page does not offer.
  analyticsMonthsInvalid: 'Période invalide (3, 6 ou 12 mois)',
} as const;
