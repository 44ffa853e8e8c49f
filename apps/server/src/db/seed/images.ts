/** Where the seed images live under `apps/server/public` (served at `/`). */
export const SEED_IMAGE_BASE = '/images/seed';

/** Menu item pictures, one per kind of product (an icon on a coloured background). */
export const ITEM_IMAGE_KINDS = {
  riz: { icon: 'soup', colors: ['#F97316', '#C2410C'] },
  sauce: { icon: 'cooking-pot', colors: ['#B45309', '#7C2D12'] },
  poulet: { icon: 'drumstick', colors: ['#F59E0B', '#B45309'] },
  poisson: { icon: 'fish', colors: ['#0EA5E9', '#0369A1'] },
  viande: { icon: 'beef', colors: ['#EF4444', '#991B1B'] },
  grillade: { icon: 'flame', colors: ['#F97316', '#B91C1C'] },
  cereale: { icon: 'wheat', colors: ['#EAB308', '#A16207'] },
  salade: { icon: 'salad', colors: ['#22C55E', '#15803D'] },
  burger: { icon: 'hamburger', colors: ['#F59E0B', '#92400E'] },
  sandwich: { icon: 'sandwich', colors: ['#FBBF24', '#B45309'] },
  pizza: { icon: 'pizza', colors: ['#EF4444', '#B45309'] },
  alloco: { icon: 'banana', colors: ['#FACC15', '#CA8A04'] },
  oeuf: { icon: 'egg', colors: ['#FDE68A', '#D97706'] },
  dessert: { icon: 'cake-slice', colors: ['#F472B6', '#BE185D'] },
  glace: { icon: 'ice-cream-cone', colors: ['#F9A8D4', '#DB2777'] },
  jus: { icon: 'citrus', colors: ['#FB7185', '#BE123C'] },
  boisson: { icon: 'cup-soda', colors: ['#F43F5E', '#9F1239'] },
  eau: { icon: 'glass-water', colors: ['#38BDF8', '#0284C7'] },
  cafe: { icon: 'coffee', colors: ['#A16207', '#451A03'] },
  the: { icon: 'leaf', colors: ['#4ADE80', '#166534'] },
  pain: { icon: 'croissant', colors: ['#F59E0B', '#92400E'] },
  lait: { icon: 'milk', colors: ['#93C5FD', '#1D4ED8'] },
  medicament: { icon: 'pill', colors: ['#34D399', '#047857'] },
  comprime: { icon: 'tablets', colors: ['#6EE7B7', '#059669'] },
  soin: { icon: 'bandage', colors: ['#5EEAD4', '#0F766E'] },
  thermometre: { icon: 'thermometer', colors: ['#67E8F9', '#0E7490'] },
  bebe: { icon: 'baby', colors: ['#A5B4FC', '#4338CA'] },
  hygiene: { icon: 'spray-can', colors: ['#7DD3FC', '#0369A1'] },
  protection: { icon: 'shield', colors: ['#86EFAC', '#15803D'] },
  legume: { icon: 'carrot', colors: ['#4ADE80', '#15803D'] },
  fruit: { icon: 'apple', colors: ['#F87171', '#B91C1C'] },
  epicerie: { icon: 'package', colors: ['#60A5FA', '#1D4ED8'] },
  huile: { icon: 'droplet', colors: ['#FBBF24', '#C2410C'] },
  epice: { icon: 'flame', colors: ['#F87171', '#7F1D1D'] },
  telephone: { icon: 'smartphone', colors: ['#A78BFA', '#5B21B6'] },
  audio: { icon: 'headphones', colors: ['#818CF8', '#3730A3'] },
  energie: { icon: 'battery-charging', colors: ['#4ADE80', '#166534'] },
  cable: { icon: 'cable', colors: ['#94A3B8', '#334155'] },
  informatique: { icon: 'laptop', colors: ['#64748B', '#1E293B'] },
  lampe: { icon: 'lamp', colors: ['#FDE047', '#A16207'] },
  beaute: { icon: 'sparkles', colors: ['#F472B6', '#9D174D'] },
  savon: { icon: 'droplets', colors: ['#C4B5FD', '#6D28D9'] },
  cheveux: { icon: 'scissors', colors: ['#F0ABFC', '#A21CAF'] },
  parfum: { icon: 'flower-2', colors: ['#FDA4AF', '#BE123C'] },
  outil: { icon: 'hammer', colors: ['#94A3B8', '#475569'] },
  papeterie: { icon: 'book-open', colors: ['#93C5FD', '#1E40AF'] },
  cadeau: { icon: 'gift', colors: ['#F9A8D4', '#9D174D'] },
  textile: { icon: 'shirt', colors: ['#A5B4FC', '#3730A3'] },
} as const satisfies Record<string, { icon: string; colors: readonly [string, string] }>;

export type ItemImageKind = keyof typeof ITEM_IMAGE_KINDS;

export const itemImage = (kind: ItemImageKind) => `${SEED_IMAGE_BASE}/items/${kind}.svg`;
export const logoImage = (businessKey: string) => `${SEED_IMAGE_BASE}/logos/${businessKey}.svg`;
export const coverImage = (businessKey: string) => `${SEED_IMAGE_BASE}/covers/${businessKey}.svg`;
export const avatarImage = (personKey: string) => `${SEED_IMAGE_BASE}/avatars/${personKey}.svg`;
export const DOCUMENT_IMAGE = `${SEED_IMAGE_BASE}/documents/document.svg`;
