import type { ItemImageKind } from '@/db/seed/images';

/**
 * Words the large benchmark catalog is built from: Guinean first names, Conakry quarters and
 * towns, dishes and products with their accents, so that trigram search has real text to
 * chew on (`attieke` must find `Attiéké`, `marche` must find `Marché`).
 */

export const REGIONS_WEIGHTED = [
  'Conakry',
  'Conakry',
  'Conakry',
  'Conakry',
  'Conakry',
  'Conakry',
  'Kindia',
  'Labé',
  'Kankan',
  'Boké',
] as const;

export const PLACES: Record<(typeof REGIONS_WEIGHTED)[number], string[]> = {
  Conakry: [
    'Kaloum',
    'Dixinn',
    'Matam',
    'Ratoma',
    'Matoto',
    'Kipé',
    'Taouyah',
    'Lambanyi',
    'Nongo',
    'Simbaya',
    'Cosa',
    'Bambeto',
    'Hamdallaye',
    'Madina',
    'Coléah',
    'Yimbaya',
    'Sonfonia',
    'Kagbélen',
    'Boulbinet',
    'Camayenne',
  ],
  Kindia: ['Kindia Centre', 'Friguiagbé', 'Damakania', 'Kolenté'],
  Labé: ['Labé Centre', 'Daka', 'Kouroula', 'Tata'],
  Kankan: ['Kankan Centre', 'Salamani', 'Kabada', 'Missiran'],
  Boké: ['Boké Centre', 'Kamsar', 'Sangarédi', 'Kolaboui'],
};

export const NAME_CORES = [
  'Fatoumata',
  'Mamadou',
  'Aïssatou',
  'Ibrahima',
  'Mariama',
  'Oumar',
  'Kadiatou',
  'Sékou',
  'Hawa',
  'Alpha',
  'Binta',
  'Thierno',
  'Fanta',
  'Lansana',
  'Djénabou',
  'Mohamed',
  'Néné',
  'Boubacar',
  'Safiatou',
  'Abdoulaye',
  'Baobab',
  'Fouta',
  'Niger',
  'Soleil',
  'Étoile',
  'Palmier',
  'Karité',
  'Fromager',
  'Océan',
  'Savane',
];

export interface TypeProfile {
  /** business_types.name of migration 0002 */
  type: string;
  /** How many businesses of every 100 are of this type. */
  weight: number;
  prefixes: string[];
  cuisines: (string | null)[];
  /** categories.name of migration 0002 */
  categories: string[];
  describe: string[];
  sections: { name: string; image: ItemImageKind; price: [number, number]; items: string[] }[];
}

const VARIANTS = [
  'maison',
  'spécial',
  'du chef',
  'complet',
  'petit',
  'grand',
  'familial',
  "à l'ancienne",
  'épicé',
  'du jour',
];
export const ITEM_VARIANTS = VARIANTS;

