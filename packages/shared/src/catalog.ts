import type { z } from 'zod';
import type {
  businessCardSchema,
  businessDetailSchema,
  businessTypeViewSchema,
  categoryDetailSchema,
  categoryViewSchema,
  menuItemViewSchema,
  menuSectionSchema,
  openingHoursViewSchema,
} from './catalog-schemas';
import { REGIONS } from './regions';
import { registerCheckCatalogue } from './check-catalogues';

/** Listing pages (restaurants, a category's businesses). */
export const CATALOG_PAGE_SIZE = 12;
export const CATALOG_MAX_PAGE_SIZE = 50;
/** The menu group of items that have no (active) menu category. */
export const OTHER_MENU_SECTION = 'Autres';

export const CATALOG_TEXTS = {
  businessNotFound: 'Commerce non trouvé',
  /** Held by its subscription: it comes back when the subscription is paid. */
  businessSuspended: 'Ce commerce est momentanément indisponible',
  /** Deactivated by an admin: gone from the catalogue. */
  businessClosed: "Ce commerce n'est plus proposé sur Livra",
  categoryNotFound: 'Catégorie non trouvée',
  unknownBusinessType: 'Type de commerce inconnu',
  invalidBusinessId: 'Identifiant de commerce invalide',
  invalidCategoryId: 'Identifiant de catégorie invalide',
  invalidPage: 'Numéro de page invalide',
  invalidPageSize: 'Taille de page invalide (1 à 50)',
  invalidRegion: `Région inconnue (${REGIONS.join(', ')})`,
  invalidOpen: 'Le filtre « ouvert » doit valoir true ou false',
} as const;
registerCheckCatalogue('catalog', CATALOG_TEXTS);

export interface CatalogPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
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

// The shapes the API answers are zod schemas in catalog-schemas.ts; their types, inferred here.
export type BusinessCard = z.infer<typeof businessCardSchema>;
export type OpeningHoursView = z.infer<typeof openingHoursViewSchema>;
export type MenuItemView = z.infer<typeof menuItemViewSchema>;
export type MenuSection = z.infer<typeof menuSectionSchema>;
export type BusinessDetail = z.infer<typeof businessDetailSchema>;
export type CategoryView = z.infer<typeof categoryViewSchema>;
export type BusinessTypeView = z.infer<typeof businessTypeViewSchema>;
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;
