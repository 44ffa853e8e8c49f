export const REGIONS = ['Conakry', 'Kindia', 'Labé', 'Kankan', 'Boké'] as const;
export type Region = (typeof REGIONS)[number];

export const BUSINESS_TYPE_NAMES = [
  'Restaurant',
  'Café',
  'Marché',
  'Supermarché',
  'Pharmacie',
  'Électronique',
  'Beauté',
  'Autre',
] as const;
