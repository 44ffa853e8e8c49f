import { PERIOD_LABELS } from '../dates';
import { ORDER_STATUS_LABELS } from '../order-lifecycle';
import { ROLE_LABELS } from '../roles';

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

/** The admin home in French (source of `ui/en/admin-home.ts`): figures, quick search, latest orders. */
export const ADMIN_HOME_UI = {
  eyebrow: 'Administration',
  description: 'Les chiffres de la plateforme Livra.',
  statsHeading: (period: string) => `Statistiques · ${period}`,
  quickSearch: 'Recherche rapide',
  latestOrders: 'Dernières commandes',
  allOrders: 'Toutes les commandes',
  periods: PERIOD_LABELS,
  orderStatuses: ORDER_STATUS_LABELS,
  roles: ROLE_LABELS,
  // Figures
  users: 'Utilisateurs',
  businesses: 'Commerces',
  orders: 'Commandes',
  drivers: 'Livreurs',
  revenue: 'Revenus',
  added: (count: number, period: string) => `+${count} · ${period}`,
  revenueHint: (period: string) => `${period} · paiements reçus`,
  pendingOrders: 'Commandes en attente',
  pendingOrdersHint: 'En attente, confirmées ou en préparation',
  activeDrivers: 'Livreurs actifs',
  onDuty: (count: number) => `dont ${count} en service`,
  activeBusinesses: 'Commerces actifs',
  outOfBusinesses: (count: number) => `sur ${plural(count, 'commerce')}`,
  pendingRequestsCount: (count: number) => `${plural(count, 'demande')} en attente`,
  pendingRequests: 'Demandes en attente',
  requestsSplit: (partners: number, drivers: number) =>
    `${plural(partners, 'partenaire')} · ${plural(drivers, 'livreur')}`,
  loading: 'Chargement…',
  handleRequests: 'Traiter les demandes',
  // Quick search
  searchLabel: 'Rechercher un utilisateur, un commerce ou un livreur',
  searchPlaceholder: 'Utilisateur, commerce ou livreur…',
  searchHint: 'Nom, e-mail, adresse ou téléphone : dès la première lettre.',
  searching: 'Recherche en cours...',
  noResults: 'Aucun résultat trouvé',
  none: 'Aucun',
  inactive: 'Inactif',
  // Latest orders
  orderStatusFilter: 'Statut des commandes',
  allStatuses: 'Tous les statuts',
  noOrders: 'Aucune commande',
  noOrdersOfStatus: (status: string) => `Aucune commande « ${status} » pour le moment.`,
  unknownCustomer: 'Client inconnu',
} as const;