export const TYPE_PROFILES: TypeProfile[] = [
  {
    type: 'Restaurant',
    weight: 45,
    prefixes: ['Restaurant', 'Maquis', 'Chez', 'Saveurs de', 'Délices de', 'La Table de', 'Grill', 'Le Petit Resto'],
    cuisines: [
      'Guinéenne',
      'Africaine',
      'Grillades',
      'Poissons',
      'Libanaise',
      'Fast-food',
      'Internationale',
      'Sénégalaise',
    ],
    categories: [
      'Cuisine guinéenne',
      'Grillades',
      'Fast-food',
      'Poissons et fruits de mer',
      'Cuisine africaine',
      'Cuisine internationale',
    ],
    describe: [
      'Cuisine {cuisine} faite maison à {place} : riz gras, sauce feuille et poulet braisé.',
      'Grillades au feu de bois et plats du jour, livrés chauds dans tout {place}.',
      'Le goût de la maison : sauce arachide, fouti, fonio et jus de bissap.',
      'Attiéké poisson, alloco et brochettes, préparés à la commande.',
    ],
    sections: [
      {
        name: 'Plats principaux',
        image: 'riz',
        price: [25_000, 90_000],
        items: [
          'Riz gras',
          'Riz sauce feuille',
          'Sauce arachide',
          'Fouti',
          'Fonio au poisson',
          'Soupe kandia',
          'Mafé',
          'Yassa poulet',
          'Thiéboudienne',
          'Kansiyé',
          'Sauce gombo',
          'Lafidi',
        ],
      },
      {
        name: 'Grillades',
        image: 'grillade',
        price: [35_000, 150_000],
        items: [
          'Poulet braisé',
          'Brochettes de bœuf',
          'Poisson braisé',
          'Capitaine braisé',
          'Carpe grillée',
          'Côtelettes de mouton',
          'Gambas grillées',
        ],
      },
      {
        name: 'Fast-food',
        image: 'burger',
        price: [20_000, 80_000],
        items: ['Chawarma poulet', 'Hamburger', 'Pizza margherita', 'Sandwich thon', 'Frites', 'Tacos viande'],
      },
      {
        name: 'Accompagnements',
        image: 'alloco',
        price: [8_000, 25_000],
        items: ['Alloco', 'Attiéké', 'Riz blanc', 'Frites de patate douce', 'Salade de crudités', 'Banane plantain'],
      },
      {
        name: 'Boissons',
        image: 'jus',
        price: [5_000, 20_000],
        items: ['Jus de bissap', 'Jus de gingembre', 'Jus de bouye', 'Eau minérale', 'Jus de tamarin', 'Limonade'],
      },
      {
        name: 'Desserts',
        image: 'dessert',
        price: [10_000, 30_000],
        items: ['Dégué', 'Salade de fruits', 'Beignets sucrés', 'Gâteau au chocolat', 'Crème glacée'],
      },
    ],
  },
  {
    type: 'Café',
    weight: 12,
    prefixes: ['Café', 'Salon de thé', 'Le Comptoir', 'Pause'],
    cuisines: ['Café', 'Pâtisserie', null],
    categories: ['Café et petit-déjeuner', 'Pâtisserie et boulangerie', 'Boissons'],
    describe: [
      'Café Touba, thé à la menthe et viennoiseries chaque matin à {place}.',
      'Petit-déjeuner, jus pressés et pâtisseries maison.',
    ],
    sections: [
      {
        name: 'Boissons chaudes',
        image: 'cafe',
        price: [5_000, 25_000],
        items: ['Café Touba', 'Café au lait', 'Thé à la menthe', 'Kinkéliba', 'Cappuccino', 'Chocolat chaud'],
      },
      {
        name: 'Petit-déjeuner',
        image: 'pain',
        price: [10_000, 45_000],
        items: ['Omelette', 'Pain beurre', 'Croissant', 'Pain au chocolat', 'Crêpes', 'Bouillie de mil'],
      },
      {
        name: 'Boissons fraîches',
        image: 'jus',
        price: [8_000, 25_000],
        items: ['Jus de mangue', "Jus d'orange pressé", 'Smoothie banane', 'Citronnade', 'Jus de baobab'],
      },
    ],
  },
  {
    type: 'Marché',
    weight: 10,
    prefixes: ['Marché', 'Étal', 'Les Produits de', 'Panier de'],
    cuisines: [null],
    categories: ['Fruits et légumes', 'Épicerie'],
    describe: [
      'Légumes, fruits et condiments frais du marché de {place}, au kilo.',
      'Produits frais de Guinée : fonio, piment, soumbara et fruits de saison.',
    ],
    sections: [
      {
        name: 'Légumes',
        image: 'legume',
        price: [3_000, 20_000],
        items: ['Tomates', 'Oignons', 'Aubergines', 'Gombo', 'Feuilles de manioc', 'Piment frais', 'Patate douce'],
      },
      {
        name: 'Fruits',
        image: 'fruit',
        price: [5_000, 30_000],
        items: ['Mangues', 'Ananas', 'Bananes', 'Oranges', 'Avocats', 'Papaye', 'Pastèque'],
      },
      {
        name: 'Céréales et condiments',
        image: 'epice',
        price: [5_000, 60_000],
        items: ['Fonio', 'Riz local', 'Soumbara', 'Arachides', 'Huile de palme', 'Maïs'],
      },
    ],
  },
  {
    type: 'Supermarché',
    weight: 10,
    prefixes: ['Supermarché', 'Superette', 'Alimentation', 'Mini-market'],
    cuisines: [null],
    categories: ['Épicerie', 'Boissons'],
    describe: [
      'Épicerie, boissons et produits ménagers livrés à {place}.',
      'Riz, huile, sucre, lait et tout le quotidien au meilleur prix.',
    ],
    sections: [
      {
        name: 'Épicerie',
        image: 'epicerie',
        price: [5_000, 250_000],
        items: [
          'Riz parfumé 25 kg',
          'Huile végétale 5 L',
          'Sucre en poudre',
          'Pâtes',
          'Lait en poudre',
          'Concentré de tomate',
          'Sardines',
        ],
      },
      {
        name: 'Boissons',
        image: 'boisson',
        price: [3_000, 60_000],
        items: ['Eau minérale 1,5 L', 'Soda', 'Jus de fruits', 'Lait frais', 'Café soluble'],
      },
      {
        name: 'Hygiène et maison',
        image: 'hygiene',
        price: [5_000, 80_000],
        items: ['Savon de Marseille', 'Lessive', 'Eau de Javel', 'Papier toilette', 'Dentifrice'],
      },
    ],
  },
  {
    type: 'Pharmacie',
    weight: 8,
    prefixes: ['Pharmacie', 'Pharmacie du', 'Officine', 'Parapharmacie'],
    cuisines: [null],
    categories: ['Médicaments', 'Santé et hygiène'],
    describe: [
      'Médicaments sans ordonnance et conseils du pharmacien à {place}.',
      'Hygiène, soins bébé et parapharmacie, livraison rapide.',
    ],
    sections: [
      {
        name: 'Médicaments',
        image: 'medicament',
        price: [5_000, 80_000],
        items: [
          'Paracétamol 500 mg',
          'Ibuprofène 400 mg',
          'Sirop contre la toux',
          'Vitamine C',
          'Sels de réhydratation',
          'Antipaludique',
        ],
      },
      {
        name: 'Soins',
        image: 'soin',
        price: [5_000, 60_000],
        items: ['Pansements', 'Désinfectant', 'Thermomètre', 'Crème cicatrisante', 'Compresses'],
      },
      {
        name: 'Bébé',
        image: 'bebe',
        price: [10_000, 150_000],
        items: ['Couches bébé', 'Lait infantile', 'Lingettes', 'Biberon'],
      },
    ],
  },
  {
    type: 'Électronique',
    weight: 6,
    prefixes: ['Électro', 'Phone Shop', 'Tech', 'Boutique'],
    cuisines: [null],
    categories: ['Téléphonie et accessoires'],
    describe: [
      'Téléphones, chargeurs et accessoires garantis à {place}.',
      'Écouteurs, batteries externes et réparations.',
    ],
    sections: [
      {
        name: 'Téléphones',
        image: 'telephone',
        price: [300_000, 4_000_000],
        items: ['Smartphone Android', 'Téléphone à clapet', 'Tablette'],
      },
      {
        name: 'Accessoires',
        image: 'cable',
        price: [15_000, 350_000],
        items: [
          'Chargeur USB-C',
          'Câble micro-USB',
          'Écouteurs Bluetooth',
          'Batterie externe',
          'Coque de protection',
          'Lampe solaire',
        ],
      },
    ],
  },
  {
    type: 'Beauté',
    weight: 5,
    prefixes: ['Beauté', 'Institut', 'Cosmétiques', 'Salon'],
    cuisines: [null],
    categories: ['Beauté et bien-être'],
    describe: [
      'Beurre de karité, savon noir et soins naturels à {place}.',
      'Cosmétiques, parfums et soins capillaires.',
    ],
    sections: [
      {
        name: 'Soins naturels',
        image: 'beaute',
        price: [10_000, 120_000],
        items: ['Beurre de karité', 'Savon noir', 'Huile de coco', 'Henné', 'Crème hydratante'],
      },
      {
        name: 'Cheveux',
        image: 'cheveux',
        price: [15_000, 200_000],
        items: ['Mèches', 'Shampooing', 'Huile capillaire', 'Peigne'],
      },
    ],
  },
  {
    type: 'Autre',
    weight: 4,
    prefixes: ['Quincaillerie', 'Librairie', 'Boutique', 'Bazar'],
    cuisines: [null],
    categories: ['Maison et divers'],
    describe: [
      'Quincaillerie, papeterie et articles de maison à {place}.',
      'Tout pour la maison et le bureau, livré chez vous.',
    ],
    sections: [
      {
        name: 'Maison',
        image: 'outil',
        price: [5_000, 300_000],
        items: ['Marteau', 'Cadenas', 'Seau', 'Ampoule LED', 'Rallonge électrique'],
      },
      {
        name: 'Papeterie',
        image: 'papeterie',
        price: [2_000, 60_000],
        items: ['Cahier', 'Stylo', 'Cartable', 'Calculatrice', 'Ramette de papier'],
      },
    ],
  },
];

