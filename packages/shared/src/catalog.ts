import { REGIONS } from './regions';

/** Listing pages (restaurants, a category's businesses). */
export const CATALOG_PAGE_SIZE = 12;
export const CATALOG_MAX_PAGE_SIZE = 50;
/** The menu group of items that have no (active) menu category. */
export const OTHER_MENU_SECTION = 'Autres';

export const CATALOG_TEXTS = {
  businessNotFound: 'Commerce non trouvé',
  categoryNotFound: 'Catégorie non trouvée',
  unknownBusinessType: 'Type de commerce inconnu',
  invalidBusinessId: 'Identifiant de commerce invalide',
  invalidCategoryId: 'Identifiant de catégorie invalide',
  invalidPage: 'Numéro de page invalide',
  invalidPageSize: 'Taille de page invalide (1 à 50)',
  invalidRegion: `Région inconnue (${REGIONS.join(', ')})`,
  invalidOpen: 'Le filtre « ouvert » doit valoir true ou false',
} as const;

export interface CatalogPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A business as a card in listings and search results (defaults of spec 01 §9 applied). */
export interface BusinessCard {
  id: string;
  name: string;
  description: string | null;
  address: string;
  region: string;
  cuisineType: string | null;
  logo: string | null;
  coverImage: string | null;
  rating: number;
  reviewCount: number;
  deliveryTime: string;
  deliveryFee: number;
  isOpen: boolean;
  businessType: string | null;
}

export type OpeningDay = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export const OPENING_DAY_LABELS: Record<OpeningDay, string> = {
  monday: 'Lundi',
  tuesday: 'Mardi',
  wednesday: 'Mercredi',
  thursday: 'Jeudi',
  friday: 'Vendredi',
  saturday: 'Samedi',
  sunday: 'Dimanche',
};
export const OPENING_DAYS = Object.keys(OPENING_DAY_LABELS) as OpeningDay[];
export type OpeningHoursView = Partial<Record<OpeningDay, { open: string; close: string } | null>>;

export interface MenuItemView {
  id: string;
  name: string;
  description: string | null;
  price: number;
  image: string | null;
  isAvailable: boolean;
  isPopular: boolean;
}

export interface MenuSection {
  /** Null for the last "Autres" group. */
  id: string | null;
  name: string;
  description: string | null;
  items: MenuItemView[];
}

export interface BusinessDetail extends BusinessCard {
  phone: string | null;
  email: string | null;
  businessTypeId: number | null;
  category: { id: string; name: string } | null;
  openingHours: OpeningHoursView | null;
  menu: MenuSection[];
}

export interface CategoryView {
  id: string;
  name: string;
  icon: string;
  color: string;
  description: string | null;
  image: string | null;
  businessCount: number;
}

export interface BusinessTypeView {
  id: number;
  name: string;
  icon: string;
  color: string;
  description: string | null;
  image: string | null;
  features: string[];
  businessCount: number;
}

export interface CategoryDetail {
  category: CategoryView;
  businesses: CatalogPage<BusinessCard>;
}
