/**
 * Spec 02 §8 messages that were missing from the catalogue (issue: the spec's exact messages).
 * « Admin loads »: each admin page's load failure, and the driver reads and creation.
 * Spread into `MESSAGES` (messages.ts).
 */
export const SPEC_LOAD_MESSAGES = {
  statsLoadError: 'Erreur lors du chargement des statistiques',
  usersLoadError: 'Erreur lors du chargement des utilisateurs',
  businessesLoadError: 'Erreur lors du chargement des commerces',
  ordersLoadError: 'Erreur lors du chargement des commandes',
  driversLoadError: 'Erreur lors du chargement des livreurs',
  analyticsLoadError: 'Erreur lors du chargement des analytics',
  driverFetchError: 'Erreur lors de la récupération',
  driverCreateError: 'Erreur lors de la création du livreur',
} as const;
