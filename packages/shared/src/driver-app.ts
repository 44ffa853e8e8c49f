import { DRIVER_TYPES } from './drivers';
import { MESSAGES } from './messages';
import { mayChangeOrderStatus, ORDER_STATUSES, type OrderStatus } from './order-lifecycle';
import { PAYMENT_STATUSES, type PaymentStatus } from './orders';
import { gnf, pageOf, timestamp, z } from './zod';
import { registerCheckCatalogue } from './check-catalogues';

/**
 * The driver app: duty, offers, delivery steps, cash, position, history. The spec gives no
 * words for these rules, so the messages below are ours (spec messages stay in MESSAGES).
 */
export const DRIVER_APP_MESSAGES = {
  offerTaken: 'Cette commande a déjà été prise par un autre livreur.',
  offerUnavailable: "Cette commande n'est plus disponible.",
  offersNeedDuty: 'Passez en service pour voir et accepter des commandes.',
  locationNeedsDuty: 'Passez en service pour partager votre position.',
  finishDeliveriesFirst: 'Terminez vos livraisons en cours avant de quitter le service.',
  stepNotAllowed: (current: string, target: string) =>
    `Étape impossible : la commande est « ${current} », elle ne peut pas passer à « ${target} ».`,
  cashBeforeDelivered: 'Marquez la commande comme livrée avant de confirmer les espèces encaissées.',
  dutyInvalid: 'Indiquez si vous prenez ou quittez le service (onDuty: true ou false)',
  stepInvalid: 'Étape invalide : récupérée, en cours de livraison ou livrée',
  latitudeInvalid: 'La latitude doit être un nombre entre -90 et 90',
  longitudeInvalid: 'La longitude doit être un nombre entre -180 et 180',
  accuracyInvalid: 'La précision doit être un nombre de mètres positif',
  pageInvalid: 'Le numéro de page doit être un entier positif',
  onDuty: 'Vous êtes en service',
  offDuty: 'Vous êtes hors service',
  offerAccepted: 'Commande acceptée',
  cashCollected: 'Espèces encaissées',
  stepSaved: 'Étape enregistrée',
  earningsExplained:
    'Vos gains : les frais de livraison de chaque commande livrée, comptés quand vous confirmez les espèces encaissées.',
} as const;
registerCheckCatalogue('driverApp', DRIVER_APP_MESSAGES);

/** The steps a driver records, in order; `cash` is the confirmation of the cash collected after delivery. */
export const DRIVER_STEPS = ['picked_up', 'out_for_delivery', 'delivered'] as const;
export type DriverStep = (typeof DRIVER_STEPS)[number];
export type DriverNextAction = DriverStep | 'cash';

/**
 * What the driver does next on an order assigned to them, or null when there is nothing to do:
 * the first step the lifecycle table lets a driver take from this status, then the cash.
 */
export function driverNextAction(status: OrderStatus, paymentStatus: PaymentStatus): DriverNextAction | null {
  if (status === 'delivered') return paymentStatus === 'completed' ? null : 'cash';
  return DRIVER_STEPS.find((step) => mayChangeOrderStatus('driver', status, step)) ?? null;
}

/** Button texts: the French status labels, and the cash confirmation. */
export const DRIVER_ACTION_LABELS: Record<DriverNextAction, string> = {
  picked_up: 'Récupérée',
  out_for_delivery: 'En cours de livraison',
  delivered: 'Livrée',
  cash: 'Espèces encaissées',
};

/** The web sends the position about every 5 s; the server ignores updates closer than 2 s. */
export const LOCATION_SEND_INTERVAL_MS = 5_000;
export const LOCATION_MIN_INTERVAL_MS = 2_000;
/** Offers are pushed live; this refetch is the fallback when events are missed. */
export const OFFERS_REFETCH_MS = 20_000;
export const DRIVER_HISTORY_PAGE_SIZE = 20;
export const OFFERS_LIMIT = 30;

// --- Requests ---

/** A driver id: `ID de driver invalide` when missing or empty, `Format d'ID invalide (UUID attendu)` when malformed. */
export const driverIdSchema = z
  .string({ error: MESSAGES.driverIdInvalid })
  .trim()
  .min(1, MESSAGES.driverIdInvalid)
  .pipe(z.uuid({ error: MESSAGES.driverIdFormat }));

/** An order id in a driver route: a malformed one gets the same UUID message. */
export const driverOrderIdSchema = z
  .string({ error: MESSAGES.driverIdFormat })
  .trim()
  .pipe(z.uuid({ error: MESSAGES.driverIdFormat }));

export const dutySchema = z.object({ onDuty: z.boolean({ error: DRIVER_APP_MESSAGES.dutyInvalid }) });
export type DutyInput = z.infer<typeof dutySchema>;

export const driverStepSchema = z.object({ status: z.enum(DRIVER_STEPS, { error: DRIVER_APP_MESSAGES.stepInvalid }) });
export type DriverStepInput = z.infer<typeof driverStepSchema>;

const coordinate = (limit: number, message: string) =>
  z.number({ error: message }).min(-limit, message).max(limit, message);

