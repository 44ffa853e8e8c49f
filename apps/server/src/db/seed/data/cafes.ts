import { BOTTLED, LOCAL_JUICES as JUS } from './drinks';
import { everyDay, item, type SeedBusiness, weekAndSunday } from './types';

/** Cafés and the pastry shop (business type Café). */
export const CAFES: SeedBusiness[] = [
  {
    key: 'cafe-de-kaloum',
    name: 'Café de Kaloum',
    description:
      'Café Touba, thé à la menthe et petits-déjeuners complets pour bien commencer la journée au centre-ville.',
    type: 'Café',
    category: 'Café et petit-déjeuner',
    cuisineType: 'Café, petit-déjeuner',
    address: 'Boulevard du Commerce, Kaloum, Conakry',
    region: 'Conakry',
    position: [9.5098, -13.7149],
    phone: '+224 620 11 12 13',
    hours: weekAndSunday('06:30', '19:00', { open: '08:00', close: '14:00' }),
    deliveryTime: '20-30 min',
    deliveryFee: 4000,
    rating: 4.6,
    reviewCount: 132,
    owner: 'demoPartner',
    appliedWithPlan: 'Essentiel',
    joinedDaysAgo: 350,
    menu: [
      {
        name: 'Cafés et thés',
        items: [
          item('Café Touba', 5000, 'cafe', 'Café épicé au poivre de Guinée (djar), servi sucré.', { popular: true }),
          item('Café au lait', 7000, 'cafe', 'Café et lait chaud, sucré à la demande.'),
          item('Thé à la menthe', 5000, 'the', 'Thé vert, menthe fraîche, trois verres.'),
        ],
      },
      {
        name: 'Petit-déjeuner',
        items: [
          item('Petit-déjeuner complet', 25000, 'pain', 'Café ou thé, jus, pain beurre confiture et omelette.', {
            popular: true,
          }),
          item('Omelette aux oignons', 12000, 'oeuf', 'Trois œufs, oignons et tomates, avec du pain.'),
          item('Croissant', 6000, 'pain', 'Croissant pur beurre du jour.'),
          item('Pain beurre confiture', 6000, 'pain', 'Demi-baguette, beurre et confiture de mangue.'),
        ],
      },
      { name: 'Jus frais', items: [JUS.orange, JUS.mangue, JUS.gingembre] },
    ],
  },
  {
    key: 'cafe-du-fouta',
    name: 'Café du Fouta',
    description: 'Lait caillé, café et beignets au cœur de Labé, avec le lait des éleveurs du Fouta.',
    type: 'Café',
    category: 'Café et petit-déjeuner',
    cuisineType: 'Café, laiterie',
    address: 'Carrefour Kouroula, Labé',
    region: 'Labé',
    position: [11.3215, -12.2891],
    phone: '+224 623 45 67 01',
    hours: everyDay('06:00', '20:00'),
    deliveryTime: '20-35 min',
    deliveryFee: 4000,
    rating: 4.4,
    reviewCount: 39,
    joinedDaysAgo: 200,
    menu: [
      {
        name: 'Laiterie',
        items: [
          item('Lait caillé sucré', 6000, 'lait', 'Lait caillé des éleveurs du Fouta, sucré.', { popular: true }),
          item('Dègué', 8000, 'dessert', 'Couscous de mil au lait caillé.'),
        ],
      },
      {
        name: 'Cafés et beignets',
        items: [
          item('Café noir', 4000, 'cafe', 'Café filtre bien serré.'),
          item('Beignets de farine', 5000, 'pain', 'Six beignets chauds, sucrés.'),
        ],
      },
      { name: 'Jus', items: [JUS.gingembre, JUS.bouye] },
    ],
  },
  {
    key: 'le-petit-touba',
    name: 'Le Petit Touba',
    description: 'Café Touba, thé à la menthe et viennoiseries chaque matin à Matam.',
    type: 'Café',
    category: 'Café et petit-déjeuner',
    cuisineType: 'Café',
    address: 'Marché de Matam, Matam, Conakry',
    region: 'Conakry',
    position: [9.5418, -13.6602],
    phone: '+224 655 21 43 65',
    hours: everyDay('06:00', '13:00'),
    deliveryTime: '20-30 min',
    deliveryFee: 3000,
    rating: 4.3,
    reviewCount: 57,
    joinedDaysAgo: 140,
    menu: [
      {
        name: 'Boissons chaudes',
        items: [
          item('Café Touba (grand)', 6000, 'cafe', 'Grand gobelet de café Touba.', { popular: true }),
          item('Thé ataya', 5000, 'the', 'Thé vert à la menthe, trois services.'),
        ],
      },
      {
        name: 'Viennoiseries',
        items: [
          item('Pain au chocolat', 6000, 'pain', 'Viennoiserie du matin.'),
          item('Sandwich omelette', 10000, 'sandwich', 'Demi-baguette, omelette et oignons.'),
        ],
      },
      { name: 'Jus', items: [JUS.bissap, JUS.tamarin] },
    ],
  },
  {
    key: 'patisserie-les-delices-de-kipe',
    name: 'Pâtisserie Les Délices de Kipé',
    description: 'Gâteaux d’anniversaire, viennoiseries et pain frais tous les jours à Kipé.',
    type: 'Café',
    category: 'Pâtisserie et boulangerie',
    cuisineType: 'Pâtisserie, boulangerie',
    address: 'Carrefour Kipé, Ratoma, Conakry',
    region: 'Conakry',
    position: [9.6102, -13.6455],
    phone: '+224 628 60 70 80',
    hours: weekAndSunday('07:00', '21:00', { open: '07:00', close: '13:00' }),
    deliveryTime: '25-40 min',
    deliveryFee: 5000,
    rating: 4.7,
    reviewCount: 92,
    joinedDaysAgo: 250,
    menu: [
      {
        name: 'Gâteaux',
        items: [
          item('Forêt-noire (8 parts)', 150000, 'dessert', 'Génoise au chocolat, crème et cerises.', { popular: true }),
          item('Tarte à la mangue', 60000, 'dessert', 'Pâte sablée et mangues de Kindia.'),
          item('Éclair au chocolat', 10000, 'dessert', 'Pâte à choux, crème chocolat.'),
        ],
      },
      {
        name: 'Boulangerie',
        items: [
          item('Baguette', 3000, 'pain', 'Baguette cuite le matin.'),
          item('Croissant au beurre', 6000, 'pain', 'Croissant pur beurre.'),
        ],
      },
      { name: 'Boissons', items: [JUS.orange, BOTTLED.eauPetite] },
    ],
  },
];
