import { DELIVERY_METHOD_LABELS } from '../cart';
import { PERIOD_LABELS } from '../dates';
import { ORDERS_MESSAGES } from '../messages-orders';
import { PAYMENT_STATUS_LABELS } from '../orders';
import { PARTNER_OPS_TEXTS } from '../partner-ops';
import { ROLE_LABELS } from '../roles';

const count = (value: number) => value.toLocaleString('fr-FR');
const plural = (value: number) => (value > 1 ? 's' : '');

/** The admin orders page in French (source of `ui/en/orders-admin.ts`): list, filters, export, one order. */
export const ORDERS_ADMIN_UI = {
  eyebrow: 'Administration',
  title: 'Commandes',
  description: 'Toutes les commandes de la plateforme : suivez-les, changez leur statut, assignez un livreur.',
  // Labels of the shared catalogue, in the language shown
  deliveryMethods: DELIVERY_METHOD_LABELS,
  paymentStatuses: PAYMENT_STATUS_LABELS,
  roles: ROLE_LABELS,
  periods: PERIOD_LABELS,
  // List
  viewOrder: (number: string) => `Voir la commande ${number}`,
  pickupShort: 'Retrait',
  order: 'Commande',
  customer: 'Client',
  business: 'Commerce',
  total: 'Total',
  status: 'Statut',
  driver: 'Livreur',
  orders: 'Commandes',
  driverPrefix: 'Livreur : ',
  noOrders: 'Aucune commande',
  noMatch: 'Aucune commande ne correspond à ces filtres.',
  orderCount: (total: number) => `${count(total)} commande${plural(total)}`,
  loading: 'Chargement…',
  detailTitle: 'Détail de la commande',
  detailDescription: 'Articles, totaux, client, adresse, livreur, historique des statuts et actions',
  // Toolbar
  allDates: 'Toutes les dates',
  chosenDates: 'Dates choisies…',
  searchLabel: 'Rechercher par numéro, client ou commerce',
  searchPlaceholder: 'N°, client, e-mail, commerce…',
  allStatuses: 'Tous les statuts',
  period: 'Période',
  from: 'Du',
  to: 'Au',
  nothingToExport: 'Aucune commande à exporter',
  exportedPart: (done: number, total: number) =>
    `${count(done)} commandes exportées sur ${count(total)} (limite de l’export)`,
  exported: (done: number) => `${count(done)} commande${plural(done)} exportée${plural(done)}`,
  export: 'Exporter',
  csvFileName: (day: string) => `commandes-${day}.csv`,
  csv: {
    number: 'Numéro',
    date: 'Date',
    customer: 'Client',
    customerEmail: 'E-mail du client',
    business: 'Commerce',
    method: 'Mode',
    total: 'Total (GNF)',
    status: 'Statut',
    payment: 'Paiement',
    driver: 'Livreur',
  },
  // Actions
  quickReasons: {
    closed: 'Commerce fermé',
    unreachable: 'Client injoignable',
    outOfStock: 'Article en rupture de stock',
    duplicate: 'Commande en double',
  },
  current: ' (actuel)',
  note: 'Note',
  optionalFeminine: '(facultative)',
  notePlaceholder: 'Ex. : vu avec le client',
  apply: 'Appliquer',
  changeDriver: 'Changer de livreur',
  assignDriver: 'Assigner un livreur',
  cancelOrder: 'Annuler la commande',
  reopenTitle: (status: string) => `Modifier une commande ${status.toLowerCase()} ?`,
  reopenText: (number: string, status: string) =>
    `La commande ${number} passera à « ${status} ». Le client sera prévenu par notification et par e-mail.`,
  confirm: 'Confirmer',
  statusChanged: ORDERS_MESSAGES.adminStatusChanged,
  cancelTitle: (number: string) => `Annuler la commande ${number} ?`,
  cancelText: 'Le client sera prévenu par notification et par e-mail, avec la raison ci-dessous.',
  cancelReason: 'Raison de l’annulation',
  cancelReasonRequired: PARTNER_OPS_TEXTS.cancelReasonRequired,
  keepOrder: 'Garder la commande',
  confirmCancel: 'Confirmer l’annulation',
  // One order
  cashPayment: (status: string) => `Paiement en espèces (${status.toLowerCase()})`,
  deliveryAddress: 'Adresse de livraison',
  addressMissing: 'Adresse non précisée',
  landmark: 'Repère :',
  instructions: 'Instructions :',
  pickupNoDriver: 'Retrait sur place : pas de livreur.',
  noDriver: 'Aucun livreur assigné.',
  estimatedDelivery: (date: string) => `Livraison estimée : ${date}`,
  deliveredOn: (date: string) => `Livrée le ${date}`,
  statusHistory: 'Historique des statuts',
  changedBy: (name: string, role: string | null) => `par ${name}${role ? ` (${role})` : ''}`,
  automatic: 'automatique',
  quoted: (text: string) => `« ${text} »`,
  before: (status: string) => ` · avant : ${status}`,
  // Driver picker
  searchDriver: 'Rechercher un livreur',
  driverPlaceholder: 'Nom, téléphone, plaque',
  noEligibleDriver: 'Aucun livreur actif et approuvé ne peut prendre cette commande.',
  noDriverMatch: 'Aucun livreur ne correspond.',
  availableDrivers: 'Livreurs disponibles',
  businessDriver: 'Livreur du commerce',
  independent: 'Indépendant',
  onDuty: 'En service',
  offDuty: 'Hors service',
  activeDeliveries: (active: number) =>
    active === 0 ? 'Aucune livraison en cours' : `${active} livraison${plural(active)} en cours`,
  assigned: 'Assigné',
  assign: 'Assigner',
} as const;
