import { everyDay, item, type SeedBusiness, weekAndSunday } from './types';

/** Pharmacies, electronics, beauty and other shops. */
export const SHOPS: SeedBusiness[] = [
  {
    key: 'pharmacie-du-port',
    name: 'Pharmacie du Port',
    description: 'Médicaments sans ordonnance, hygiène et soins de bébé, conseils du pharmacien au téléphone.',
    type: 'Pharmacie', category: 'Médicaments', cuisineType: 'Pharmacie',
    address: 'Avenue du Port, Kaloum, Conakry', region: 'Conakry', position: [9.5079, -13.7175],
    phone: '+224 620 24 24 24', email: 'pharmacie.port@exemple.gn',
    hours: everyDay('08:00', '22:00'), deliveryTime: '20-35 min', deliveryFee: 5000,
    rating: 4.7, reviewCount: 118, owner: 'kadiatou', appliedWithPlan: 'Premium', joinedDaysAgo: 300,
    menu: [
      {
        name: 'Douleurs et fièvre',
        items: [
          item('Paracétamol 500 mg (boîte de 16)', 5000, 'comprime', 'Contre la douleur et la fièvre.', { popular: true }),
          item('Ibuprofène 400 mg (boîte de 20)', 8000, 'comprime', 'Anti-inflammatoire, à prendre pendant le repas.'),
          item('Sirop contre la toux (125 ml)', 25000, 'medicament', 'Toux sèche ou grasse, adulte.'),
        ],
      },
      {
        name: 'Soins et bébé',
        items: [
          item('Thermomètre digital', 30000, 'thermometre', 'Mesure en 10 secondes.'),
          item('Couches bébé taille 3 (x30)', 65000, 'bebe', 'De 4 à 9 kg.', { popular: true }),
          item('Pansements (boîte de 20)', 10000, 'soin', 'Tailles assorties.'),
          item('Solution de réhydratation (x10)', 15000, 'medicament', 'Sachets de sels de réhydratation orale.'),
        ],
      },
      {
        name: 'Protection',
        items: [
          item('Moustiquaire imprégnée', 50000, 'protection', 'Deux places, traitée longue durée.'),
          item('Répulsif anti-moustiques', 25000, 'protection', 'Spray corporel, 6 heures de protection.'),
        ],
      },
    ],
  },
  {
    key: 'pharmacie-de-taouyah',
    name: 'Pharmacie de Taouyah',
    description: 'Votre pharmacie de quartier à Taouyah : médicaments, parapharmacie et tests rapides.',
    type: 'Pharmacie', category: 'Médicaments', cuisineType: 'Pharmacie',
    address: 'Rue de Taouyah, Ratoma, Conakry', region: 'Conakry', position: [9.5788, -13.6639],
    phone: '+224 664 70 71 72',
    hours: everyDay('08:00', '21:00'), deliveryTime: '25-40 min', deliveryFee: 5000,
    rating: 4.5, reviewCount: 54, owner: 'kadiatou', appliedWithPlan: 'Essentiel', joinedDaysAgo: 60,
    menu: [
      {
        name: 'Médicaments',
        items: [
          item('Paracétamol 1 g (boîte de 8)', 6000, 'comprime', 'Douleurs et fièvre, adulte.', { popular: true }),
          item('Test rapide paludisme', 15000, 'medicament', 'Résultat en 15 minutes.'),
          item('Vitamine C 500 mg (x20)', 12000, 'comprime', 'Comprimés à croquer.'),
        ],
      },
      {
        name: 'Hygiène',
        items: [
          item('Gel hydroalcoolique (250 ml)', 12000, 'hygiene', 'Désinfecte les mains sans eau.'),
          item('Dentifrice au fluor', 8000, 'hygiene', 'Tube de 100 ml.'),
        ],
      },
    ],
  },
  {
    key: 'pharmacie-du-fouta',
    name: 'Pharmacie du Fouta',
    description: 'Pharmacie et santé familiale à Labé, livraison en ville.',
    type: 'Pharmacie', category: 'Santé et hygiène', cuisineType: 'Pharmacie',
    address: 'Route de Pita, Labé', region: 'Labé', position: [11.3143, -12.2802],
    phone: '+224 623 80 90 10',
    hours: weekAndSunday('08:00', '20:00', null), deliveryTime: '30-45 min', deliveryFee: 5000,
    rating: 4.4, reviewCount: 22, joinedDaysAgo: 150,
    menu: [
      {
        name: 'Santé',
        items: [
          item('Paracétamol 500 mg (boîte de 16)', 5000, 'comprime', 'Douleurs et fièvre.', { popular: true }),
          item('Sirop pour enfants (100 ml)', 20000, 'medicament', 'Fièvre et douleurs de l’enfant.'),
          item('Savon antiseptique', 6000, 'savon', 'Pain de 100 g.'),
        ],
      },
    ],
  },
  {
    key: 'pharmacie-centrale-de-kankan',
    name: 'Pharmacie Centrale de Kankan',
    description: 'La grande pharmacie de Kankan : médicaments, matériel médical et produits pour bébé.',
    type: 'Pharmacie', category: 'Médicaments', cuisineType: 'Pharmacie',
    address: 'Avenue de la Mairie, Kankan', region: 'Kankan', position: [10.3868, -9.3045],
    phone: '+224 625 10 20 30',
    hours: everyDay('08:00', '21:00'), deliveryTime: '30-45 min', deliveryFee: 5000,
    rating: 4.5, reviewCount: 31, joinedDaysAgo: 175,
    menu: [
      {
        name: 'Médicaments',
        items: [
          item('Paracétamol 500 mg (boîte de 16)', 5000, 'comprime', 'Douleurs et fièvre.'),
          item('Sels de réhydratation (x10)', 12000, 'medicament', 'Sachets pour la diarrhée.', { popular: true }),
        ],
      },
      {
        name: 'Bébé',
        items: [
          item('Lait infantile 1er âge (400 g)', 60000, 'bebe', 'De 0 à 6 mois.'),
          item('Couches bébé taille 4 (x28)', 65000, 'bebe', 'De 7 à 18 kg.'),
        ],
      },
    ],
  },
  {
    key: 'kaloum-electronique',
    name: 'Kaloum Électronique',
    description: 'Téléphones, chargeurs, écouteurs et accessoires garantis, au centre de Kaloum.',
    type: 'Électronique', category: 'Téléphonie et accessoires', cuisineType: 'Téléphonie, accessoires',
    address: 'Rue KA-003, Kaloum, Conakry', region: 'Conakry', position: [9.5113, -13.7131],
    phone: '+224 620 40 41 42',
    hours: weekAndSunday('09:00', '19:00', null), deliveryTime: '30-60 min', deliveryFee: 10000,
    rating: 4.4, reviewCount: 47, joinedDaysAgo: 220,
    menu: [
      {
        name: 'Téléphones',
        items: [
          item('Smartphone Android 64 Go', 1200000, 'telephone', 'Écran 6,5 pouces, double SIM, garantie 6 mois.', { popular: true }),
          item('Téléphone à touches double SIM', 150000, 'telephone', 'Batterie longue durée, lampe torche.'),
        ],
      },
      {
        name: 'Accessoires',
        items: [
          item('Chargeur rapide USB-C', 45000, 'cable', 'Chargeur 20 W et câble.'),
          item('Écouteurs Bluetooth', 120000, 'audio', 'Autonomie 5 h, boîtier de charge.'),
          item('Batterie externe 10 000 mAh', 150000, 'energie', 'Deux ports USB, idéale pendant les délestages.'),
        ],
      },
    ],
  },
  {
    key: 'madina-phone-center',
    name: 'Madina Phone Center',
    description: 'Vente et réparation de téléphones au marché de Madina : écrans, batteries et accessoires.',
    type: 'Électronique', category: 'Téléphonie et accessoires', cuisineType: 'Téléphonie, réparation',
    address: 'Marché de Madina, Matam, Conakry', region: 'Conakry', position: [9.5506, -13.6671],
    phone: '+224 655 60 61 62',
    hours: weekAndSunday('08:30', '19:30', null), deliveryTime: '30-60 min', deliveryFee: 8000,
    rating: 4.1, reviewCount: 38, joinedDaysAgo: 110,
    menu: [
      {
        name: 'Accessoires',
        items: [
          item('Câble USB-C (1 m)', 15000, 'cable', 'Câble renforcé.', { popular: true }),
          item('Coque de protection', 20000, 'telephone', 'Pour les modèles courants, précisez le vôtre.'),
          item('Lampe rechargeable', 60000, 'lampe', 'Lampe LED solaire et USB.'),
        ],
      },
    ],
  },
  {
    key: 'boke-tech-services',
    name: 'Boké Tech Services',
    description: 'Informatique, téléphones et accessoires à Boké, installation et dépannage.',
    type: 'Électronique', category: 'Téléphonie et accessoires', cuisineType: 'Électronique',
    address: 'Route nationale, Quartier Dibia, Boké', region: 'Boké', position: [10.9364, -14.2921],
    phone: '+224 627 90 91 92',
    hours: weekAndSunday('09:00', '19:00', null), deliveryTime: '30-60 min', deliveryFee: 8000,
    rating: 4.2, reviewCount: 17, owner: 'fanta', appliedWithPlan: 'Essentiel', joinedDaysAgo: 100,
    menu: [
      {
        name: 'Informatique',
        items: [
          item('Clé USB 32 Go', 40000, 'informatique', 'USB 3.0.', { popular: true }),
          item('Souris sans fil', 50000, 'informatique', 'Avec pile.'),
          item('Chargeur solaire', 90000, 'energie', 'Panneau pliable 20 W pour téléphone.'),
        ],
      },
    ],
  },
  {
    key: 'karite-beaute-dixinn',
    name: 'Karité Beauté Dixinn',
    description: 'Beurre de karité, savon noir et huiles naturelles préparés en Guinée.',
    type: 'Beauté', category: 'Beauté et bien-être', cuisineType: 'Cosmétiques naturels',
    address: 'Rue de l’Université, Dixinn, Conakry', region: 'Conakry', position: [9.5503, -13.6729],
    phone: '+224 628 30 31 32',
    hours: weekAndSunday('09:00', '20:00', null), deliveryTime: '30-45 min', deliveryFee: 6000,
    rating: 4.6, reviewCount: 63, joinedDaysAgo: 200,
    menu: [
      {
        name: 'Soins naturels',
        items: [
          item('Beurre de karité pur (250 g)', 20000, 'beaute', 'Non raffiné, pour la peau et les cheveux.', { popular: true }),
          item('Savon noir (500 g)', 15000, 'savon', 'Savon traditionnel au karité.'),
          item('Huile de coco (250 ml)', 25000, 'cheveux', 'Pressée à froid.'),
        ],
      },
    ],
  },
  {
    key: 'cosmetiques-de-nongo',
    name: 'Cosmétiques de Nongo',
    description: 'Parfums, soins du visage et produits capillaires, conseils beauté par téléphone.',
    type: 'Beauté', category: 'Beauté et bien-être', cuisineType: 'Cosmétiques',
    address: 'Carrefour Nongo, Ratoma, Conakry', region: 'Conakry', position: [9.6612, -13.6221],
    phone: '+224 661 44 55 66',
    hours: everyDay('09:00', '20:00'), deliveryTime: '30-45 min', deliveryFee: 6000,
    rating: 4.3, reviewCount: 28, joinedDaysAgo: 95,
    menu: [
      {
        name: 'Beauté',
        items: [
          item('Parfum 50 ml', 120000, 'parfum', 'Eau de parfum, senteurs fleuries ou boisées.', { popular: true }),
          item('Crème hydratante visage', 45000, 'beaute', 'Peaux sèches, 50 ml.'),
          item('Mèches synthétiques', 35000, 'cheveux', 'Paquet pour une coiffure complète.'),
        ],
      },
    ],
  },
  {
    key: 'belle-peau-kindia',
    name: 'Belle Peau Kindia',
    description: 'Cosmétiques naturels de Kindia : karité, huile de palmiste et savons parfumés.',
    type: 'Beauté', category: 'Beauté et bien-être', cuisineType: 'Cosmétiques naturels',
    address: 'Marché central, Quartier Abattoir, Kindia', region: 'Kindia', position: [10.0547, -12.8691],
    phone: '+224 622 51 52 53',
    hours: weekAndSunday('09:00', '19:00', null), deliveryTime: '30-45 min', deliveryFee: 5000,
    rating: 4.2, reviewCount: 14, isOpen: false, joinedDaysAgo: 80,
    menu: [
      {
        name: 'Soins',
        items: [
          item('Huile de palmiste (100 ml)', 15000, 'cheveux', 'Pour les cheveux et la peau.', { popular: true }),
          item('Savon au karité parfumé', 8000, 'savon', 'Parfum citronnelle.'),
        ],
      },
    ],
  },
  {
    key: 'librairie-papeterie-de-kipe',
    name: 'Librairie Papeterie de Kipé',
    description: 'Livres scolaires, cahiers, fournitures et impression de documents.',
    type: 'Autre', category: 'Maison et divers', cuisineType: 'Librairie, papeterie',
    address: 'Rue de l’École, Kipé, Ratoma, Conakry', region: 'Conakry', position: [9.6077, -13.6528],
    phone: '+224 620 61 62 63',
    hours: weekAndSunday('08:00', '19:00', null), deliveryTime: '30-60 min', deliveryFee: 6000,
    rating: 4.5, reviewCount: 26, joinedDaysAgo: 130,
    menu: [
      {
        name: 'Fournitures',
        items: [
          item('Cahiers 100 pages (x5)', 15000, 'papeterie', 'Grands carreaux.', { popular: true }),
          item('Stylos à bille (x10)', 10000, 'papeterie', 'Bleu, noir, rouge et vert.'),
          item('Cartable enfant', 80000, 'cadeau', 'Deux compartiments, bretelles rembourrées.'),
        ],
      },
    ],
  },
  {
    key: 'quincaillerie-de-matoto',
    name: 'Quincaillerie de Matoto',
    description: 'Outillage, plomberie et électricité pour la maison.',
    type: 'Autre', category: 'Maison et divers', cuisineType: 'Quincaillerie',
    address: 'Marché de Matoto, Matoto, Conakry', region: 'Conakry', position: [9.5879, -13.6231],
    phone: '+224 655 71 72 73',
    hours: weekAndSunday('08:00', '18:00', null), deliveryTime: '45-60 min', deliveryFee: 10000,
    rating: 3.9, reviewCount: 9, isActive: false, joinedDaysAgo: 70,
    menu: [
      {
        name: 'Outillage',
        items: [
          item('Marteau', 35000, 'outil', 'Manche en bois, 500 g.'),
          item('Ampoule LED 12 W', 15000, 'lampe', 'Culot E27.'),
        ],
      },
    ],
  },
  {
    key: 'wax-et-pagnes-de-kankan',
    name: 'Wax et Pagnes de Kankan',
    description: 'Pagnes wax, bazin et cadeaux de fête, coupés à la demande.',
    type: 'Autre', category: 'Maison et divers', cuisineType: 'Tissus, cadeaux',
    address: 'Rue du commerce, Grand marché, Kankan', region: 'Kankan', position: [10.3879, -9.3027],
    phone: '+224 625 81 82 83',
    hours: weekAndSunday('08:30', '18:30', null), deliveryTime: '45-60 min', deliveryFee: 6000,
    rating: 4.3, reviewCount: 19, owner: 'alpha', appliedWithPlan: 'Essentiel', joinedDaysAgo: 120,
    menu: [
      {
        name: 'Tissus',
        items: [
          item('Pagne wax (6 yards)', 150000, 'textile', 'Motifs au choix, coton imprimé.', { popular: true }),
          item('Bazin riche (3 m)', 250000, 'textile', 'Teint à Kankan.'),
          item('Coffret cadeau', 60000, 'cadeau', 'Foulard et savon parfumé.'),
        ],
      },
    ],
  },
];
