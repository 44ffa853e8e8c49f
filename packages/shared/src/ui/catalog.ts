/**
 * The texts of the business, category, categories and restaurants pages (and their cards, menu and
 * filters), in French: the source of `ui/en/catalog.ts`.
 */
export const CATALOG_UI = {
  // Business page
  business: 'Commerce',
  /** A business page's title: its name, type and town ("Chez Fatou — Restaurant à Conakry"). */
  businessTitle: (name: string, type: string | null, town: string) => `${name} — ${type ?? 'Commerce'} à ${town}`,
  businessGone: "Ce commerce n'existe pas ou n'est plus proposé sur Livra.",
  businessBackSoon: 'Il reviendra bientôt sur Livra. En attendant, découvrez les autres restaurants.',
  seeRestaurants: 'Voir les restaurants',
  bookTable: 'Réserver une table',
  noMenu: "Ce commerce n'a pas encore publié son menu",
  closedNow: 'Ce commerce est fermé pour le moment : vous pourrez commander dès sa réouverture.',
  logoOf: (name: string) => `Logo de ${name}`,
  open: 'Ouvert',
  closed: 'Fermé',
  reviews: (count: number) => `(${count} avis)`,
  delivery: (fee: string | null) => `Livraison ${fee ?? 'offerte'}`,
  hours: 'Horaires',
  today: "Aujourd'hui :",
  menuCategories: 'Catégories du menu',
  unavailableItem: (name: string) => `${name} (indisponible)`,
  popular: 'Populaire',
  unavailable: 'Indisponible',
  // Listings
  filters: 'Filtres',
  openNow: 'Ouvert maintenant',
  allRegions: 'Toutes les régions',
  clearFilters: 'Effacer les filtres',
  categoryGone: "Cette catégorie n'existe pas ou n'est plus proposée.",
  seeAllCategories: 'Voir toutes les catégories',
  allCategories: 'Toutes les catégories',
  noBusinessMatches: 'Aucun commerce ne correspond à ces filtres',
  noBusinessInCategory: 'Aucun commerce dans cette catégorie pour le moment',
  restaurants: 'Restaurants',
  restaurantsIntro: 'Tous les restaurants livrés par Livra, de Conakry à Kankan.',
  restaurantCount: (total: number) => {
    const plural = total > 1 ? 's' : '';
    return `${total} restaurant${plural} livré${plural} par Livra, de Conakry à Kankan.`;
  },
  noRestaurantMatches: 'Aucun restaurant ne correspond à ces filtres',
  noRestaurants: 'Aucun restaurant pour le moment',
  categories: 'Catégories',
  categoriesIntro: 'Cuisine guinéenne, grillades, marchés, pharmacies… Choisissez ce qui vous fait envie.',
  noCategories: 'Aucune catégorie pour le moment',
  businessCount: (count: number) => `${count} commerce${count > 1 ? 's' : ''}`,
} as const;
