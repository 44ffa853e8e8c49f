import { LOCAL_JUICES as JUS } from './drinks';
import { everyDay, item, type SeedBusiness, weekAndSunday } from './types';

/** Markets and supermarkets: fresh produce and groceries. */
export const MARKETS: SeedBusiness[] = [
  {
    key: 'marche-madina-express',
    name: 'Marché Madina Express',
    description: 'Les produits frais du grand marché de Madina livrés chez vous : légumes, poisson, riz et condiments.',
    type: 'Marché', category: 'Fruits et légumes', cuisineType: 'Produits frais',
    address: 'Grand marché de Madina, Matam, Conakry', region: 'Conakry', position: [9.5497, -13.6683],
    phone: '+224 621 88 99 00',
    hours: weekAndSunday('07:00', '19:00', null), deliveryTime: '40-60 min', deliveryFee: 8000,
    rating: 4.4, reviewCount: 73, owner: 'demoPartner', appliedWithPlan: 'Essentiel', joinedDaysAgo: 320,
    menu: [
      {
        name: 'Légumes',
        items: [
          item('Tomates fraîches (1 kg)', 10000, 'legume', 'Tomates bien rouges du marché.', { popular: true }),
          item('Oignons (1 kg)', 8000, 'legume', 'Oignons violets.'),
          item('Gombo frais (500 g)', 6000, 'legume', 'Gombo tendre pour la sauce.'),
          item('Feuilles de patate (botte)', 3000, 'legume', 'Pour la sauce feuille.'),
          item('Piment frais (sachet)', 2000, 'epice', 'Petits piments forts.'),
        ],
      },
      {
        name: 'Épicerie du marché',
        items: [
          item('Riz local étuvé (5 kg)', 60000, 'epicerie', 'Riz de Guinée forestière, étuvé.', { popular: true }),
          item("Huile rouge (1 L)", 25000, 'huile', 'Huile de palme artisanale.'),
          item('Poisson fumé (le tas)', 15000, 'poisson', 'Bonga fumé pour les sauces.'),
          item('Soumbala (sachet)', 3000, 'epice', 'Condiment de néré fermenté.'),
        ],
      },
    ],
  },
  {
    key: 'marche-niger-frais',
    name: 'Marché Niger Frais',
    description: 'Fruits, légumes et poisson frais du marché du Niger, choisis le matin même.',
    type: 'Marché', category: 'Fruits et légumes', cuisineType: 'Produits frais',
    address: 'Marché du Niger, Kaloum, Conakry', region: 'Conakry', position: [9.5181, -13.7052],
    phone: '+224 657 12 13 14',
    hours: weekAndSunday('07:00', '18:00', { open: '08:00', close: '13:00' }), deliveryTime: '40-60 min', deliveryFee: 8000,
    rating: 4.2, reviewCount: 35, joinedDaysAgo: 130,
    menu: [
      {
        name: 'Fruits',
        items: [
          item('Mangues (le tas de 5)', 10000, 'fruit', 'Mangues mûres de saison.', { popular: true }),
          item('Ananas', 12000, 'fruit', 'Ananas de Maférinyah, sucré.'),
          item('Bananes douces (le régime)', 20000, 'fruit', 'Régime de bananes mûres.'),
        ],
      },
      {
        name: 'Poissonnerie',
        items: [
          item('Capitaine frais (1 kg)', 60000, 'poisson', 'Pêché du matin, vidé à la demande.'),
          item('Crevettes fraîches (500 g)', 45000, 'poisson', 'Crevettes de la côte.'),
        ],
      },
    ],
  },
  {
    key: 'marche-de-kindia-fruits-du-pays',
    name: 'Marché de Kindia – Fruits du Pays',
    description: 'Les fruits de Kindia, capitale des fruits : mangues, ananas, oranges et jus pressés.',
    type: 'Marché', category: 'Fruits et légumes', cuisineType: 'Fruits',
    address: 'Allée des fruitiers, Grand marché, Kindia', region: 'Kindia', position: [10.0601, -12.8612],
    phone: '+224 622 90 11 22',
    hours: everyDay('07:00', '19:00'), deliveryTime: '30-45 min', deliveryFee: 5000,
    rating: 4.6, reviewCount: 48, joinedDaysAgo: 180,
    menu: [
      {
        name: 'Fruits de saison',
        items: [
          item('Mangues greffées (le panier)', 25000, 'fruit', 'Une dizaine de mangues Kent ou Keitt.', { popular: true }),
          item('Ananas pain de sucre', 10000, 'fruit', 'Très sucré, cueilli à maturité.'),
          item('Oranges (le filet)', 15000, 'fruit', 'Filet de 3 kg.'),
        ],
      },
      { name: 'Jus pressés', items: [JUS.mangue, JUS.orange] },
    ],
  },
  {
    key: 'marche-central-de-kankan',
    name: 'Marché central de Kankan',
    description: 'Céréales, karité, soumbala et produits locaux de Haute-Guinée.',
    type: 'Marché', category: 'Épicerie', cuisineType: 'Céréales, produits locaux',
    address: 'Grand marché, centre-ville, Kankan', region: 'Kankan', position: [10.3892, -9.3011],
    phone: '+224 625 40 30 20',
    hours: weekAndSunday('07:30', '18:30', null), deliveryTime: '40-60 min', deliveryFee: 6000,
    rating: 4.3, reviewCount: 29, joinedDaysAgo: 160,
    menu: [
      {
        name: 'Céréales',
        items: [
          item('Fonio décortiqué (1 kg)', 20000, 'cereale', 'Fonio lavé, prêt à cuire.', { popular: true }),
          item('Maïs en grains (5 kg)', 30000, 'cereale', 'Pour le to et la bouillie.'),
          item('Riz de Haute-Guinée (5 kg)', 55000, 'epicerie', 'Riz local parfumé.'),
        ],
      },
      {
        name: 'Produits locaux',
        items: [
          item('Beurre de karité (500 g)', 15000, 'huile', 'Karité pur, artisanal.'),
          item('Soumbala (boule)', 5000, 'epice', 'Néré fermenté de Kankan.'),
        ],
      },
    ],
  },
  {
    key: 'hyper-ratoma',
    name: 'Hyper Ratoma',
    description: 'Le supermarché de Ratoma : épicerie, produits laitiers, hygiène et boissons.',
    type: 'Supermarché', category: 'Épicerie', cuisineType: 'Supermarché',
    address: 'Route Le Prince, Ratoma, Conakry', region: 'Conakry', position: [9.5853, -13.6412],
    phone: '+224 620 50 60 70',
    hours: everyDay('08:00', '22:00'), deliveryTime: '30-45 min', deliveryFee: 6000,
    rating: 4.3, reviewCount: 81, joinedDaysAgo: 240,
    menu: [
      {
        name: 'Épicerie',
        items: [
          item('Riz parfumé (25 kg)', 350000, 'epicerie', 'Sac de riz long grain parfumé.', { popular: true }),
          item('Huile végétale (5 L)', 95000, 'huile', 'Huile de tournesol.'),
          item('Sucre en poudre (1 kg)', 12000, 'epicerie', 'Sucre blanc.'),
          item('Lait en poudre (400 g)', 35000, 'lait', 'Lait entier en poudre.'),
        ],
      },
      {
        name: 'Hygiène et maison',
        items: [
          item('Savon de ménage (x4)', 10000, 'savon', 'Pains de savon pour le linge.'),
          item('Lessive en poudre (1 kg)', 20000, 'hygiene', 'Pour le linge à la main ou en machine.'),
        ],
      },
      { name: 'Boissons', items: [item('Jus de fruits (1 L)', 15000, 'jus', 'Brique de jus d’ananas ou d’orange.')] },
    ],
  },
  {
    key: 'supermarche-kaloum-centre',
    name: 'Supermarché Kaloum Centre',
    description: 'Épicerie fine, produits importés et courses du quotidien au cœur de Kaloum.',
    type: 'Supermarché', category: 'Épicerie', cuisineType: 'Supermarché',
    address: 'Avenue de la Gare, Kaloum, Conakry', region: 'Conakry', position: [9.5149, -13.7098],
    phone: '+224 621 10 09 08',
    hours: weekAndSunday('08:00', '21:00', { open: '09:00', close: '14:00' }), deliveryTime: '30-45 min', deliveryFee: 6000,
    rating: 4.4, reviewCount: 66, joinedDaysAgo: 270,
    menu: [
      {
        name: 'Courses',
        items: [
          item('Pâtes (500 g)', 8000, 'epicerie', 'Spaghetti de blé dur.', { popular: true }),
          item('Concentré de tomate (x6)', 15000, 'epicerie', 'Petites boîtes de 70 g.'),
          item('Café moulu (250 g)', 30000, 'cafe', 'Café arabica moulu.'),
          item('Yaourt nature (x4)', 20000, 'lait', 'Yaourts frais.'),
        ],
      },
      { name: 'Boissons', items: [item('Jus d’ananas (1 L)', 16000, 'jus', 'Pur jus, sans sucre ajouté.'), item('Eau minérale (pack de 6)', 20000, 'eau', 'Six bouteilles de 1,5 L.')] },
    ],
  },
  {
    key: 'superette-boke-plus',
    name: 'Supérette Boké Plus',
    description: 'Supérette de quartier : épicerie, boissons et produits d’entretien.',
    type: 'Supermarché', category: 'Épicerie', cuisineType: 'Supérette',
    address: 'Route de Kamsar, Carrefour Kamsar, Boké', region: 'Boké', position: [10.9331, -14.3012],
    phone: '+224 627 12 21 12',
    hours: everyDay('08:00', '21:00'), deliveryTime: '30-45 min', deliveryFee: 5000,
    rating: 4.0, reviewCount: 12, isActive: false, joinedDaysAgo: 90,
    menu: [
      {
        name: 'Épicerie',
        items: [
          item('Riz importé (5 kg)', 55000, 'epicerie', 'Riz brisé.'),
          item('Sardines à l’huile', 8000, 'epicerie', 'Boîte de 125 g.'),
        ],
      },
    ],
  },
];
