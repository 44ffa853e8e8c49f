import type { OwnerKey, SeedDriver, SeedPerson } from './types';

export const DEMO_PASSWORD = 'demo1234';

/** One account per role, all with the demo password. */
export const DEMO_ACCOUNTS = {
  customer: {
    key: 'mariama-diallo', name: 'Mariama Diallo', email: 'client@livra.gn', phone: '+224 622 45 67 89', role: 'customer',
    address: 'Kipé, Ratoma, Conakry', joinedDaysAgo: 240, dateOfBirth: '1994-03-12', gender: 'female',
  },
  partner: {
    key: 'boubacar-barry', name: 'Boubacar Barry', email: 'partenaire@livra.gn', phone: '+224 628 11 22 33', role: 'partner',
    address: 'Kaloum, Conakry', joinedDaysAgo: 400, gender: 'male',
  },
  driver: {
    key: 'ibrahima-camara', name: 'Ibrahima Camara', email: 'livreur@livra.gn', phone: '+224 622 45 21 87', role: 'driver',
    address: 'Matam, Conakry', joinedDaysAgo: 199, gender: 'male',
  },
  admin: {
    key: 'fatoumata-cisse', name: 'Fatoumata Cissé', email: 'admin@livra.gn', phone: '+224 621 00 00 01', role: 'admin',
    address: 'Kaloum, Conakry', joinedDaysAgo: 500, gender: 'female',
  },
} as const satisfies Record<string, SeedPerson>;

/** Owners of the businesses the demo partner does not own. */
export const OTHER_PARTNERS = {
  kadiatou: {
    key: 'kadiatou-camara', name: 'Kadiatou Camara', email: 'kadiatou.camara@exemple.gn', phone: '+224 622 31 45 98', role: 'partner',
    address: 'Dixinn, Conakry', joinedDaysAgo: 300, gender: 'female',
  },
  alpha: {
    key: 'alpha-oumar-sow', name: 'Alpha Oumar Sow', email: 'alpha.sow@exemple.gn', phone: '+224 625 74 12 09', role: 'partner',
    address: 'Quartier Tata, Labé', joinedDaysAgo: 280, gender: 'male',
  },
  fanta: {
    key: 'fanta-kourouma', name: 'Fanta Kourouma', email: 'fanta.kourouma@exemple.gn', phone: '+224 627 58 30 61', role: 'partner',
    address: 'Quartier Dibia, Boké', joinedDaysAgo: 260, gender: 'female',
  },
} as const satisfies Record<Exclude<OwnerKey, 'demoPartner'>, SeedPerson>;

/** Customers besides the demo one: most in Conakry, at least one in every other region. */
export const OTHER_CUSTOMERS: SeedPerson[] = [
  { key: 'oumou-sylla', name: 'Oumou Sylla', email: 'oumou.sylla@exemple.gn', phone: '+224 664 20 31 42', role: 'customer', address: 'Taouyah, Ratoma, Conakry', joinedDaysAgo: 180, gender: 'female' },
  { key: 'thierno-balde', name: 'Thierno Baldé', email: 'thierno.balde@exemple.gn', phone: '+224 661 52 84 17', role: 'customer', address: 'Hamdallaye, Ratoma, Conakry', joinedDaysAgo: 150, gender: 'male' },
  { key: 'kadiatou-toure', name: 'Kadiatou Touré', email: 'kadiatou.toure@exemple.gn', phone: '+224 655 73 19 28', role: 'customer', address: 'Madina, Matam, Conakry', joinedDaysAgo: 120, gender: 'female' },
  { key: 'sekou-keita', name: 'Sékou Keïta', email: 'sekou.keita@exemple.gn', phone: '+224 628 40 66 12', role: 'customer', address: 'Lambanyi, Ratoma, Conakry', joinedDaysAgo: 95, gender: 'male' },
  { key: 'abdoulaye-soumah', name: 'Abdoulaye Soumah', email: 'abdoulaye.soumah@exemple.gn', phone: '+224 620 14 37 85', role: 'customer', address: 'Camayenne, Dixinn, Conakry', joinedDaysAgo: 70, gender: 'male' },
  { key: 'saran-kondiano', name: 'Saran Kondiano', email: 'saran.kondiano@exemple.gn', phone: '+224 657 26 48 90', role: 'customer', address: 'Quartier Manquepas, Kindia', joinedDaysAgo: 110, gender: 'female' },
  { key: 'aissatou-bah', name: 'Aïssatou Bah', email: 'aissatou.bah@exemple.gn', phone: '+224 662 81 05 37', role: 'customer', address: 'Quartier Daka, Labé', joinedDaysAgo: 90, gender: 'female' },
  { key: 'mamadou-barry', name: 'Mamadou Barry', email: 'mamadou.barry@exemple.gn', phone: '+224 624 93 17 50', role: 'customer', address: 'Quartier Salamani, Kankan', joinedDaysAgo: 85, gender: 'male' },
  { key: 'hawa-kourouma', name: 'Hawa Kourouma', email: 'hawa.kourouma@exemple.gn', phone: '+224 669 35 72 04', role: 'customer', address: 'Quartier Dibia, Boké', joinedDaysAgo: 75, gender: 'female' },
];

