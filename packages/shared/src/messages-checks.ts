/**
 * The generic checks of the forms and query strings (ours: the spec gives no words for them),
 * kept in the catalogue so that both languages know them. No import: the zod helpers read it.
 */
export const CHECK_MESSAGES = {
  fieldTooLong: (max: number) => `Ce champ ne doit pas dépasser ${max} caractères`,
  startDateInvalid: 'Date de début invalide (AAAA-MM-JJ)',
  endDateInvalid: 'Date de fin invalide (AAAA-MM-JJ)',
  periodInvalid: (periods: string) => `Période invalide (${periods})`,
  activeFlagInvalid: 'Indiquez true (activer) ou false (désactiver)',
  businessActiveFlagInvalid: 'Indiquez si le commerce est actif (true) ou non (false)',
  requestStatusFilterInvalid: 'Statut invalide : pending, approved, rejected ou all',
  linkInvalid: 'Lien invalide',
  amountInvalid: 'Montant invalide',
  passwordRequired: 'Le mot de passe est requis',
  itemNameRequired: 'Nom de l’article requis',
  reasonRequired: 'Le motif est requis',
} as const;