export const driverLocationSchema = z.object({
  latitude: coordinate(90, DRIVER_APP_MESSAGES.latitudeInvalid),
  longitude: coordinate(180, DRIVER_APP_MESSAGES.longitudeInvalid),
  accuracy: z
    .number({ error: DRIVER_APP_MESSAGES.accuracyInvalid })
    .min(0, DRIVER_APP_MESSAGES.accuracyInvalid)
    .max(100_000, DRIVER_APP_MESSAGES.accuracyInvalid)
    .nullish(),
});
export type DriverLocationInput = z.infer<typeof driverLocationSchema>;

export const driverHistoryQuerySchema = z.object({
  page: z.coerce
    .number({ error: DRIVER_APP_MESSAGES.pageInvalid })
    .int(DRIVER_APP_MESSAGES.pageInvalid)
    .min(1, DRIVER_APP_MESSAGES.pageInvalid)
    .max(10_000, DRIVER_APP_MESSAGES.pageInvalid)
    .default(1),
});

// --- Answers ---

const latLngSchema = z.object({ latitude: z.number(), longitude: z.number() });
export type LatLng = z.infer<typeof latLngSchema>;

export const driverProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  driverType: z.enum(DRIVER_TYPES),
  businessId: z.uuid().nullable(),
  businessName: z.string().nullable(),
  vehicleType: z.string(),
  vehiclePlate: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isVerified: z.boolean(),
});
export type DriverProfile = z.infer<typeof driverProfileSchema>;

export const driverMeSchema = z.object({
  driver: driverProfileSchema,
  onDuty: z.boolean(),
  /** Start of the current work session. */
  dutySince: timestamp().nullable(),
  stats: z.object({
    /** Deliveries whose cash was confirmed, and what they earned (delivery fees). */
    totalDeliveries: z.number().int(),
    totalEarnings: gnf(),
    rating: z.number(),
    todayDeliveries: z.number().int(),
    todayEarnings: gnf(),
    /** Orders assigned and not finished (cash not yet confirmed included). */
    activeDeliveries: z.number().int(),
  }),
  lastLocation: latLngSchema.extend({ accuracy: z.number().nullable(), recordedAt: timestamp() }).nullable(),
});
export type DriverMe = z.infer<typeof driverMeSchema>;

export const driverOfferSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  businessName: z.string(),
  businessAddress: z.string().nullable(),
  businessRegion: z.string().nullable(),
  pickup: latLngSchema.nullable(),
  deliveryAddress: z.string().nullable(),
  landmark: z.string().nullable(),
  itemCount: z.number().int(),
  /** What the customer pays in cash. */
  grandTotal: gnf(),
  /** What the driver earns: the delivery fee. */
  earning: gnf(),
  /** From the driver's last position to the business, when both are known. */
  distanceKm: z.number().nullable(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type DriverOffer = z.infer<typeof driverOfferSchema>;

export const driverOffersResponseSchema = z.object({ onDuty: z.boolean(), items: z.array(driverOfferSchema) });
export type DriverOffersResponse = z.infer<typeof driverOffersResponseSchema>;

export const driverOrderSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  nextAction: z.enum([...DRIVER_STEPS, 'cash']).nullable(),
  businessName: z.string(),
  businessAddress: z.string().nullable(),
  businessPhone: z.string().nullable(),
  pickup: latLngSchema.nullable(),
  customerName: z.string().nullable(),
  customerPhone: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  landmark: z.string().nullable(),
  deliveryInstructions: z.string().nullable(),
  items: z.array(
    z.object({ name: z.string(), quantity: z.number().int(), specialInstructions: z.string().nullable() }),
  ),
  subtotal: gnf(),
  tax: gnf(),
  deliveryFee: gnf(),
  /** The amount to collect in cash. */
  grandTotal: gnf(),
  earning: gnf(),
  estimatedDelivery: timestamp().nullable(),
  actualDelivery: timestamp().nullable(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type DriverOrder = z.infer<typeof driverOrderSchema>;

export const driverOrderResponseSchema = z.object({ order: driverOrderSchema });
export type DriverOrderResponse = z.infer<typeof driverOrderResponseSchema>;

export const driverOrdersResponseSchema = z.object({ items: z.array(driverOrderSchema) });
export type DriverOrdersResponse = z.infer<typeof driverOrdersResponseSchema>;

export const driverHistoryItemSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  businessName: z.string(),
  deliveryAddress: z.string().nullable(),
  status: z.enum(['delivered', 'cancelled']),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  grandTotal: gnf(),
  earning: gnf(),
  /** Delivery time (or last change, for a cancelled order). */
  finishedAt: timestamp(),
  createdAt: timestamp(),
});
export type DriverHistoryItem = z.infer<typeof driverHistoryItemSchema>;

export const driverHistoryResponseSchema = pageOf(driverHistoryItemSchema).extend({
  totals: z.object({ deliveries: z.number().int(), earnings: gnf(), cancelled: z.number().int() }),
});
export type DriverHistoryResponse = z.infer<typeof driverHistoryResponseSchema>;

export const driverLocationResultSchema = z.object({
  /** False when the update came less than 2 s after the previous one and was ignored. */
  stored: z.boolean(),
  recordedAt: timestamp(),
  /** Active orders whose customer and business now see this position. */
  ordersUpdated: z.number().int(),
});
export type DriverLocationResult = z.infer<typeof driverLocationResultSchema>;
