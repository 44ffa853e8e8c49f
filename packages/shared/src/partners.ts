import type { z } from 'zod';
import type {
  partnerBusinessProfileSchema,
  partnerBusinessSummarySchema,
  partnerRecentOrderSchema,
  partnerRevenueSchema,
  partnerStatsSchema,
  revenuePointSchema,
  topItemSchema,
} from './partner-schemas';
import { PERIODS } from './dates';
import { REGIONS } from './regions';
import { registerCheckCatalogue } from './check-catalogues';

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
  hoursInvalid:
    "Horaires invalides : indiquez pour chaque jour une heure d'ouverture et de fermeture (HH:mm), ou fermé",
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
registerCheckCatalogue('partner', PARTNER_TEXTS);

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

// The shapes are zod schemas in partner-schemas.ts; their types, inferred here.
export type PartnerBusinessSummary = z.infer<typeof partnerBusinessSummarySchema>;
export type PartnerRecentOrder = z.infer<typeof partnerRecentOrderSchema>;
export type TopItem = z.infer<typeof topItemSchema>;
export type PartnerStats = z.infer<typeof partnerStatsSchema>;
export type RevenuePoint = z.infer<typeof revenuePointSchema>;
export type PartnerRevenue = z.infer<typeof partnerRevenueSchema>;
export type PartnerBusinessProfile = z.infer<typeof partnerBusinessProfileSchema>;
