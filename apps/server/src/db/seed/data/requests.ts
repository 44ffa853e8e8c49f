import type { SeedPartnerRequest } from './types';

/** Partner applications in every state, for the admin's queue and the applicants' status page. */
export const PARTNER_REQUESTS: SeedPartnerRequest[] = [
  {
    key: 'le-jardin-de-dixinn', name: 'Le Jardin de Dixinn', type: 'Restaurant', region: 'Conakry', planName: 'Pro', status: 'pending', daysAgo: 1,
    description: 'Restaurant en plein air : grillades, salades et jus frais dans un jardin ombragé.',
    address: 'Cité des Nations, Dixinn, Conakry',
    ownerName: 'Aminata Kaba', ownerEmail: 'aminata.kaba@exemple.gn', ownerPhone: '+224 621 36 48 59',
    requestNotes: 'Nous avons déjà deux livreurs à moto et voulons en ajouter.',
  },
  {
    key: 'boulangerie-du-niger', name: 'Boulangerie du Niger', type: 'Café', region: 'Conakry', planName: 'Essentiel', status: 'pending', daysAgo: 4,
    description: 'Pain, croissants et gâteaux cuits chaque matin.',
    address: 'Marché du Niger, Kaloum, Conakry',
    ownerName: 'Lamine Sow', ownerEmail: 'lamine.sow@exemple.gn', ownerPhone: '+224 657 83 29 14',
  },
  {
    key: 'epicerie-bonne-affaire', name: 'Épicerie Bonne Affaire', type: 'Supermarché', region: 'Kindia', planName: 'Essentiel', status: 'approved', daysAgo: 9,
    description: 'Épicerie de quartier : riz, huile, sucre et produits ménagers.',
    address: 'Quartier Manquepas, Kindia',
    ownerName: 'Mamadou Diallo', ownerEmail: 'mamadou.diallo@exemple.gn', ownerPhone: '+224 622 19 73 46',
    adminNotes: 'Dossier complet, compte partenaire à créer.',
  },
  {
    key: 'tech-express-matoto', name: 'Tech Express Matoto', type: 'Électronique', region: 'Conakry', planName: 'Pro', status: 'rejected', daysAgo: 14,
    description: 'Téléphones reconditionnés et accessoires.',
    address: 'Carrefour Matoto, Matoto, Conakry',
    ownerName: 'Youssouf Camara', ownerEmail: 'youssouf.camara@exemple.gn', ownerPhone: '+224 666 14 25 36',
    adminNotes: 'Registre du commerce manquant.',
  },
];
