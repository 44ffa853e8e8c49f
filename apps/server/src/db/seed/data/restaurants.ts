import { BOTTLED, LOCAL_JUICES as JUS } from './drinks';
import { everyDay, item, type SeedBusiness, weekAndSunday } from './types';

/** The thirteen restaurants of the demo marketplace. */
export const RESTAURANTS: SeedBusiness[] = [
  {
    key: 'chez-fatou-saveurs-de-guinee',
    name: 'Chez Fatou – Saveurs de Guinée',
    description: 'Riz gras, sauce feuille et attiéké comme à la maison : la cuisine guinéenne de Fatou, généreuse et livrée chaude.',
    type: 'Restaurant', category: 'Cuisine guinéenne', cuisineType: 'Guinéenne',
    address: 'Route du Niger, Kipé, Ratoma, Conakry', region: 'Conakry', position: [9.6031, -13.6512],
    phone: '+224 622 10 20 30', email: 'contact@chezfatou.gn',
    hours: everyDay('10:00', '22:30'), deliveryTime: '25-40 min', deliveryFee: 7000,
    rating: 4.8, reviewCount: 214, owner: 'demoPartner', appliedWithPlan: 'Pro', joinedDaysAgo: 380,
    menu: [
      {
        name: 'Spécialités guinéennes', description: 'Les plats du jour de Fatou, servis avec piment à part.',
        items: [
          item('Riz gras au poulet', 35000, 'riz', 'Riz cuit dans une sauce tomate parfumée, cuisse de poulet et légumes.', { popular: true }),
          item('Riz sauce feuille', 30000, 'sauce', 'Feuilles de patate douce pilées, viande de bœuf et poisson fumé.', { popular: true }),
          item('Riz sauce arachide', 30000, 'sauce', "Sauce à la pâte d'arachide, bœuf tendre et gombo."),
          item('Fouti', 32000, 'cereale', 'Fonio à la sauce gombo et viande, spécialité du Fouta.'),
          item('Lafidi', 40000, 'riz', 'Riz au beurre de karité, sauce feuille et viande, le plat des fêtes.', { unavailable: true }),
          item('Poulet yassa', 38000, 'poulet', 'Poulet mariné au citron et aux oignons, riz blanc.'),
        ],
      },
      {
        name: 'Petits plats',
        items: [
          item('Attiéké poisson frit', 30000, 'poisson', 'Semoule de manioc, poisson frit, oignons et tomates fraîches.', { popular: true }),
          item('Alloco œuf', 15000, 'alloco', 'Bananes plantain frites, œuf dur et sauce pimentée.'),
          item('Brochettes de bœuf', 20000, 'grillade', 'Trois brochettes marinées, oignons grillés.'),
          item('Salade composée', 15000, 'salade', 'Laitue, tomates, concombre, œuf et avocat.'),
        ],
      },
      {
        name: 'Desserts',
        items: [
          item('Dègué', 10000, 'dessert', 'Couscous de mil au lait caillé sucré, bien frais.'),
          item('Salade de fruits', 12000, 'fruit', 'Mangue, ananas, papaye et banane de saison.'),
        ],
      },
      { name: 'Boissons', items: [JUS.bissap, JUS.gingembre, JUS.bouye, BOTTLED.eau] },
    ],
  },
  {
    key: 'le-maquis-de-kaloum',
    name: 'Le Maquis de Kaloum',
    description: 'Le maquis des employés du centre-ville : riz gras, grillades et attiéké à midi, ambiance détendue le soir.',
    type: 'Restaurant', category: 'Cuisine guinéenne', cuisineType: 'Guinéenne, grillades',
    address: 'Avenue de la République, Kaloum, Conakry', region: 'Conakry', position: [9.5124, -13.7117],
    phone: '+224 620 00 00 01', email: 'maquis.kaloum@exemple.gn',
    hours: everyDay('11:00', '23:30'), deliveryTime: '30-45 min', deliveryFee: 5000,
    rating: 4.7, reviewCount: 186, owner: 'demoPartner', appliedWithPlan: 'Pro', joinedDaysAgo: 420,
    menu: [
      {
        name: 'Plats',
        items: [
          item('Riz gras au mouton', 40000, 'riz', 'Riz gras à la tomate, morceaux de mouton et légumes.', { popular: true }),
          item('Riz blanc', 8000, 'riz', 'Portion de riz blanc parfumé.'),
          item('Riz sauce tomate au poisson', 30000, 'poisson', 'Poisson frais en sauce tomate, riz blanc.'),
          item('Soupe de poisson', 25000, 'poisson', 'Bouillon pimenté au poisson frais, citron et oignons.'),
          item('Mafé de bœuf', 35000, 'sauce', "Bœuf mijoté à la pâte d'arachide, riz blanc."),
        ],
      },
      {
        name: 'Grillades',
        items: [
          item('Demi-poulet braisé', 35000, 'poulet', 'Demi-poulet mariné et grillé au feu de bois, frites ou alloco.', { popular: true }),
          item('Brochettes de mouton', 25000, 'grillade', 'Quatre brochettes, oignons et piment.'),
          item('Capitaine braisé', 60000, 'poisson', 'Capitaine entier grillé, sauce oignon-moutarde.'),
        ],
      },
      {
        name: 'Accompagnements',
        items: [
          item('Alloco', 10000, 'alloco', 'Bananes plantain bien mûres, frites.'),
          item('Attiéké', 8000, 'cereale', 'Semoule de manioc vapeur.'),
          item('Frites', 10000, 'alloco', 'Frites maison croustillantes.'),
        ],
      },
      { name: 'Boissons', items: [JUS.bissap, JUS.gingembre, BOTTLED.soda, BOTTLED.malta, BOTTLED.eauPetite] },
    ],
  },
  {
    key: 'la-corniche-poissons-braises',
    name: 'La Corniche – Poissons braisés',
    description: 'Poissons et fruits de mer pêchés le matin, grillés face à la mer sur la corniche de Dixinn.',
    type: 'Restaurant', category: 'Poissons et fruits de mer', cuisineType: 'Poissons, fruits de mer',
    address: 'Corniche Nord, Dixinn, Conakry', region: 'Conakry', position: [9.5452, -13.6821],
    phone: '+224 621 40 50 60',
    hours: everyDay('12:00', '23:00', ['monday']), deliveryTime: '40-55 min', deliveryFee: 8000,
    rating: 4.6, reviewCount: 142, joinedDaysAgo: 300,
    menu: [
      {
        name: 'Poissons',
        items: [
          item('Capitaine braisé entier', 75000, 'poisson', 'Capitaine de 1 kg environ, grillé, alloco et sauce oignon.', { popular: true }),
          item('Carpe braisée', 55000, 'poisson', 'Carpe entière marinée aux épices, attiéké.'),
          item('Sole grillée', 60000, 'poisson', 'Sole au citron et à l’ail, légumes sautés.'),
        ],
      },
      {
        name: 'Fruits de mer',
        items: [
          item('Crevettes sautées à l’ail', 80000, 'poisson', 'Grosses crevettes, ail, persil, riz blanc.'),
          item('Brochettes de gambas', 70000, 'grillade', 'Gambas marinées, riz ou frites.'),
        ],
      },
      { name: 'Boissons', items: [JUS.citron, JUS.bissap, BOTTLED.eau] },
    ],
  },
  {
    key: 'les-grillades-de-taouyah',
    name: 'Les Grillades de Taouyah',
    description: 'Poulet braisé, brochettes et côtelettes sur la braise jusque tard dans la nuit.',
    type: 'Restaurant', category: 'Grillades', cuisineType: 'Grillades',
    address: 'Carrefour Taouyah, Ratoma, Conakry', region: 'Conakry', position: [9.5761, -13.6683],
    phone: '+224 664 12 34 56',
    hours: everyDay('18:00', '02:00'), deliveryTime: '30-45 min', deliveryFee: 6000,
    rating: 4.5, reviewCount: 97, joinedDaysAgo: 210,
    menu: [
      {
        name: 'À la braise',
        items: [
          item('Poulet braisé entier', 65000, 'poulet', 'Poulet entier mariné, grillé lentement, alloco et oignons.', { popular: true }),
          item('Demi-poulet braisé', 35000, 'poulet', 'Demi-poulet grillé, frites ou attiéké.'),
          item('Quart de poulet braisé', 20000, 'poulet', 'Cuisse grillée, sauce piment.'),
          item('Côtelettes d’agneau', 55000, 'viande', 'Quatre côtelettes grillées, oignons caramélisés.'),
          item('Brochettes de foie', 15000, 'grillade', 'Trois brochettes de foie de bœuf.'),
        ],
      },
      { name: 'Boissons', items: [JUS.gingembre, JUS.tamarin, BOTTLED.soda] },
    ],
  },
  {
    key: 'le-maquis-du-milo',
    name: 'Le Maquis du Milo',
    description: 'Grillades et plats malinkés au bord du Milo : poulet braisé, to et sauce gombo.',
    type: 'Restaurant', category: 'Grillades', cuisineType: 'Grillades, malinké',
    address: 'Bord du Milo, quartier Salamani, Kankan', region: 'Kankan', position: [10.3854, -9.3062],
    phone: '+224 625 66 77 88',
    hours: everyDay('11:00', '23:00'), deliveryTime: '30-45 min', deliveryFee: 5000,
    rating: 4.6, reviewCount: 58, owner: 'alpha', appliedWithPlan: 'Pro', joinedDaysAgo: 150,
    menu: [
      {
        name: 'Grillades',
        items: [
          item('Poulet braisé du Milo', 30000, 'poulet', 'Poulet bicyclette grillé, piment et oignons.', { popular: true }),
          item('Brochettes de bœuf', 15000, 'grillade', 'Trois brochettes, sauce arachide.'),
        ],
      },
      {
        name: 'Plats malinkés',
        items: [
          item('To sauce gombo', 20000, 'cereale', 'Pâte de maïs et sauce gombo à la viande.'),
          item('Riz sauce arachide', 25000, 'sauce', 'Riz blanc et sauce arachide au bœuf.'),
        ],
      },
      { name: 'Boissons', items: [JUS.gingembre, JUS.tamarin, BOTTLED.eauPetite] },
    ],
  },
  {
    key: 'le-palmier-de-dixinn',
    name: 'Le Palmier de Dixinn',
    description: 'Cuisine africaine à l’ombre des palmiers : mafé, yassa, attiéké et poissons grillés.',
    type: 'Restaurant', category: 'Cuisine africaine', cuisineType: 'Africaine',
    address: 'Dixinn Port, Dixinn, Conakry', region: 'Conakry', position: [9.5391, -13.6889],
    phone: '+224 628 20 30 40',
    hours: weekAndSunday('11:30', '22:30', { open: '12:00', close: '21:00' }), deliveryTime: '35-50 min', deliveryFee: 6000,
    rating: 4.6, reviewCount: 121, joinedDaysAgo: 330,
    menu: [
      {
        name: 'Plats',
        items: [
          item('Mafé de poulet', 35000, 'sauce', "Poulet mijoté à l'arachide, riz blanc.", { popular: true }),
          item('Poulet yassa', 35000, 'poulet', 'Poulet au citron et aux oignons confits.'),
          item('Thiéboudienne', 45000, 'poisson', 'Riz au poisson et aux légumes, à la sénégalaise.'),
          item('Attiéké poulet', 30000, 'poulet', 'Attiéké, cuisse de poulet grillée, tomates et oignons.'),
        ],
      },
      { name: 'Boissons', items: [JUS.bissap, JUS.bouye, JUS.mangue, BOTTLED.eau] },
    ],
  },
  {
    key: 'le-petit-dakar',
    name: 'Le Petit Dakar',
    description: 'Les classiques sénégalais à Conakry : thiéboudienne, yassa, dibi et bissap maison.',
    type: 'Restaurant', category: 'Cuisine africaine', cuisineType: 'Sénégalaise, africaine',
    address: 'Rue du Stade, Dixinn, Conakry', region: 'Conakry', position: [9.5472, -13.6742],
    phone: '+224 621 55 44 33',
    hours: everyDay('11:00', '22:00'), deliveryTime: '30-45 min', deliveryFee: 5000,
    rating: 4.5, reviewCount: 88, joinedDaysAgo: 260,
    menu: [
      {
        name: 'Plats sénégalais',
        items: [
          item('Thiéboudienne rouge', 40000, 'poisson', 'Riz au poisson, carottes, manioc et chou.', { popular: true }),
          item('Yassa poisson', 35000, 'poisson', 'Poisson braisé, sauce aux oignons et citron.'),
          item('Dibi mouton', 45000, 'viande', 'Mouton grillé, oignons et moutarde, servi avec du pain.'),
        ],
      },
      { name: 'Boissons', items: [JUS.bissap, JUS.bouye, BOTTLED.soda] },
    ],
  },
  {
    key: 'le-relais-de-kindia',
    name: 'Le Relais de Kindia',
    description: 'L’étape des voyageurs sur la route de Conakry : riz sauce, poulet et fruits de Kindia.',
    type: 'Restaurant', category: 'Cuisine guinéenne', cuisineType: 'Guinéenne',
    address: 'Route nationale 1, centre-ville, Kindia', region: 'Kindia', position: [10.0569, -12.8658],
    phone: '+224 622 70 80 90',
    hours: everyDay('08:00', '22:00'), deliveryTime: '30-45 min', deliveryFee: 5000,
    rating: 4.5, reviewCount: 64, joinedDaysAgo: 190,
    menu: [
      {
        name: 'Plats',
        items: [
          item('Riz sauce feuille', 25000, 'sauce', 'Feuilles de manioc, viande et poisson fumé.', { popular: true }),
          item('Riz gras au poulet', 30000, 'riz', 'Riz gras à la tomate et cuisse de poulet.'),
          item('Poulet braisé', 30000, 'poulet', 'Demi-poulet grillé, alloco.'),
        ],
      },
      { name: 'Boissons', items: [JUS.mangue, JUS.bissap, BOTTLED.eau] },
    ],
  },
  {
    key: 'restaurant-le-fouta-djallon',
    name: 'Restaurant Le Fouta Djallon',
    description: 'La cuisine peule de Labé : fonio, lafidi, lait caillé et sauce feuille.',
    type: 'Restaurant', category: 'Cuisine guinéenne', cuisineType: 'Peule, guinéenne',
    address: 'Route de Pita, Quartier Tata, Labé', region: 'Labé', position: [11.3182, -12.2836],
    phone: '+224 623 11 22 44',
    hours: everyDay('10:00', '22:00'), deliveryTime: '30-45 min', deliveryFee: 5000,
    rating: 4.7, reviewCount: 76, joinedDaysAgo: 230,
    menu: [
      {
        name: 'Spécialités peules',
        items: [
          item('Lafidi', 30000, 'riz', 'Riz au beurre de karité et sauce feuille, comme à Labé.', { popular: true }),
          item('Fonio au lait caillé', 15000, 'cereale', 'Fonio vapeur et lait caillé sucré.'),
          item('Sauce feuille au bœuf', 25000, 'sauce', 'Feuilles de patate pilées, bœuf, riz blanc.'),
        ],
      },
      { name: 'Boissons', items: [JUS.gingembre, JUS.bouye, BOTTLED.eau] },
    ],
  },
  {
    key: 'restaurant-rio-nunez',
    name: 'Restaurant Rio Nunez',
    description: 'Poissons du Rio Nunez et plats guinéens, servis près du port fluvial.',
    type: 'Restaurant', category: 'Poissons et fruits de mer', cuisineType: 'Poissons, guinéenne',
    address: 'Quai du Rio Nunez, près du port fluvial, Boké', region: 'Boké', position: [10.9409, -14.2967],
    phone: '+224 627 30 41 52',
    hours: everyDay('11:00', '22:00'), deliveryTime: '30-45 min', deliveryFee: 5000,
    rating: 4.5, reviewCount: 41, owner: 'fanta', appliedWithPlan: 'Pro', joinedDaysAgo: 170,
    menu: [
      {
        name: 'Plats',
        items: [
          item('Poisson braisé du fleuve', 45000, 'poisson', 'Poisson du Rio Nunez grillé, attiéké.', { popular: true }),
          item('Riz sauce tomate au poisson', 25000, 'poisson', 'Poisson frais en sauce tomate.'),
          item('Riz gras au poulet', 30000, 'riz', 'Riz gras à la tomate, poulet.'),
        ],
      },
      { name: 'Boissons', items: [JUS.bissap, JUS.citron, BOTTLED.eau] },
    ],
  },
  {
    key: 'saveurs-du-fouta',
    name: 'Saveurs du Fouta',
    description: 'Les plats peuls du Fouta Djallon à Conakry : fouti, lafidi et lait caillé.',
    type: 'Restaurant', category: 'Cuisine guinéenne', cuisineType: 'Guinéenne, peule',
    address: 'Bambeto, Ratoma, Conakry', region: 'Conakry', position: [9.5925, -13.6349],
    phone: '+224 628 45 12 78',
    hours: everyDay('09:00', '21:30'), deliveryTime: '30-45 min', deliveryFee: 5000,
    rating: 4.6, reviewCount: 103, joinedDaysAgo: 280,
    menu: [
      {
        name: 'Plats du Fouta',
        items: [
          item('Fouti sauce gombo', 25000, 'cereale', 'Fonio et sauce gombo à la viande.', { popular: true }),
          item('Lafidi', 35000, 'riz', 'Riz au beurre de karité, sauce feuille et viande.'),
          item('Kossan (lait caillé)', 8000, 'lait', 'Lait caillé frais, sucré ou nature.'),
        ],
      },
      { name: 'Boissons', items: [JUS.bouye, JUS.gingembre, BOTTLED.eau] },
    ],
  },
  {
    key: 'matam-burger-chawarma',
    name: 'Matam Burger & Chawarma',
    description: 'Burgers, chawarmas et frites servis vite, jusqu’à minuit.',
    type: 'Restaurant', category: 'Fast-food', cuisineType: 'Fast-food',
    address: 'Carrefour Matam, Matam, Conakry', region: 'Conakry', position: [9.5432, -13.6571],
    phone: '+224 661 90 80 70',
    hours: everyDay('11:00', '23:59'), deliveryTime: '20-35 min', deliveryFee: 5000,
    rating: 4.2, reviewCount: 154, joinedDaysAgo: 150,
    menu: [
      {
        name: 'Burgers et chawarmas',
        items: [
          item('Chawarma poulet', 20000, 'sandwich', 'Pain libanais, poulet mariné, crudités et sauce blanche.', { popular: true }),
          item('Chawarma viande', 22000, 'sandwich', 'Bœuf mariné, frites et sauce piquante.'),
          item('Burger maison', 30000, 'burger', 'Steak haché, fromage, oignons et frites.'),
          item('Sandwich poulet frites', 18000, 'sandwich', 'Baguette, poulet pané et frites.'),
        ],
      },
      { name: 'Boissons', items: [JUS.orange, JUS.citron, BOTTLED.soda] },
    ],
  },
  {
    key: 'pizzeria-bella-nongo',
    name: 'Pizzeria Bella Nongo',
    description: 'Pizzas au feu de bois, pâtes et salades, à emporter ou livrées.',
    type: 'Restaurant', category: 'Cuisine internationale', cuisineType: 'Italienne, pizzas',
    address: 'Route de Nongo, Ratoma, Conakry', region: 'Conakry', position: [9.6641, -13.6187],
    phone: '+224 620 33 22 11',
    hours: everyDay('12:00', '23:00', ['monday']), deliveryTime: '35-50 min', deliveryFee: 7000,
    rating: 4.4, reviewCount: 67, isOpen: false, joinedDaysAgo: 120,
    menu: [
      {
        name: 'Pizzas',
        items: [
          item('Pizza margherita', 45000, 'pizza', 'Tomate, mozzarella et basilic.', { popular: true }),
          item('Pizza quatre saisons', 60000, 'pizza', 'Jambon de dinde, champignons, poivrons et olives.'),
          item('Pizza au thon', 55000, 'pizza', 'Thon, oignons et olives.'),
        ],
      },
      { name: 'Boissons', items: [JUS.orange, BOTTLED.soda, BOTTLED.eau] },
    ],
  },
];
