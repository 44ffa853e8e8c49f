import { registerCheckCatalogue } from './check-catalogues';

/**
 * The customer's own things: profile, addresses, favourites, reservations. The spec gives
 * no words for these rules, so the messages below are ours (spec messages stay in MESSAGES).
 * Apart from the schemas (customers.ts re-exports them), so that a page showing these words,
 * such as a business page's favourite button, does not download zod.
 */
export const CUSTOMER_MESSAGES = {
  profileUpdated: 'Profil mis à jour',
  // Ours (docs/decisions/009-languages.md): the profile's language.
  localeInvalid: 'Langue inconnue : choisissez fr (français) ou en (anglais)',
  photoUpdated: 'Photo de profil mise à jour',
  birthDateInvalid: 'La date de naissance est invalide',
  birthDateFuture: 'La date de naissance ne peut pas être dans le futur',
  tooYoung: 'Vous devez avoir au moins 13 ans',
  genderInvalid: 'Le genre doit être homme, femme ou autre',

  addressNotFound: 'Adresse non trouvée',
  addressLabelRequired: 'Le libellé est requis (ex. Maison, Bureau)',
  addressRequired: "L'adresse est requise",
  cityInvalid: 'Choisissez une ville desservie : Conakry, Kindia, Labé, Kankan ou Boké',
  addressLimit: 'Vous ne pouvez pas enregistrer plus de 20 adresses',
  addressSaved: 'Adresse enregistrée',
  addressDeleted: 'Adresse supprimée',
  addressDefaultSet: 'Adresse par défaut modifiée',

  favoriteAdded: 'Ajouté aux favoris',
  favoriteRemoved: 'Retiré des favoris',
  favoriteSignIn: 'Connectez-vous en tant que client pour ajouter des favoris',

  reservationNotFound: 'Réservation non trouvée',
  restaurantRequired: 'Choisissez un restaurant',
  reservationOnlyRestaurants: 'Les réservations de table sont possibles uniquement dans les restaurants et les cafés',
  dateInvalid: 'La date est invalide (AAAA-MM-JJ)',
  timeInvalid: "L'heure est invalide (HH:mm)",
  reservationDatePast: "La date de réservation doit être aujourd'hui ou plus tard",
  reservationTimePast: 'Cet horaire est déjà passé, choisissez une heure plus tardive',
  reservationTooFar: "Les réservations sont possibles jusqu'à 60 jours à l'avance",
  reservationClosedDay: 'Le restaurant est fermé ce jour-là',
  reservationOutsideHours: (open: string, close: string) =>
    `Le restaurant accueille les réservations de ${open} à ${close} ce jour-là`,
  partySizeRange: 'Le nombre de personnes doit être entre 1 et 20',
  reservationCannotCancel: 'Cette réservation ne peut plus être annulée',
  reservationCannotChange: 'Cette réservation ne peut plus être modifiée',
  reservationSent: 'Demande de réservation envoyée',
  reservationCancelled: 'Réservation annulée',
} as const;
registerCheckCatalogue('customer', CUSTOMER_MESSAGES);

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { male: 'Homme', female: 'Femme', other: 'Autre' };

/** Image uploads (profile photos here, menu photos of partners later): ours too. */
export const UPLOAD_MESSAGES = {
  fileMissing: 'Veuillez choisir une image',
  fileType: 'Format non pris en charge : choisissez une image JPG, PNG, WebP ou GIF',
  fileTooLarge: "L'image ne doit pas dépasser 5 Mo",
  imageTooLarge: "L'image est trop grande : 50 millions de pixels au plus (p. ex. 8000 × 6000)",
} as const;
registerCheckCatalogue('upload', UPLOAD_MESSAGES);
