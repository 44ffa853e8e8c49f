/** The home page's texts in French (source of `ui/en.ts`). On the first load with the home route. */
export const HOME_UI = {
  whatAreYouLookingFor: 'Que cherchez-vous ?',
  popularRestaurants: 'Restaurants populaires',
  seeAll: 'Voir tout',
  noRestaurants: 'Aucun restaurant à afficher pour le moment',
  featured: 'À la une',
  allFeatured: 'Tout voir',
  noFeatured: 'Aucun article à la une pour le moment',
  heroTitle: 'Vos plats et vos courses, ',
  heroTitleStrong: 'livrés partout en Guinée',
  heroText:
    'Restaurants, marchés, pharmacies et boutiques près de chez vous. Commandez en quelques gestes, payez en espèces à la livraison.',
  cashOnDelivery: 'Paiement à la livraison',
  deliveredIn: 'Livré en 30 à 45 min',
  driverTracking: 'Suivi de votre livreur',
  joinLivra: 'Rejoindre Livra',
  haveBusiness: 'Vous avez un commerce ?',
  haveBusinessText: 'Recevez des commandes de nouveaux clients et faites-vous livrer par nos livreurs.',
  haveMotorbike: 'Vous avez une moto ?',
  haveMotorbikeText: 'Gagnez de 50 000 à 150 000 FG par jour en livrant à vos horaires.',
  businessCount: (count: number) => `${count} commerce${count > 1 ? 's' : ''}`,
  open: 'Ouvert',
  closed: 'Fermé',
  reviews: ' avis',
  freeDelivery: 'Livraison offerte',
  // The featured item card's badge (home and search): CATALOG_UI's word, repeated here so that the
  // catalog pages' texts stay out of the first load.
  popular: 'Populaire',
} as const;
