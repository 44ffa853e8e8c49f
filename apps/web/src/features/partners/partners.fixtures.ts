/** A partner's businesses as `GET /api/partner/businesses` lists them, for the partner pages' tests. */
export const MAQUIS = {
  id: 'b-maquis',
  name: 'Le Maquis de Kaloum',
  type: 'Restaurant',
  isOpen: true,
  isActive: true,
  logo: null,
  rating: 4.6,
};

export const CAFE = {
  id: 'b-cafe',
  name: 'Café de Kaloum',
  type: 'Café',
  isOpen: false,
  isActive: true,
  logo: null,
  rating: 4.2,
};