/** Full searches the benchmark rotates over: with and without accents, typos, places, products. */
export const SEARCH_QUERIES = [
  'riz gras',
  'poulet braise',
  'poulet brase',
  'attieke',
  'atieke',
  'café',
  'cafe',
  'marche',
  'marché kaloum',
  'pharmacie',
  'paracetamol',
  'sauce arachide',
  'jus de bissap',
  'bisap',
  'brochettes',
  'chawarma',
  'pizza',
  'kipe',
  'fonio',
  'savon noir',
  'chargeur',
  'thé à la menthe',
  'the menthe',
  'poisson braisé',
  'supermarche',
];

/** What people type in the header, letter by letter. */
export const SUGGESTION_QUERIES = [
  'r',
  'ri',
  'riz',
  'p',
  'po',
  'pou',
  'poul',
  'poulet',
  'a',
  'at',
  'att',
  'atti',
  'c',
  'ca',
  'caf',
  'cafe',
  'm',
  'ma',
  'mar',
  'marc',
  'ph',
  'pha',
  'phar',
  'j',
  'ju',
  'jus',
  'br',
  'bro',
  'fo',
  'fon',
  'sa',
  'sau',
  'ka',
  'kal',
];

/**
 * Searches nobody has made yet (dish × variant, then with one letter dropped or two neighbours
 * swapped, as a hurried thumb types): every request misses the answer cache and is computed.
 * About 36,000, so that a fast run at 50 connections and the run alone after it (from the other
 * end) never reach one another, nor ask one twice: a repeat within 30 s would be a cache hit.
 * The first 5,560 are the set of the earlier runs in docs/benchmarks.md.
 */
export function uncachedSearchQueries(): string[] {
  const dishes = [...new Set(TYPE_PROFILES.flatMap((profile) => profile.sections.flatMap((section) => section.items)))];
  const phrases = dishes.flatMap((dish) => VARIANTS.map((variant) => `${dish} ${variant}`.toLowerCase()));
  const typos = phrases.flatMap((phrase) =>
    [3, 5, 7].filter((at) => at < phrase.length - 1).map((at) => phrase.slice(0, at) + phrase.slice(at + 1)),
  );
  const dropped = (at: number) =>
    phrases.filter((phrase) => at < phrase.length - 1).map((phrase) => phrase.slice(0, at) + phrase.slice(at + 1));
  const swapped = (at: number) =>
    phrases
      .filter((phrase) => at < phrase.length - 2)
      .map((phrase) => phrase.slice(0, at) + phrase[at + 1] + phrase[at] + phrase.slice(at + 2));
  const more = [
    ...[9, 11, 13, 15, 4, 6, 8, 10, 12, 14].flatMap(dropped),
    ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].flatMap(swapped),
  ];
  return [...new Set([...phrases, ...typos, ...more])];
}
