import { CATALOG_TEXTS } from './catalog';
import { MESSAGES } from './messages';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from './orders';
import type {
  driverCandidateSchema,
  partnerDriverDeliverySchema,
  partnerDriverDetailSchema,
  partnerDriverPerformanceSchema,
  partnerDriverSchema,
  partnerMenuCategorySchema,
  partnerMenuItemSchema,
  partnerOrderDetailSchema,
  partnerOrderListItemSchema,
  partnerOrderListSchema,
  partnerReservationSchema,
} from './partner-ops-schemas';
import type { z } from 'zod';
import { registerCheckCatalogue } from './check-catalogues';

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
registerCheckCatalogue('partnerOps', PARTNER_OPS_TEXTS);

// --- Orders --------------------------------------------------------------------------------

export const PARTNER_ORDERS_PAGE_SIZE = 20;
/** `active` = everything the business still has to handle (not delivered nor cancelled). */
export const PARTNER_ORDER_FILTERS = ['active', ...ORDER_STATUSES] as const;
export type PartnerOrderFilter = (typeof PARTNER_ORDER_FILTERS)[number];
export const PARTNER_ORDER_FILTER_LABELS: Record<PartnerOrderFilter, string> = {
  active: 'En cours',
  ...ORDER_STATUS_LABELS,
};

// The shapes the API answers are zod schemas in partner-ops-schemas.ts; their types, inferred here.
export type PartnerOrderListItem = z.infer<typeof partnerOrderListItemSchema>;
export type PartnerOrderList = z.infer<typeof partnerOrderListSchema>;
export type PartnerOrderDetail = z.infer<typeof partnerOrderDetailSchema>;
export type DriverCandidate = z.infer<typeof driverCandidateSchema>;
export type PartnerMenuCategory = z.infer<typeof partnerMenuCategorySchema>;
export type PartnerMenuItem = z.infer<typeof partnerMenuItemSchema>;
export type PartnerReservation = z.infer<typeof partnerReservationSchema>;
export type PartnerDriver = z.infer<typeof partnerDriverSchema>;
export type PartnerDriverDelivery = z.infer<typeof partnerDriverDeliverySchema>;
export type PartnerDriverPerformance = z.infer<typeof partnerDriverPerformanceSchema>;
export type PartnerDriverDetail = z.infer<typeof partnerDriverDetailSchema>;

// --- Menu ----------------------------------------------------------------------------------

export const MENU_ITEM_PRICE_MAX = 10_000_000;

// --- Reservations --------------------------------------------------------------------------

// --- Service drivers -----------------------------------------------------------------------

export const PARTNER_DRIVER_RECENT_DELIVERIES = 20;