/** The demo driver: independent, verified, on duty with an order on the way. */
export const DEMO_DRIVER: SeedDriver = {
  key: DEMO_ACCOUNTS.driver.key,
  name: DEMO_ACCOUNTS.driver.name,
  email: DEMO_ACCOUNTS.driver.email,
  phone: DEMO_ACCOUNTS.driver.phone,
  driverType: 'independent',
  isVerified: true,
  vehicleType: 'Moto',
  vehiclePlate: 'RC-4521-A',
  rating: 4.8,
  requestStatus: 'approved',
  experienceYears: 4,
  availabilityHours: 'Tous les jours, 10 h – 22 h',
  preferredZones: ['Kaloum', 'Dixinn', 'Ratoma'],
  notes: 'Je connais bien Kaloum et Ratoma, moto entretenue chaque semaine.',
  appliedDaysAgo: 200,
  hasAccount: true,
};

/** Other drivers, in every state an admin or a partner meets. */
export const OTHER_DRIVERS: SeedDriver[] = [
  {
    key: 'alseny-conte', name: 'Alseny Conté', email: 'alseny.conte@exemple.gn', phone: '+224 624 18 37 52', driverType: 'service',
    businessKey: 'le-maquis-de-kaloum', isVerified: true, vehicleType: 'Moto', vehiclePlate: 'RC-3187-B', rating: 4.6,
    requestStatus: 'approved', experienceYears: 3, availabilityHours: 'Midi et soir', preferredZones: ['Kaloum'],
    appliedDaysAgo: 160, hasAccount: true,
  },
  {
    key: 'moussa-sylla', name: 'Moussa Sylla', email: 'moussa.sylla@exemple.gn', phone: '+224 661 47 20 93', driverType: 'service',
    businessKey: 'le-maquis-de-kaloum', isVerified: false, vehicleType: 'Moto', vehiclePlate: 'RC-2284-C', rating: 4.2,
    requestStatus: 'approved', experienceYears: 1, preferredZones: ['Kaloum', 'Dixinn'], appliedDaysAgo: 25, hasAccount: true,
  },
  {
    key: 'mohamed-bangoura', name: 'Mohamed Bangoura', email: 'mohamed.bangoura@exemple.gn', phone: '+224 656 30 81 47', driverType: 'independent',
    isVerified: true, vehicleType: 'Moto', vehiclePlate: 'RC-5906-D', rating: 4.5, requestStatus: 'approved', experienceYears: 2,
    availabilityHours: 'Du lundi au samedi, 8 h – 18 h', preferredZones: ['Ratoma', 'Matoto'], appliedDaysAgo: 140, hasAccount: true,
  },
  {
    key: 'lansana-kaba', name: 'Lansana Kaba', email: 'lansana.kaba@exemple.gn', phone: '+224 628 93 16 40', driverType: 'independent',
    isVerified: false, vehicleType: 'Voiture', vehiclePlate: 'RC-8812-E', rating: 0, requestStatus: 'approved', experienceYears: 6,
    preferredZones: ['Matam', 'Matoto'], notes: 'Taxi le matin, disponible pour les livraisons l’après-midi.', appliedDaysAgo: 6, hasAccount: false,
  },
  {
    key: 'aboubacar-cisse', name: 'Aboubacar Cissé', email: 'aboubacar.cisse@exemple.gn', phone: '+224 666 52 09 83', driverType: 'service',
    businessKey: 'chez-fatou-saveurs-de-guinee', isVerified: false, vehicleType: 'Moto', rating: 0, requestStatus: 'pending',
    experienceYears: 1, preferredZones: ['Ratoma'], appliedDaysAgo: 3, hasAccount: false,
  },
  {
    key: 'djenabou-diallo', name: 'Djénabou Diallo', email: 'djenabou.diallo@exemple.gn', phone: '+224 620 77 41 26', driverType: 'independent',
    isVerified: false, vehicleType: 'Vélo', rating: 0, requestStatus: 'pending', experienceYears: 0,
    availabilityHours: 'Week-ends', preferredZones: ['Kaloum'], notes: 'Étudiante, je livre à vélo dans Kaloum.', appliedDaysAgo: 1, hasAccount: false,
  },
  {
    key: 'fode-sacko', name: 'Fodé Sacko', email: 'fode.sacko@exemple.gn', phone: '+224 666 39 70 24', driverType: 'independent',
    isVerified: false, vehicleType: 'Camion', vehiclePlate: 'RC-1450-F', rating: 0, requestStatus: 'rejected', experienceYears: 10,
    adminNotes: 'Permis poids lourd expiré.', appliedDaysAgo: 21, hasAccount: false,
  },
];
