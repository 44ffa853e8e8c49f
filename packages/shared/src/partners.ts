import type { OpeningHoursView } from './catalog';
import { PERIODS, type Period } from './dates';
import type { OrderStatus, PaymentStatus } from './orders';
import { REGIONS } from './regions';

/**
 * The partner dashboard's business side: overview figures, revenue series, profile and
 * settings. The spec gives no words for these screens, so the texts below are ours; the
 * spec's own messages stay in MESSAGES (e.g. `Business non trouvé`, `Client inconnu`).
 * The zod schemas are in partner-schemas.ts (zod stays out of pages without forms).
 */
export const PARTNER_TEXTS = {
  invalidPeriod: `Période invalide (${PERIODS.join(', ')})`,
  nameRequired: 'Le nom du commerce est requis',
  nameTooShort: 'Le nom du commerce doit contenir au moins 2 caractères',
  regionInvalid: `Région inconnue : choisissez ${REGIONS.join(', ')}`,
  deliveryFeeInvalid: 'Les frais de livraison doivent être un nombre entier de francs guinéens',
  deliveryFeeNegative: 'Les frais de livraison ne peuvent pas être négatifs',
  deliveryFeeTooHigh: 'Les frais de livraison ne peuvent pas dépasser 100 000 GNF',
  deliveryTimeInvalid: 'Le délai de livraison doit être écrit comme « 30-45 min » (minutes, 1 à 240)',
  isOpenInvalid: 'Indiquez si le commerce est ouvert (true) ou fermé (false)',
  hoursInvalid: "Horaires invalides : indiquez pour chaque jour une heure d'ouverture et de fermeture (HH:mm), ou fermé",
  timeInvalid: "L'heure est invalide (HH:mm)",
  closeBeforeOpen: (day: string) => `${day} : l'heure de fermeture doit être après l'heure d'ouverture`,
  unknownDay: 'Jour inconnu dans les horaires (monday … sunday)',
  fieldNotEditable: (keys: string) => `Champ non modifiable ici : ${keys}`,
  profileSaved: 'Profil du commerce enregistré',
  settingsSaved: 'Paramètres enregistrés',
  logoUpdated: 'Logo mis à jour',
  coverUpdated: 'Image de couverture mise à jour',
  nowOpen: 'Votre commerce est ouvert : il reçoit des commandes',
  nowClosed: 'Votre commerce est fermé : il ne reçoit plus de commandes',
  noBusiness: "Vous n'avez pas encore de commerce sur Livra",
} as const;

/** Delivery fee a partner may set on their business (integer GNF). */
export const PARTNER_DELIVERY_FEE_MAX = 100_000;
/** Figures of spec 01 §9 for the partner overview. */
export const PARTNER_RECENT_ORDERS_LIMIT = 10;
export const TOP_ITEMS_LIMIT = 10;
export const DEFAULT_AVERAGE_DELIVERY_MINUTES = 35;
/** Deliveries longer than this (forgotten "delivered" clicks…) would distort the average. */
export const MAX_COUNTED_DELIVERY_MINUTES = 180;
/** Revenue series (spec 01 §9): daily over 7 days, weekly over 4 weeks, monthly since 1 January. */
export const REVENUE_DAILY_POINTS = 7;
export const REVENUE_WEEKLY_POINTS = 4;

// --- What the API answers ------------------------------------------------------------------

/** One of my businesses, for the switcher. */
export interface PartnerBusinessSummary {
  id: string;
  name: string;
  type: string | null;
  isOpen: boolean;
  isActive: boolean;
  logo: string | null;
  rating: number;
}

export interface PartnerRecentOrder {
  id: string;
  orderNumber: string;
  customerName: string;
  grandTotal: number;
  status: OrderStatus;
  statusLabel: string;
  paymentStatus: PaymentStatus;
  createdAt: string;
}

export interface TopItem {
  name: string;
  quantity: number;
  /** Sum of price × quantity of the lines sold (orders not cancelled). */
  revenue: number;
  /** Share of the period's total quantity, in percent (one decimal). */
  share: number;
}

export interface PartnerStats {
  period: Period;
  /** Start of the period (Africa/Conakry), ISO. */
  periodStart: string;
  orders: number;
  /** Grand totals of the period's orders whose payment is completed. */
  revenue: number;
  /** Orders waiting now (pending, confirmed, preparing), whatever the period. */
  pendingOrders: number;
  averageRating: number;
  reviewCount: number;
  averageDeliveryMinutes: number;
  /** How many deliveries the average comes from; 0 means the default of 35 minutes. */
  deliveriesMeasured: number;
  recentOrders: PartnerRecentOrder[];
  topItems: TopItem[];
}

export interface RevenuePoint {
  /** First day of the bucket, `YYYY-MM-DD` (Africa/Conakry). */
  start: string;
  revenue: number;
  orders: number;
}

export interface PartnerRevenue {
  daily: RevenuePoint[];
  weekly: RevenuePoint[];
  monthly: RevenuePoint[];
  /** Top items of the current month. */
  topItems: TopItem[];
}

export interface PartnerBusinessProfile {
  id: string;
  name: string;
  description: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  region: string;
  cuisineType: string | null;
  businessType: string | null;
  deliveryFee: number;
  deliveryTime: string;
  isOpen: boolean;
  isActive: boolean;
  openingHours: OpeningHoursView | null;
  logo: string | null;
  coverImage: string | null;
  rating: number;
  reviewCount: number;
}
