import { CATALOG_TEXTS } from './catalog';
import { MESSAGES } from './messages';
import type { DeliveryMethod } from './money';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderDetail, type OrderStatus, type PaymentStatus } from './orders';
import type { ReservationStatus } from './reservations';

/**
 * The partner dashboard's daily operations: orders, menu, reservations and service drivers.
 * The spec shows none of these screens, so the texts below are ours; the spec's own words
 * (`Commande non trouvée`, `Erreur lors de l'assignation du chauffeur`, `Livreur non trouvé`…)
 * stay in MESSAGES and are built upon here. The zod schemas are in partner-ops-schemas.ts
 * (zod stays out of pages without forms).
 */
const assignError = MESSAGES.driverAssignError;

export const PARTNER_OPS_TEXTS = {
  // Orders
  orderFilterInvalid: 'Filtre de statut invalide',
  pageInvalid: CATALOG_TEXTS.invalidPage,
  orderIdInvalid: MESSAGES.orderNotFound,
  cancelReasonRequired: "Indiquez la raison de l'annulation",
  driverNotEligible: `${assignError} : ce livreur n'est ni un de vos livreurs actifs, ni un livreur indépendant vérifié, en service et disponible.`,
  driverAssignPickup: `${assignError} : cette commande est à retirer sur place, elle n'a pas besoin de livreur.`,
  driverAssignTooLate: (label: string) => `${assignError} : la commande est déjà ${label.toLowerCase()}.`,
  driverAssigned: (name: string) => `${name} livrera cette commande`,
  statusUpdated: (label: string) => `Statut mis à jour : ${label}`,
  newOrder: 'Nouvelle commande !',
  // Menu
  categoryNameRequired: 'Le nom de la catégorie est requis',
  categoryNameTaken: 'Une catégorie de ce menu porte déjà ce nom',
  categoryNotFound: CATALOG_TEXTS.categoryNotFound,
  categoryIdInvalid: CATALOG_TEXTS.invalidCategoryId,
  categoryNotEmpty: (count: number) =>
    `Cette catégorie contient encore ${count} article${count > 1 ? 's' : ''} : déplacez-les ou supprimez-les avant de la supprimer (ou masquez-la).`,
  reorderInvalid: 'La liste doit contenir chaque catégorie de ce menu, une seule fois',
  itemNameRequired: "Le nom de l'article est requis",
  itemIdInvalid: MESSAGES.menuItemNotFound,
  priceInvalid: 'Le prix doit être un nombre entier de francs guinéens',
  priceTooLow: 'Le prix doit être supérieur à 0 GNF',
  priceTooHigh: 'Le prix ne peut pas dépasser 10 000 000 GNF',
  itemCategoryUnknown: "Cette catégorie n'existe pas dans le menu de ce commerce",
  flagInvalid: 'Cette option doit valoir vrai ou faux',
  categoryCreated: 'Catégorie ajoutée',
  categorySaved: 'Catégorie enregistrée',
  categoriesReordered: 'Ordre des catégories enregistré',
  itemCreated: 'Article ajouté au menu',
  itemSaved: 'Article enregistré',
  itemDeleted: 'Article supprimé du menu',
  photoUpdated: 'Photo mise à jour',
  // Reservations
  reservationFilterInvalid: 'Filtre de réservation invalide',
  reservationIdInvalid: 'Identifiant de réservation invalide',
  reservationConfirmed: 'Réservation confirmée',
  reservationDeclined: 'Réservation refusée',
} as const;

// --- Orders --------------------------------------------------------------------------------

export const PARTNER_ORDERS_PAGE_SIZE = 20;
/** `active` = everything the business still has to handle (not delivered nor cancelled). */
export const PARTNER_ORDER_FILTERS = ['active', ...ORDER_STATUSES] as const;
export type PartnerOrderFilter = (typeof PARTNER_ORDER_FILTERS)[number];
export const PARTNER_ORDER_FILTER_LABELS: Record<PartnerOrderFilter, string> = { active: 'En cours', ...ORDER_STATUS_LABELS };

export interface PartnerOrderListItem {
  id: string;
  orderNumber: string;
  customerName: string;
  status: OrderStatus;
  grandTotal: number;
  itemCount: number;
  deliveryMethod: DeliveryMethod;
  paymentStatus: PaymentStatus;
  driverName: string | null;
  createdAt: string;
}

export interface PartnerOrderList {
  items: PartnerOrderListItem[];
  total: number;
  page: number;
  pageSize: number;
  /** How many orders of the business are in each status now (for the filter chips). */
  counts: Partial<Record<OrderStatus, number>>;
}

/** The order as the customer sees it, plus who to call and which driver carries it. */
export interface PartnerOrderDetail extends OrderDetail {
  customer: { name: string; phone: string | null };
  driverId: string | null;
}

/** A driver the business may give an order to. */
export interface DriverCandidate {
  id: string;
  name: string;
  phone: string;
  avatarUrl: string | null;
  driverType: 'independent' | 'service';
  vehicleType: string;
  vehiclePlate: string | null;
  rating: number;
  deliveries: number;
  onDuty: boolean;
  /** From the business, by the driver's last shared position; null when either is unknown. */
  distanceKm: number | null;
}

// --- Menu ----------------------------------------------------------------------------------

export const MENU_ITEM_PRICE_MAX = 10_000_000;
export interface PartnerMenuCategory {
  id: string;
  name: string;
  description: string | null;
  sortOrder: number;
  isActive: boolean;
  itemCount: number;
}

export interface PartnerMenuItem {
  id: string;
  name: string;
  description: string | null;
  price: number;
  image: string | null;
  menuCategoryId: string | null;
  isAvailable: boolean;
  isPopular: boolean;
  createdAt: string;
}

// --- Reservations --------------------------------------------------------------------------

export interface PartnerReservation {
  id: string;
  customerName: string;
  customerPhone: string | null;
  date: string;
  time: string;
  partySize: number;
  note: string | null;
  status: ReservationStatus;
  isPast: boolean;
  createdAt: string;
}

// --- Service drivers -----------------------------------------------------------------------

export const PARTNER_DRIVER_RECENT_DELIVERIES = 20;

export interface PartnerDriver {
  id: string;
  name: string;
  phone: string;
  email: string;
  avatarUrl: string | null;
  vehicleType: string;
  vehiclePlate: string | null;
  isActive: boolean;
  isVerified: boolean;
  onDuty: boolean;
  /** Orders of this business the driver delivered. */
  deliveries: number;
  earnings: number;
  rating: number;
  lastActive: string | null;
}

export interface PartnerDriverDelivery {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  customerName: string;
  deliveryAddress: string | null;
  grandTotal: number;
  paymentStatus: PaymentStatus;
  createdAt: string;
  actualDelivery: string | null;
}

export interface PartnerDriverPerformance {
  deliveriesThisMonth: number;
  /** Cash handed over this month: grand totals of the month's delivered, paid orders. */
  cashCollectedThisMonth: number;
  /** Pick-up to door, in minutes, over the deliveries for this business; null before the first. */
  averageDeliveryMinutes: number | null;
  /** Share of deliveries made by the estimated time, in percent; null when none can be measured. */
  onTimeShare: number | null;
}

export interface PartnerDriverDetail {
  driver: PartnerDriver;
  performance: PartnerDriverPerformance;
  deliveries: PartnerDriverDelivery[];
}
