/**
 * The few messages the app shell shows (header, route guard, API errors), kept apart so a
 * first visit downloads them without the whole catalogue. They are part of `MESSAGES`
 * (messages.ts): one set of words, two files only for the web app's first load.
 */
export const SHELL_MESSAGES = {
  forbidden: 'Accès refusé',
  notAuthenticated: 'Utilisateur non authentifié',
  notFound: 'Ressource non trouvée',
  serverError: 'Une erreur interne est survenue. Veuillez réessayer.',
  tooManyRequests: 'Trop de tentatives. Veuillez réessayer dans une minute.',
  errorTitle: 'Erreur',
  signedOut: 'Déconnexion réussie',
  signoutError: 'Erreur lors de la déconnexion',
  signInRequired: 'Connexion requise',
  loadError: 'Erreur de chargement',
  // Spec 01 §8: the session (the signed-in user) could not be read.
  userFetchError: "Erreur lors de la récupération de l'utilisateur",
  retry: 'Réessayer',
  // Spec 01 §4, §8: the header's cart control shows it, so it is part of the first load.
  cartEmpty: 'Le panier est vide',
  searchPlaceholder: 'Rechercher ...',
} as const;
