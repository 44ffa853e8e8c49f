import type { BusinessTypeName } from '../data';

/** Colours and icons of the business types and categories, as in migration 0002 (keep in sync). */
export const TYPE_STYLES: Record<BusinessTypeName, { name: string; slug: string; icon: string; color: string }> = {
  Restaurant: { name: 'Restaurant', slug: 'restaurant', icon: 'utensils', color: '#EA580C' },
  Café: { name: 'Café', slug: 'cafe', icon: 'coffee', color: '#92400E' },
  Marché: { name: 'Marché', slug: 'marche', icon: 'shopping-basket', color: '#16A34A' },
  Supermarché: { name: 'Supermarché', slug: 'supermarche', icon: 'shopping-cart', color: '#2563EB' },
  Pharmacie: { name: 'Pharmacie', slug: 'pharmacie', icon: 'pill', color: '#10B981' },
  Électronique: { name: 'Électronique', slug: 'electronique', icon: 'smartphone', color: '#7C3AED' },
  Beauté: { name: 'Beauté', slug: 'beaute', icon: 'sparkles', color: '#DB2777' },
  Autre: { name: 'Autre', slug: 'autre', icon: 'store', color: '#64748B' },
};

export const CATEGORY_STYLES = [
  { name: 'Cuisine guinéenne', slug: 'cuisine-guineenne', icon: 'soup', color: '#EA580C' },
  { name: 'Grillades', slug: 'grillades', icon: 'flame', color: '#DC2626' },
  { name: 'Fast-food', slug: 'fast-food', icon: 'hamburger', color: '#F59E0B' },
  { name: 'Poissons et fruits de mer', slug: 'poissons', icon: 'fish', color: '#0284C7' },
  { name: 'Cuisine africaine', slug: 'cuisine-africaine', icon: 'cooking-pot', color: '#B45309' },
  { name: 'Cuisine internationale', slug: 'cuisine-internationale', icon: 'globe', color: '#4F46E5' },
  { name: 'Boissons', slug: 'boissons', icon: 'cup-soda', color: '#E11D48' },
  { name: 'Café et petit-déjeuner', slug: 'cafe', icon: 'coffee', color: '#92400E' },
  { name: 'Pâtisserie et boulangerie', slug: 'patisserie', icon: 'croissant', color: '#D97706' },
  { name: 'Fruits et légumes', slug: 'fruits-legumes', icon: 'carrot', color: '#16A34A' },
  { name: 'Épicerie', slug: 'epicerie', icon: 'shopping-basket', color: '#2563EB' },
  { name: 'Médicaments', slug: 'medicaments', icon: 'pill', color: '#10B981' },
  { name: 'Santé et hygiène', slug: 'sante-hygiene', icon: 'heart-pulse', color: '#0D9488' },
  { name: 'Téléphonie et accessoires', slug: 'telephonie', icon: 'smartphone', color: '#7C3AED' },
  { name: 'Beauté et bien-être', slug: 'beaute', icon: 'sparkles', color: '#DB2777' },
  { name: 'Maison et divers', slug: 'maison-divers', icon: 'house', color: '#64748B' },
] as const;
